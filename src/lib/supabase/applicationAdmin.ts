import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';
import { queryError } from './fail.ts';

/** An applicant's progress row. */
export type ApplicationRow = Pick<
	Tables<'application_progress'>,
	'user_id' | 'current_step' | 'completed_steps' | 'status' | 'notes' | 'updated_at'
>;

/** Every application, latest change first. */
export async function listApplications(client: PortalClient): Promise<ApplicationRow[]> {
	const { data, error } = await client
		.from('application_progress')
		.select('user_id, current_step, completed_steps, status, notes, updated_at')
		.order('updated_at', { ascending: false })
		.limit(200);
	if (error) throw queryError('application_progress', error);
	return data;
}

/** Creates or moves an applicant's progress (the database notifies them). */
export async function saveApplication(
	client: PortalClient,
	row: Pick<ApplicationRow, 'user_id' | 'current_step' | 'completed_steps' | 'status'> & {
		notes?: string | null;
	},
): Promise<void> {
	const { error } = await client
		.from('application_progress')
		.upsert(row, { onConflict: 'user_id' });
	if (error) throw queryError('application_progress', error);
}
