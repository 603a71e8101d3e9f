import { atom } from 'nanostores';
import type { PortalClient } from '~/lib/supabase/client.ts';
import type { TicketMessageRow, TicketRow } from '~/lib/supabase/tickets.ts';
import { createFetcherStore } from './query.ts';
import { $userId, portalClient } from './session.ts';

export { $userId, portalClient };

/**
 * The data of Mi Panel and /soporte, loaded through the one query context (retries, cache) and
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

/** The user's own tickets with when they last read each. */
export const $myTickets = userStore('tickets', async (c, id) => {
	const { fetchTickets, fetchTicketReads } = await import('~/lib/supabase/tickets.ts');
	const [tickets, reads] = await Promise.all([fetchTickets(c, id), fetchTicketReads(c, id)]);
	return { tickets, reads };
});

/** Every ticket the caller may read (the team's inbox on /soporte) with their read marks. */
export const $teamTickets = userStore('team-tickets', async (c, id) => {
	const { fetchTickets, fetchTicketReads } = await import('~/lib/supabase/tickets.ts');
	const [tickets, reads] = await Promise.all([fetchTickets(c), fetchTicketReads(c, id)]);
	return { tickets, reads };
});

/** The ticket open in the support chat, or null. */
export const $openTicketId = atom<string | null>(null);

/** The open ticket and its messages (Realtime adds new ones with `mutate`). */
export const $ticketThread = createFetcherStore<{
	ticket: TicketRow | null;
	messages: TicketMessageRow[];
}>(['panel/ticket/', $userId, '/', $openTicketId], {
	fetcher: async (_prefix, _userId, _slash, ticketId) => {
		const { fetchTicket, fetchTicketMessages } = await import('~/lib/supabase/tickets.ts');
		const client = await portalClient();
		const [ticket, messages] = await Promise.all([
			fetchTicket(client, String(ticketId)),
			fetchTicketMessages(client, String(ticketId)),
		]);
		return { ticket, messages };
	},
});
