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
 * The statistics of a period (days YYYY-MM-DD, both included), computed by the database; only
 * admins get them (everyone else gets an error from each function).
 */
export async function fetchStatistics(
	client: PortalClient,
	range: { from: string; to: string },
): Promise<StatisticsData> {
	const args = { p_from: range.from, p_to: range.to };
	const [signups, activity, tickets, firstResponse, leads] = await Promise.all([
		client.rpc('admin_stats_signups', args),
		client.rpc('admin_stats_activity', args),
		client.rpc('admin_stats_tickets', args),
		client.rpc('admin_stats_first_response', args),
		client.rpc('admin_stats_leads', args),
	]);
	for (const [name, result] of Object.entries({
		signups,
		activity,
		tickets,
		firstResponse,
		leads,
	})) {
		if (result.error) {
			throw Object.assign(new Error(`${name}: ${result.error.message}`), {
				code: result.error.code,
			});
		}
	}
	return {
		signups: signups.data ?? [],
		activity: activity.data ?? [],
		tickets: tickets.data ?? [],
		firstResponse: firstResponse.data ?? [],
		leads: leads.data ?? [],
	};
}
