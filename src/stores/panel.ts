import { atom } from 'nanostores';
import type { PortalClient } from '~/lib/supabase/client.ts';
import type { TicketMessageRow, TicketRow } from '~/lib/supabase/tickets.ts';
import { createFetcherStore } from './query.ts';
import { $userId, portalClient } from './session.ts';

export { $userId, portalClient };

/**
 * The data of Mi Panel and /soporte still shared here (tickets, clients), loaded through the one query context (retries, cache) and
 * keyed by the signed-in user's id, so nothing loads while signed out and a new user never sees
 * the previous one's cached rows. supabase-js and the data modules load on first use.
 */

/** A fetcher store of one user's rows: `load(client, userId)` under the key `panel/<name>/`. */
function userStore<T>(name: string, load: (client: PortalClient, userId: string) => Promise<T>) {
	return createFetcherStore<T>([`panel/${name}/`, $userId], {
		fetcher: async (_prefix, userId) => load(await portalClient(), String(userId)),
	});
}

/** The user's own tickets with when they last read each. */
export const $myTickets = userStore('tickets', async (c, id) => {
	const { fetchTickets, fetchTicketReads } = await import('~/lib/supabase/tickets.ts');
	const [tickets, reads] = await Promise.all([fetchTickets(c, id), fetchTicketReads(c, id)]);
	return { tickets, reads };
});

/** A professional's share forms and the leads that came through them. */
export const $clients = userStore('clients', async (c, id) => {
	const { listShareForms, listClientLeads } = await import('~/lib/supabase/shareForms.ts');
	const forms = await listShareForms(c, id);
	const leads = await listClientLeads(
		c,
		forms.map((f) => f.id),
	);
	return { forms, leads };
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
