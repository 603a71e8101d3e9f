import { userRoleLabels, type UserRole } from '~/lib/auth/roles.ts';
import { leadStatuses } from '~/lib/leads/followUp.ts';
import { dateFormatter, formatNumber } from '~/lib/format/index.ts';
import type { LeadSource } from '~/lib/supabase/leads.ts';
import { toCsv, type CsvCell } from '~/lib/tools/csv.ts';

/**
 * Rules and texts of the admin area (/admin): who a person is, the notification form, moving an
 * applicant through the 6 steps, and the leads table and its CSV.
 */

export { leadStatuses };

/** Where a lead came from (the leads `source` check). */
export const leadSources: Record<string, string> = {
	contacto: 'Formulario de contacto',
	formulario_compartido: 'Formulario compartido',
} satisfies Record<LeadSource, string>;

/** What an admin filter found, for its live count: «1 resultado», «1.250 resultados». */
export function resultsText(count: number): string {
	return count === 1 ? '1 resultado' : `${formatNumber(count)} resultados`;
}

/** The label of a profile role, or the raw value when unknown. */
export function roleLabel(role: string): string {
	return role in userRoleLabels ? userRoleLabels[role as UserRole].label : role;
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

/** Limits of the notifications checks. */
export const notificationLimits = { title: 200, message: 2000, actionUrl: 500 } as const;

export const notificationMessages = {
	titleMin: 'Escribe un título',
	titleMax: `El título no puede exceder ${notificationLimits.title} caracteres`,
	messageMin: 'Escribe el mensaje',
	messageMax: `El mensaje no puede exceder ${notificationLimits.message} caracteres`,
	actionUrl: 'El enlace debe ser una ruta del sitio que empiece por «/», como /dashboard',
	user: 'Elige a quién se envía',
	role: 'Elige un rol',
} as const;

/** Progress of an applicant as the admin moves it. */
export interface ProgressValues {
	current_step: number;
	completed_steps: number[];
	status: string;
}

/**
 * The progress after moving an applicant to `step` (1 to 6): every earlier step is done, later
 * ones are not; a signed or cancelled application keeps its state, anything else is in progress.
 */
export function moveToStep(current: { status: string } | null, step: number): ProgressValues {
	if (!Number.isInteger(step) || step < 1 || step > 6) {
		throw new RangeError('El paso debe estar entre 1 y 6');
	}
	const status = current && current.status !== 'en_curso' ? current.status : 'en_curso';
	return {
		current_step: step,
		completed_steps: Array.from({ length: step - 1 }, (_, i) => i + 1),
		status,
	};
}

/** A lead as the admin table shows and exports it. */
export interface LeadForTable {
	source: string;
	name: string;
	email: string;
	phone: string | null;
	message: string | null;
	status: string;
	created_at: string;
}

/** The columns of the leads CSV. */
export const leadCsvHeader = [
	'Fecha',
	'Origen',
	'Estado',
	'Nombre',
	'Email',
	'Teléfono',
	'Mensaje',
] as const;

const csvDate = dateFormatter({
	timeZone: 'Europe/Madrid',
	dateStyle: 'short',
	timeStyle: 'short',
});

/** One lead as a CSV row (date in Madrid time), in the order of leadCsvHeader. */
export function leadCsvRow(l: LeadForTable): CsvCell[] {
	return [
		csvDate().format(new Date(l.created_at)),
		leadSources[l.source] ?? l.source,
		leadStatuses[l.status] ?? l.status,
		l.name,
		l.email,
		l.phone ?? '',
		l.message ?? '',
	];
}

/** The leads as a CSV for Spanish spreadsheets. */
export function leadsCsv(leads: readonly LeadForTable[]): string {
	return toCsv(leadCsvHeader, leads.map(leadCsvRow));
}

/** A short preview of a long text (an AI answer), cut at a word. */
export function preview(text: string, max = 140): string {
	const flat = text.replace(/\s+/g, ' ').trim();
	if (flat.length <= max) return flat;
	const cut = flat.slice(0, max);
	const space = cut.lastIndexOf(' ');
	return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Limits of a cached AI answer (the ai_response_cache check). */
export const aiResponseLimits = { min: 1, max: 20000 } as const;

/** The answer to store, or a Spanish reason it cannot be. */
export function checkAiResponse(
	value: string,
): { ok: true; response: string } | { ok: false; message: string } {
	const response = value.trim();
	if (response.length < aiResponseLimits.min) return { ok: false, message: 'Escribe la respuesta' };
	if (response.length > aiResponseLimits.max) {
		return { ok: false, message: 'La respuesta no puede exceder 20000 caracteres' };
	}
	return { ok: true, response };
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
