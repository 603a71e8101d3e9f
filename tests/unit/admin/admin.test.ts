import { describe, expect, it } from 'vitest';
import { canRemoveAdmin, personName, resultsText } from '~/lib/admin/admin.ts';
import { checkAiResponse, preview } from '~/lib/ai/cacheEntry.ts';
import { roleLabel } from '~/lib/auth/roles.ts';

const uuid = '7b0f4a3e-8a61-4d1e-9d0b-2f1c4a5b6c7d';

describe('admin helpers', () => {
	it('counts a filter’s results in Spanish, with a thousands point', () => {
		expect(resultsText(0)).toBe('0 resultados');
		expect(resultsText(1)).toBe('1 resultado');
		expect(resultsText(12)).toBe('12 resultados');
		expect(resultsText(1250)).toBe('1.250 resultados');
	});

	it('names people by name, else email, else a short id', () => {
		expect(personName({ first_name: 'Ana', last_name: 'Ruiz' })).toBe('Ana Ruiz');
		expect(personName({ first_name: null, last_name: null, email: 'a@b.es' })).toBe('a@b.es');
		expect(personName(undefined, uuid)).toBe('Usuario 7b0f4a3e');
		expect(roleLabel('agente_inmobiliario')).toBe('Agente inmobiliario');
		expect(roleLabel('raro')).toBe('raro');
	});

	it('previews, checks AI answers and never lets an admin remove themselves', () => {
		expect(preview('uno  dos\ntres')).toBe('uno dos tres');
		expect(preview('palabra '.repeat(40), 30)).toBe('palabra palabra palabra…');
		expect(checkAiResponse('  ')).toEqual({ ok: false, message: 'Escribe la respuesta' });
		expect(checkAiResponse(' Vale ')).toEqual({ ok: true, response: 'Vale' });
		expect(checkAiResponse('x'.repeat(20001)).ok).toBe(false);
		expect(canRemoveAdmin('me', { id: 'me', is_admin: true })).toBe(false);
		expect(canRemoveAdmin('me', { id: 'other', is_admin: true })).toBe(true);
		expect(canRemoveAdmin('me', { id: 'other', is_admin: false })).toBe(false);
	});
});

describe('admin error messages', () => {
	it('shows the database’s Spanish reason, else a generic one (never raw errors)', async () => {
		const { adminErrorMessage } = await import('~/lib/admin/admin.ts');
		expect(
			adminErrorMessage(
				new Error('admin_set_admin: No puedes quitarte a ti mismo el rol de administrador.'),
			),
		).toBe('No puedes quitarte a ti mismo el rol de administrador.');
		expect(adminErrorMessage(new Error('leads: relation "x" does not exist'))).toBe(
			'No se ha podido guardar el cambio. Comprueba tu conexión e inténtalo de nuevo.',
		);
		expect(adminErrorMessage('TypeError: Failed to fetch')).toContain('inténtalo de nuevo');
	});
});
