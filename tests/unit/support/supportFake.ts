import type { PortalClient } from '~/lib/supabase/client.ts';
import type { ChangeSubscription, RowChange } from '~/lib/supabase/realtime.ts';
import type { TicketMessageRow } from '~/lib/supabase/support.ts';
import type { LiveDeps } from '~/stores/shared/live.ts';
import type { InboxTicket, TicketDeps } from '~/stores/support.ts';

/** A fake backend for the tickets stores' unit tests (tickets.test.ts). */

export type Ticket = InboxTicket;

export const ticket = (id: string, at: string, over: Partial<Ticket> = {}): Ticket => ({
	id,
	user_id: 'owner-1',
	subject: `Ticket ${id}`,
	category: 'hipoteca',
	priority: 'media',
	status: 'abierto',
	assigned_to: null,
	created_at: '2026-11-20T10:00:00Z',
	last_message_at: at,
	last_staff_message_at: null,
	last_user_message_at: at,
	...over,
});

/**
 * A fake backend behind the store's deps: tables in memory, a count of every query, and the
 * Realtime subscriptions the stores opened (to deliver changes by hand).
 */
export function fakeBackend() {
	const db = {
		tickets: [] as Ticket[],
		messages: [] as TicketMessageRow[],
		reads: {} as Record<string, string>,
		people: {
			'owner-1': {
				email: 'ana@example.com',
				first_name: 'Ana',
				last_name: null,
				role: 'particular',
			},
		} as Record<
			string,
			{ email: string | null; first_name: string | null; last_name: string | null; role: string }
		>,
	};
	const calls: string[] = [];
	const subs = new Map<string, ChangeSubscription>();
	let refuse: { code: string } | null = null;
	let held: Promise<void> | undefined;
	const byActivity = (rows: Ticket[]) =>
		[...rows].sort((x, y) => Date.parse(y.last_message_at) - Date.parse(x.last_message_at));
	const deps: TicketDeps = {
		client: async () => {
			await io();
			return {} as PortalClient;
		},
		tickets: () =>
			Promise.resolve({
				fetchTickets: async (_c, owner) => {
					await io();
					calls.push(`fetchTickets:${owner ?? 'all'}`);
					return byActivity(db.tickets.filter((t) => !owner || t.user_id === owner));
				},
				fetchTicket: async (_c, id) => {
					await io();
					calls.push(`fetchTicket:${id}`);
					const row = db.tickets.find((t) => t.id === id) ?? null;
					await held;
					return row;
				},
				fetchTicketMessages: async (_c, id) => {
					await io();
					calls.push(`fetchTicketMessages:${id}`);
					const rows = db.messages.filter((m) => m.ticket_id === id);
					await held;
					return rows;
				},
				fetchTicketReads: async () => {
					await io();
					calls.push('fetchTicketReads');
					return { ...db.reads };
				},
				createTicket: async (_c, values) => {
					await io();
					calls.push('createTicket');
					const row = ticket('nuevo', '2026-11-26T12:00:00Z', { ...values, user_id: 'owner-1' });
					db.tickets.push(row);
					return row;
				},
				sendTicketMessage: async (_c, ticketId, body, asStaff) => {
					await io();
					calls.push(`send:${body}`);
					if (refuse) throw Object.assign(new Error('ticket_messages: refused'), refuse);
					const row = {
						id: `m${db.messages.length + 1}`,
						ticket_id: ticketId,
						author_id: 'owner-1',
						body,
						is_staff: Boolean(asStaff),
						created_at: '2026-11-26T12:30:00Z',
					};
					db.messages.push(row);
					return row;
				},
				setTicketStatus: async (_c, id, status) => {
					await io();
					calls.push(`status:${status}`);
					db.tickets = db.tickets.map((t) => (t.id === id ? { ...t, status } : t));
				},
				markTicketRead: async (_c, id, _user, at) => {
					await io();
					calls.push(`read:${id}`);
					db.reads[id] = at?.toISOString() ?? '';
				},
			}),
		admin: () =>
			Promise.resolve({
				listInboxTickets: async (_c, filter = {}) => {
					await io();
					calls.push(`listInboxTickets:${filter.status ?? ''}`);
					return byActivity(db.tickets.filter((t) => !filter.status || t.status === filter.status));
				},
				listUsers: async () => {
					await io();
					calls.push('listUsers');
					return [];
				},
				profilesByIds: async (_c, ids) => {
					await io();
					calls.push(`profilesByIds:${[...ids].join(',')}`);
					return Object.fromEntries(
						ids.filter((id) => db.people[id]).map((id) => [id, db.people[id]!]),
					);
				},
				assignTicket: async (_c, id, adminId) => {
					await io();
					calls.push(`assign:${adminId}`);
					db.tickets = db.tickets.map((t) => (t.id === id ? { ...t, assigned_to: adminId } : t));
				},
			}),
		live: {
			realtime: () =>
				Promise.resolve({
					client: {} as never,
					subscribe: (_client, sub) => {
						subs.set(sub.channel, sub);
						return () => subs.delete(sub.channel);
					},
				}),
		} satisfies LiveDeps,
	};
	return {
		db,
		calls,
		subs,
		deps,
		refuseWith: (code: string | null) => (refuse = code ? { code } : null),
		/**
		 * From now on the thread's queries read the tables and then wait to answer until the
		 * returned release is called (a slow network: what they answer may be old by then).
		 */
		hold(): () => void {
			let release = () => {};
			held = new Promise<void>((resolve) => (release = resolve));
			return () => {
				held = undefined;
				release();
			};
		},
		/** Delivers a change on the channel whose name ends with `suffix`. */
		emit(suffix: string, change: Partial<RowChange> & { eventType: RowChange['eventType'] }) {
			const sub = [...subs.entries()].find(([name]) => name.endsWith(suffix))?.[1];
			if (!sub) throw new Error(`no channel …${suffix}; open: ${[...subs.keys()].join(' ')}`);
			sub.onChange({ new: {}, old: {}, ...change } as RowChange);
		},
	};
}

/** A query answers on a later turn of the event loop, as a network call would. */
const io = () => Promise.resolve();
