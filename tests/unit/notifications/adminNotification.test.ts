import { describe, expect, it } from 'vitest';
import { notificationMessages } from '~/lib/notifications/texts.ts';
import { notificationSchema } from '~/lib/notifications/schema.ts';
import { validateForm } from '~/lib/forms/validateForm.ts';

const uuid = '7b0f4a3e-8a61-4d1e-9d0b-2f1c4a5b6c7d';

describe('the admin notification form', () => {
	it('validates a notification to a user or a role with Spanish messages', () => {
		const ok = validateForm(notificationSchema, {
			title: '  Aviso ',
			message: 'Hola',
			actionUrl: '/dashboard#solicitud',
			target: { kind: 'role', role: 'promotora' },
		});
		expect(ok).toEqual({
			ok: true,
			data: {
				title: 'Aviso',
				message: 'Hola',
				actionUrl: '/dashboard#solicitud',
				target: { kind: 'role', role: 'promotora' },
			},
		});
		const issue = (input: object) => {
			const r = validateForm(notificationSchema, {
				title: 'T',
				message: 'M',
				actionUrl: '',
				target: { kind: 'user', userId: uuid },
				...input,
			});
			return r.ok ? null : r.issue.message;
		};
		expect(issue({})).toBeNull();
		expect(issue({ title: '   ' })).toBe(notificationMessages.titleMin);
		expect(issue({ message: 'x'.repeat(2001) })).toBe(notificationMessages.messageMax);
		expect(issue({ actionUrl: 'https://malo.example' })).toBe(notificationMessages.actionUrl);
		expect(issue({ actionUrl: '//malo.example' })).toBe(notificationMessages.actionUrl);
		expect(issue({ target: { kind: 'user', userId: '' } })).toBe(notificationMessages.user);
		expect(issue({ target: { kind: 'role', role: 'admin' } })).toBe(notificationMessages.role);
		// Moved from tests/e2e/admin.spec.ts «the admin sends a notification…»: the text the form
		// showed at the link field for a link off the site.
		expect(
			validateForm(notificationSchema, {
				title: 'T',
				message: 'M',
				actionUrl: 'https://otro.example',
				target: { kind: 'role', role: 'agente_inmobiliario' },
			}),
		).toEqual({
			ok: false,
			issue: {
				field: 'actionUrl',
				message: 'El enlace debe ser una ruta del sitio que empiece por «/», como /dashboard',
			},
		});
	});
});
