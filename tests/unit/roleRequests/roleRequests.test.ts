import { describe, expect, it } from 'vitest';
import { checkRoleRequest, roleRequestErrorMessage } from '~/lib/roleRequests/roleRequests.ts';

describe('role requests', () => {
	it('accepts another known role with an optional reason (trimmed, empty as null)', () => {
		expect(checkRoleRequest('particular', 'agente_inmobiliario', '   ')).toEqual({
			ok: true,
			toRole: 'agente_inmobiliario',
			reason: null,
		});
		expect(checkRoleRequest('promotora', 'admin', '')).toEqual({
			ok: false,
			field: 'role',
			message: 'Elige el rol que quieres tener',
		});
		expect(checkRoleRequest('promotora', 'particular', 'ñ'.repeat(500))).toMatchObject({
			ok: true,
		});
	});

	it('says in Spanish why the database refused, whatever spoke', () => {
		const pending = 'Ya tienes una solicitud de cambio de rol pendiente.';
		expect(roleRequestErrorMessage(new Error(`role_change_requests: ${pending}`))).toBe(pending);
		// The unique index answers with its own English text and code 23505.
		expect(
			roleRequestErrorMessage(
				Object.assign(new Error('duplicate key value violates unique constraint'), {
					code: '23505',
				}),
			),
		).toBe(pending);
		expect(roleRequestErrorMessage(new Error('Failed to fetch'))).toBe(
			'No se ha podido enviar. Comprueba tu conexión e inténtalo de nuevo.',
		);
	});
});
