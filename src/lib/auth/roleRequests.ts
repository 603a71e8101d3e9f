import type { RoleRequestStatus } from '~/lib/supabase/roleRequests.ts';
import { userRoles, type UserRole } from './schemas.ts';

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

/** Reasons the database gives in Spanish, shown as they are. */
const databaseMessages = [
	'Ya tienes una solicitud de cambio de rol pendiente.',
	'Ya tienes ese rol.',
	'Esta solicitud ya está decidida.',
	'Solo el equipo de administración puede hacer esto.',
] as const;

/** What to tell the person when a request or a decision failed. */
export function roleRequestErrorMessage(error: unknown): string {
	const text = error instanceof Error ? error.message : String(error);
	const known = databaseMessages.find((m) => text.endsWith(m));
	if (known) return known;
	if ((error as { code?: string } | null)?.code === '23505') return databaseMessages[0];
	return 'No se ha podido enviar. Comprueba tu conexión e inténtalo de nuevo.';
}
