import { describe, expect, it } from 'vitest';
import { checkDeletionForm, confirmsDeletion } from '~/lib/account/deletion.ts';

describe('confirming the account deletion', () => {
	it('accepts the email in any case and with spaces around, or the word ELIMINAR', () => {
		expect(confirmsDeletion('ana@example.com', 'Ana@Example.com')).toBe(true);
		expect(confirmsDeletion('  ANA@EXAMPLE.COM ', 'ana@example.com')).toBe(true);
		expect(confirmsDeletion('ELIMINAR', 'ana@example.com')).toBe(true);
		expect(confirmsDeletion(' ELIMINAR ', 'ana@example.com')).toBe(true);
	});

	it('refuses anything else', () => {
		for (const typed of ['', 'eliminar', 'ELIMINAR CUENTA', 'ana@example.co', 'eva@example.com'])
			expect(confirmsDeletion(typed, 'ana@example.com')).toBe(false);
	});

	it('checks the confirmation first, then that a password was typed', () => {
		expect(checkDeletionForm({ confirmation: 'sí', password: '' }, 'ana@example.com')).toEqual({
			field: 'confirmation',
			message: 'Escribe tu email o la palabra ELIMINAR para confirmar.',
		});
		expect(checkDeletionForm({ confirmation: 'ELIMINAR', password: '' }, 'a@b.es')).toEqual({
			field: 'password',
			message: 'Escribe tu contraseña actual.',
		});
		expect(checkDeletionForm({ confirmation: 'ELIMINAR', password: 'x' }, 'a@b.es')).toBeNull();
	});
});
