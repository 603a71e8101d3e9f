import { adminErrorMessage } from '~/lib/admin/admin.ts';
import type { RoleRequestStatus } from '~/lib/roleRequests/states.ts';
import { userRoles, type UserRole } from '../auth/roles.ts';

/**
 * Asking for another profile role (issue 26, item 10): what a request may say, its texts, and
 * the Spanish reasons the database gives when it refuses one.
 */

/** Limit of the reason (the role_change_requests `reason` check). */
export const roleReasonMax = 500;

/** What each state of a request is called. */
export const roleRequestStatusLabels = {
	pendiente: 'Pendiente de revisión',
	aprobada: 'Aprobada',
	rechazada: 'No aprobada',
} as const satisfies Record<RoleRequestStatus, string>;

/** The request to send, or the field to fix and why (in Spanish). */
export function checkRoleRequest(
	currentRole: string,
	wanted: string,
	reason: string,
):
	| { ok: true; toRole: UserRole; reason: string | null }
	| { ok: false; field: 'role' | 'reason'; message: string } {
	const toRole = userRoles.find((r) => r === wanted);
	if (!toRole) return { ok: false, field: 'role', message: 'Elige el rol que quieres tener' };
	if (toRole === currentRole) {
		return { ok: false, field: 'role', message: 'Ya tienes ese rol; elige otro' };
	}
	const text = reason.trim();
	if (text.length > roleReasonMax) {
		return {
			ok: false,
			field: 'reason',
			message: `El motivo no puede exceder ${roleReasonMax} caracteres`,
		};
	}
	return { ok: true, toRole, reason: text === '' ? null : text };
}

/**
 * What to tell the person when a request or a decision failed: the database's Spanish reason
 * (a second pending request also when only its unique index spoke), else to try again.
 */
export function roleRequestErrorMessage(error: unknown): string {
	if ((error as { code?: string } | null)?.code === '23505') {
		return 'Ya tienes una solicitud de cambio de rol pendiente.';
	}
	return adminErrorMessage(
		error,
		'No se ha podido enviar. Comprueba tu conexión e inténtalo de nuevo.',
	);
}
