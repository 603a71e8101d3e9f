import { describe, expect, it } from 'vitest';
import { canRemoveAdmin, personName, resultsText } from '~/lib/admin/admin.ts';
import { checkAiResponse, preview } from '~/lib/ai/cacheEntry.ts';
import { moveToStep } from '~/lib/application/steps.ts';
import { notificationMessages } from '~/lib/notifications/texts.ts';
import { roleLabel } from '~/lib/auth/roles.ts';
import { leadsCsv } from '~/lib/leads/csv.ts';
import { notificationSchema } from '~/lib/notifications/schema.ts';
import { validateForm } from '~/lib/auth/schemas.ts';

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

	it('moves an applicant to a step with the earlier ones done', () => {
		expect(moveToStep(null, 3)).toEqual({
			current_step: 3,
			completed_steps: [1, 2],
			status: 'en_curso',
		});
		expect(moveToStep({ status: 'aprobada' }, 1)).toEqual({
			current_step: 1,
			completed_steps: [],
			status: 'aprobada',
		});
		expect(() => moveToStep(null, 7)).toThrow('entre 1 y 6');
		expect(() => moveToStep(null, 2.5)).toThrow();
	});

	it('exports leads as a Spanish CSV with labels and quoted text', () => {
		const csv = leadsCsv([
			{
				source: 'contacto',
				name: 'Ana; Ruiz',
				email: 'ana@example.com',
				phone: null,
				message: 'Dice "hola"',
				status: 'contactado',
				created_at: '2026-01-15T09:30:00Z',
			},
		]);
		expect(csv.startsWith('\uFEFFFecha;Origen;Estado;Nombre;Email;Teléfono;Mensaje\r\n')).toBe(
			true,
		);
		expect(csv).toContain(
			'15/1/26, 10:30;Formulario de contacto;Contactado;"Ana; Ruiz";ana@example.com;;"Dice ""hola"""',
		);
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
