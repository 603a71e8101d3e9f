import { atom } from 'nanostores';
import { lastDays } from '~/lib/statistics/range.ts';
import { adminStore } from './shared/adminStore.ts';

export { setFilter } from './shared/adminStore.ts';

/** The figures of /estadisticas for a period, through the admin stores' query context. */

/** Statistics period: `from` and `to` (days); the last 30 days by default. */
export const $statsRange = atom(
	new URLSearchParams(lastDays(30) as unknown as Record<string, string>).toString(),
);

/** Sign-ups, activity, tickets, first response and leads of the period. */
export const $statistics = adminStore('statistics', $statsRange, async (c, f) =>
	(await import('~/lib/supabase/statistics.ts')).fetchStatistics(c, {
		from: f.get('from') ?? '',
		to: f.get('to') ?? '',
	}),
);
