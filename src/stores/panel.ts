import type { PortalClient } from '~/lib/supabase/client.ts';
import { createFetcherStore } from './query.ts';
import { $userId, portalClient } from './session.ts';

export { $userId, portalClient };

/**
 * The data of Mi Panel (support tickets: tickets.ts), loaded through the one query context (retries, cache) and
 * keyed by the signed-in user's id, so nothing loads while signed out and a new user never sees
 * the previous one's cached rows. supabase-js and the data modules load on first use.
 */

/** A fetcher store of one user's rows: `load(client, userId)` under the key `panel/<name>/`. */
function userStore<T>(name: string, load: (client: PortalClient, userId: string) => Promise<T>) {
	return createFetcherStore<T>([`panel/${name}/`, $userId], {
		fetcher: async (_prefix, userId) => load(await portalClient(), String(userId)),
	});
}

export const $profile = userStore('profile', async (c, id) =>
	(await import('~/lib/supabase/profiles.ts')).fetchProfile(c, id),
);

/** The panel lists up to 50 notifications (the bell shows the latest 10). */
export const panelNotificationsLimit = 50;

export const $allNotifications = userStore('notifications', async (c, id) =>
	(await import('~/lib/supabase/notifications.ts')).fetchNotifications(
		c,
		id,
		panelNotificationsLimit,
	),
);

export const $simulations = userStore('simulations', async (c, id) =>
	(await import('~/lib/supabase/simulations.ts')).listSimulations(c, id),
);

export const $valuations = userStore('valuations', async (c, id) =>
	(await import('~/lib/supabase/valuations.ts')).listValuations(c, id),
);

export const $progress = userStore('progress', async (c, id) =>
	(await import('~/lib/supabase/applicationProgress.ts')).fetchApplicationProgress(c, id),
);

