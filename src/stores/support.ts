import { atom } from 'nanostores';
import type { AdminUserRow } from '~/lib/supabase/admin.ts';
import type { PortalClient } from '~/lib/supabase/client.ts';
import { userChannel, type RowChange } from '~/lib/supabase/realtime.ts';
import type { NewTicket, TicketRow } from '~/lib/supabase/support.ts';
import {
	applyTicketChange,
	missingPeople,
	parseInboxFilter,
	type InboxFilter,
} from '~/lib/support/inbox.ts';
import { defaultLiveDeps, liveWhileMounted, type LiveDeps } from './shared/live.ts';
import { createFetcherStore, refresh } from './shared/query.ts';
import { $userId, portalClient } from './session.ts';
import { overridable } from './shared/deps.ts';

/**
 * The support domain's lists: the person's own tickets (/dashboard, /soporte) and the ONE team
 * inbox (/soporte for the team and /admin#soporte), each with the viewer's read marks, kept live
 * through Realtime while read. A change of a ticket row (a message moves its activity columns,
 * through a database trigger) is applied to the cached rows; only what is missing is fetched.
 * The open ticket's chat lives in ticketThread.ts.
 */

type TicketQueries = typeof import('~/lib/supabase/support.ts');
type AdminQueries = typeof import('~/lib/supabase/admin.ts') &
	typeof import('~/lib/supabase/supportInbox.ts');

/** Where the stores find the client, the queries and Realtime; replaced in unit tests. */
export interface TicketDeps {
	client: () => Promise<PortalClient>;
	tickets: () => Promise<
		Pick<
			TicketQueries,
			| 'fetchTickets'
			| 'fetchTicket'
			| 'fetchTicketMessages'
			| 'fetchTicketReads'
			| 'createTicket'
			| 'sendTicketMessage'
			| 'setTicketStatus'
			| 'markTicketRead'
		>
	>;
	admin: () => Promise<
		Pick<AdminQueries, 'listInboxTickets' | 'profilesByIds' | 'listUsers' | 'assignTicket'>
	>;
	live: LiveDeps;
}

const deps = overridable<TicketDeps>({
	client: portalClient,
	tickets: () => import('~/lib/supabase/support.ts'),
	admin: async () => {
		const [people, inbox] = await Promise.all([
			import('~/lib/supabase/admin.ts'),
			import('~/lib/supabase/supportInbox.ts'),
		]);
		return { ...people, ...inbox };
	},
	live: defaultLiveDeps,
});

/** Replaces some of the store's dependencies (unit tests); returns the function that restores them. */
export const configureSupport = deps.configure;

/** The current deps (for ticketThread.ts). */
export const ticketDeps = (): TicketDeps => deps.get();

/** Realtime through whatever deps are current when a store is first read. */
export const ticketLive: LiveDeps = { realtime: () => deps.get().live.realtime() };

/** When the viewer last read each ticket, by ticket id. */
export type TicketReads = Record<string, string>;

/** The person's own tickets, latest activity first, with their read marks. */
export interface MyTickets {
	tickets: TicketRow[];
	reads: TicketReads;
}

/** A ticket as the team's inbox lists it. */
export type InboxTicket = TicketRow & { assigned_to: string | null };

/** Who opened a ticket, as the inbox names them. */
export type TicketPerson = Awaited<ReturnType<AdminQueries['profilesByIds']>>[string];

/** The team's inbox: tickets under the filter, their owners, the team to assign and read marks. */
export interface Inbox {
	tickets: InboxTicket[];
	reads: TicketReads;
	people: Record<string, TicketPerson>;
	team: AdminUserRow[];
}

/** How many tickets each list holds at most (the queries' limits). */
export const ticketListLimits = { mine: 100, inbox: 200 } as const;

export const $myTickets = createFetcherStore<MyTickets>(['tickets/mine/', $userId], {
	fetcher: async (_prefix, userId) => {
		const [client, q] = await Promise.all([deps.get().client(), deps.get().tickets()]);
		const id = String(userId);
		const [tickets, reads] = await Promise.all([
			q.fetchTickets(client, id),
			q.fetchTicketReads(client, id),
		]);
		return { tickets, reads };
	},
});

/** The inbox filter as a query string (`status`, `category`); see lib/support/inbox.ts. */
export const $inboxFilter = atom('');

export const $inbox = createFetcherStore<Inbox>(['tickets/inbox/', $userId, '?', $inboxFilter], {
	fetcher: async (_prefix, userId, _q, query) => {
		const [client, q, a] = await Promise.all([
			deps.get().client(),
			deps.get().tickets(),
			deps.get().admin(),
		]);
		const filter = parseInboxFilter(String(query));
		const [rows, team, reads] = await Promise.all([
			a.listInboxTickets(client, filter),
			a.listUsers(client, { role: 'admin', limit: 100 }),
			q.fetchTicketReads(client, String(userId)),
		]);
		// The check constraints hold status, category and priority to their unions.
		const tickets = rows as InboxTicket[];
		const people = await a.profilesByIds(
			client,
			tickets.map((t) => t.user_id),
		);
		return { tickets, team, reads, people };
	},
});

/** Shows another filter of the inbox and loads it afresh (a cached one may be older). */
export function setInboxFilter(query: string): void {
	$inboxFilter.set(query);
	// The store's key follows the atom on the next tick (the query context batches key changes).
	setTimeout(() => refresh($inbox), 0);
}

/** Applies a ticket row change to the person's list (or reloads it when it cannot). */
export function applyToMyTickets(change: Pick<RowChange, 'eventType' | 'new' | 'old'>): void {
	const data = $myTickets.get().data;
	const tickets = data && applyTicketChange(data.tickets, change, {}, ticketListLimits.mine);
	if (data && tickets) $myTickets.mutate({ ...data, tickets });
	else refresh($myTickets);
}

/**
 * Applies a ticket row change to the inbox under its filter; the owner of a ticket new to the
 * list is the only thing fetched (not the whole list).
 */
export async function applyToInbox(
	change: Pick<RowChange, 'eventType' | 'new' | 'old'>,
): Promise<void> {
	const data = $inbox.get().data;
	const filter: InboxFilter = parseInboxFilter($inboxFilter.get());
	const tickets = data && applyTicketChange(data.tickets, change, filter, ticketListLimits.inbox);
	if (!data || !tickets) {
		refresh($inbox);
		return;
	}
	$inbox.mutate({ ...data, tickets });
	const missing = missingPeople(tickets, data.people);
	if (missing.length === 0) return;
	const [client, a] = await Promise.all([deps.get().client(), deps.get().admin()]);
	const found = await a.profilesByIds(client, missing);
	const now = $inbox.get().data;
	if (now) $inbox.mutate({ ...now, people: { ...now.people, ...found } });
}

liveWhileMounted(
	$myTickets,
	$userId,
	(userId) => ({
		channel: `${userChannel(userId)}/tickets`,
		table: 'support_tickets',
		filter: `user_id=eq.${userId}`,
		onChange: applyToMyTickets,
		onJoined: () => refresh($myTickets),
	}),
	ticketLive,
);

liveWhileMounted(
	$inbox,
	$userId,
	(userId) => ({
		// RLS gives the team every ticket; a message moves its ticket's activity columns.
		channel: `${userChannel(userId)}/inbox`,
		table: 'support_tickets',
		onChange: (change) => void applyToInbox(change).catch(() => refresh($inbox)),
		onJoined: () => refresh($inbox),
	}),
	ticketLive,
);

/** Records the viewer's read mark in whichever list shows the ticket (no refetch). */
export function noteRead(ticketId: string, at: string): void {
	// `.value`, not get(): get() would start loading a list nobody shows (a client opening a
	// ticket loaded the team's inbox, and its admin-only call failed with 403).
	const mine = $myTickets.value?.data;
	if (mine) $myTickets.mutate({ ...mine, reads: { ...mine.reads, [ticketId]: at } });
	const inbox = $inbox.value?.data;
	if (inbox) $inbox.mutate({ ...inbox, reads: { ...inbox.reads, [ticketId]: at } });
}

/** Opens a ticket for the signed-in person (its first message is sent by the chat). */
export async function openTicket(values: NewTicket): Promise<TicketRow> {
	const [client, q] = await Promise.all([deps.get().client(), deps.get().tickets()]);
	const ticket = await q.createTicket(client, values);
	applyToMyTickets({ eventType: 'INSERT', new: ticket, old: {} });
	return ticket;
}

/** Assigns a ticket to someone of the team (null: nobody), shown at once in the inbox. */
export async function assignTicket(ticketId: string, adminId: string | null): Promise<void> {
	const [client, a] = await Promise.all([deps.get().client(), deps.get().admin()]);
	await a.assignTicket(client, ticketId, adminId);
	const row = $inbox.get().data?.tickets.find((t) => t.id === ticketId);
	if (row)
		await applyToInbox({ eventType: 'UPDATE', new: { ...row, assigned_to: adminId }, old: {} });
}
