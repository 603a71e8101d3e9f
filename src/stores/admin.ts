import { atom } from 'nanostores';
import type { PortalClient } from '~/lib/supabase/client.ts';
import { lastDays, rangeInstants } from '~/lib/statistics/range.ts';
import { createFetcherStore, refresh } from './query.ts';

export { refresh };
import { $userId, portalClient } from './session.ts';

/**
 * The data of the admin area (/admin) and the statistics (/estadisticas), through the one query
 * context, keyed by the signed-in user's id and each section's filter (a query string), so a
 * new filter loads afresh and nothing loads while signed out. The data modules load on demand.
 */

function adminStore<T>(
	name: string,
	$filter: ReturnType<typeof atom<string>>,
	load: (client: PortalClient, filter: URLSearchParams) => Promise<T>,
) {
	return createFetcherStore<T>([`admin/${name}/`, $userId, '?', $filter], {
		fetcher: async (_prefix, _userId, _q, filter) =>
			load(await portalClient(), new URLSearchParams(String(filter))),
	});
}

const admin = () => import('~/lib/supabase/admin.ts');

/** User search: `q` and `role`. */
export const $userFilter = atom('');
export const $users = adminStore('users', $userFilter, async (c, f) =>
	(await admin()).listUsers(c, { search: f.get('q') ?? '', role: f.get('role') ?? '' }),
);

/** Applications with the applicants' names. */
export const $applicationsKey = atom('');
export const $applications = adminStore('applications', $applicationsKey, async (c) => {
	const { listApplications, profilesByIds } = await admin();
	const applications = await listApplications(c);
	const people = await profilesByIds(
		c,
		applications.map((a) => a.user_id),
	);
	return { applications, people };
});

/** Leads filter: `source`, `status`, `from`, `to` (days). */
export const $leadFilter = atom('');
export const $leads = adminStore('leads', $leadFilter, async (c, f) => {
	const { listLeads } = await admin();
	const from = f.get('from');
	const to = f.get('to');
	const bounds = from && to ? rangeInstants({ from, to }) : {};
	return listLeads(c, { source: f.get('source') ?? '', status: f.get('status') ?? '', ...bounds });
});

/** Cached AI answers: `q` searches their text. */
export const $aiFilter = atom('');
export const $aiCache = adminStore('ai-cache', $aiFilter, async (c, f) =>
	(await admin()).listAiCache(c, f.get('q') ?? ''),
);

/** Statistics period: `from` and `to` (days); the last 30 days by default. */
export const $statsRange = atom(
	new URLSearchParams(lastDays(30) as unknown as Record<string, string>).toString(),
);
export const $statistics = adminStore('statistics', $statsRange, async (c, f) =>
	(await import('~/lib/supabase/statistics.ts')).fetchStatistics(c, {
		from: f.get('from') ?? '',
		to: f.get('to') ?? '',
	}),
);

/**
 * Sets a section's filter and loads its rows afresh: a filter seen a moment ago may still be
 * cached with older rows. The store's key follows the filter on the next timer tick (the query
 * context batches key changes with setTimeout), so the reload is queued after it.
 */
export function setFilter(
	$filter: { set(value: string): void },
	value: string,
	store: Parameters<typeof refresh>[0],
): void {
	$filter.set(value);
	setTimeout(() => refresh(store), 0);
}
