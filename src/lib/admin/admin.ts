import { formatNumber } from '~/lib/format/index.ts';

/**
 * Rules and texts of the admin area's own domain (/admin: its people and its shell): a filter's
 * count, a person's name in lists, who may lose the admin flag, and the database's Spanish
 * reasons for a refused change. Each other domain's admin words live in that domain's folder.
 */

/** What an admin filter found, for its live count: «1 resultado», «1.250 resultados». */
export function resultsText(count: number): string {
	return count === 1 ? '1 resultado' : `${formatNumber(count)} resultados`;
}

/** A person's name for lists: first and last name, else their email, else a short id. */
export function personName(
	person:
		{ first_name?: string | null; last_name?: string | null; email?: string | null } | undefined,
	id = '',
): string {
	const name = [person?.first_name, person?.last_name].filter(Boolean).join(' ').trim();
	if (name) return name;
	if (person?.email) return person.email;
	return id ? `Usuario ${id.slice(0, 8)}` : 'Usuario desconocido';
}

/** Whether the admin may remove this person's admin flag (never their own). */
export function canRemoveAdmin(viewerId: string, target: { id: string; is_admin: boolean }) {
	return target.is_admin && target.id !== viewerId;
}

/** Messages the database raises in Spanish for the admin area, shown as they are. */
const databaseMessages = [
	'No puedes quitarte a ti mismo el rol de administrador.',
	'Un ticket solo se asigna a una persona del equipo de administración.',
	'Solo el equipo de administración puede hacer esto.',
	'Esa persona no existe.',
	'La fecha de fin es anterior a la de inicio.',
	'El intervalo admite como mucho 366 días.',
	'Ya tienes una solicitud de cambio de rol pendiente.',
	'Ya tienes ese rol.',
	'Esta solicitud ya está decidida.',
] as const;

/**
 * What to tell the person when a change failed: the database's own Spanish reason, or
 * `fallback` (by default, that the change was not saved).
 */
export function adminErrorMessage(
	error: unknown,
	fallback = 'No se ha podido guardar el cambio. Comprueba tu conexión e inténtalo de nuevo.',
): string {
	const text = error instanceof Error ? error.message : String(error);
	return databaseMessages.find((m) => text.endsWith(m)) ?? fallback;
}
