import { atom } from 'nanostores';
import { adminErrorMessage, personName } from '~/lib/admin/admin.ts';
import { moveToStep } from '~/lib/application/steps.ts';
import type { ApplicationRow } from '~/lib/supabase/applicationAdmin.ts';
import { adminStore, runAction, type ActionResult } from './shared/adminStore.ts';
import { findUserByEmail } from './admin.ts';

/** Applicants through the 6 steps, as the admin moves them (the database notifies each one). */

const applications = () => import('~/lib/supabase/applicationAdmin.ts');

/** No filter yet: the key the list follows. */
export const $applicationsKey = atom('');

/** Every application with the applicants' names and emails. */
export const $applications = adminStore('applications', $applicationsKey, async (c) => {
	const [{ listApplications }, { profilesByIds }] = await Promise.all([
		applications(),
		import('~/lib/supabase/admin.ts'),
	]);
	const rows = await listApplications(c);
	const people = await profilesByIds(
		c,
		rows.map((a) => a.user_id),
	);
	return { applications: rows, people };
});

/** The progress fields an admin writes. */
export type ApplicationMove = Pick<
	ApplicationRow,
	'user_id' | 'current_step' | 'completed_steps' | 'status'
>;

/** Saves an applicant's progress (step or state); the list reloads either way. */
export function saveProgress(row: ApplicationMove, done: string): Promise<ActionResult> {
	return runAction(
		done,
		async (c) => (await applications()).saveApplication(c, row),
		$applications,
	);
}

/** Opens the application of the person with this email at step 1. */
export async function openApplication(email: string): Promise<ActionResult> {
	const wanted = email.trim().toLowerCase();
	if (!wanted.includes('@')) return { ok: false, message: 'Escribe el email de la persona' };
	let found;
	try {
		found = await findUserByEmail(wanted);
	} catch (error) {
		return { ok: false, message: adminErrorMessage(error) };
	}
	if (!found) return { ok: false, message: 'No hay ninguna persona con ese email' };
	return saveProgress(
		{ user_id: found.id, ...moveToStep(null, 1) },
		`Solicitud de ${personName(found, found.id)} abierta en el paso 1`,
	);
}
