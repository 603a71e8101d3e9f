import type { PortalClient } from './client.ts';
import type { Database } from './database.types.ts';

type Fns = Database['public']['Functions'];

/** What /estadisticas draws, as the admin_stats_* functions return it. */
export interface StatisticsData {
	signups: Fns['admin_stats_signups']['Returns'];
	activity: Fns['admin_stats_activity']['Returns'];
	tickets: Fns['admin_stats_tickets']['Returns'];
	firstResponse: Fns['admin_stats_first_response']['Returns'];
	leads: Fns['admin_stats_leads']['Returns'];
}

/**
 * The statistics of a period (days YYYY-MM-DD, both included), computed by the database in one
 * request (admin_stats: the five sets as one JSON object, never cut at PostgREST's max_rows);
 * only admins get them (everyone else gets the database's error).
 */
export async function fetchStatistics(
	client: PortalClient,
	range: { from: string; to: string },
): Promise<StatisticsData> {
	const { data, error } = await client.rpc('admin_stats', { p_from: range.from, p_to: range.to });
	if (error) {
		throw Object.assign(new Error(`admin_stats: ${error.message}`), { code: error.code });
	}
	const sets = (data ?? {}) as Partial<StatisticsData>;
	return {
		signups: sets.signups ?? [],
		activity: sets.activity ?? [],
		tickets: sets.tickets ?? [],
		firstResponse: sets.firstResponse ?? [],
		leads: sets.leads ?? [],
	};
}
