import type { PortalClient } from './client.ts';
import { throwIfError } from '../errors/dataErrors.ts';
import type { Tables } from './database.types.ts';

/** The user's application progress row (kept by the advisors). */
export type ApplicationProgressRow = Pick<
	Tables<'application_progress'>,
	'user_id' | 'current_step' | 'completed_steps' | 'status' | 'notes' | 'updated_at'
>;

const columns = 'user_id, current_step, completed_steps, status, notes, updated_at';

/** The user's application progress, or null before it is opened. */
export async function fetchApplicationProgress(
	client: PortalClient,
	userId: string,
): Promise<ApplicationProgressRow | null> {
	const { data, error } = await client
		.from('application_progress')
		.select(columns)
		.eq('user_id', userId)
		.maybeSingle();
	throwIfError('application_progress', error);
	return data;
}

/**
 * Opens the user's own application («Solicitar estudio»): RLS lets a user insert only their own
 * row, at step 1, in course, with nothing done; the primary key keeps one per user (a second
 * request answers 23505).
 */
export async function openApplication(
	client: PortalClient,
	userId: string,
): Promise<ApplicationProgressRow> {
	const { data, error } = await client
		.from('application_progress')
		.insert({ user_id: userId })
		.select(columns)
		.single();
	throwIfError('application_progress', error);
	return data;
}
