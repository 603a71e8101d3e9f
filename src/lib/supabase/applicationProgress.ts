import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';

/** The user's application progress row (kept by the advisors). */
export type ApplicationProgressRow = Pick<
	Tables<'application_progress'>,
	'user_id' | 'current_step' | 'completed_steps' | 'status' | 'notes' | 'updated_at'
>;

/** The user's application progress, or null before an advisor opens it. */
export async function fetchApplicationProgress(
	client: PortalClient,
	userId: string,
): Promise<ApplicationProgressRow | null> {
	const { data, error } = await client
		.from('application_progress')
		.select('user_id, current_step, completed_steps, status, notes, updated_at')
		.eq('user_id', userId)
		.maybeSingle();
	if (error) throw new Error(`application_progress: ${error.message}`);
	return data;
}
