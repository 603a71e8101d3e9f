import { atom } from 'nanostores';
import { ticketChannel } from '~/lib/supabase/realtime.ts';
import type { TicketMessageRow, TicketRow } from '~/lib/supabase/support.ts';
import type { TicketStatus } from '~/lib/support/states.ts';
import { mergeMessages, sendRefusal } from '~/lib/support/chat.ts';
import { liveWhileMounted } from './shared/live.ts';
import { createFetcherStore, refresh } from './shared/query.ts';
import { $userId } from './session.ts';
import { $inbox, applyToInbox, noteRead, ticketDeps, ticketLive } from './support.ts';

/**
 * The open ticket's chat: the ticket (its status follows the database live, so a ticket closed
 * by the team closes in the person's open chat) and its messages from both sides, in order.
 */

/** The ticket open in the support chat, or null. */
export const $openTicketId = atom<string | null>(null);

/** The open ticket (null when it does not exist or is not the viewer's) and its messages. */
export interface TicketThread {
	ticket: TicketRow | null;
	messages: TicketMessageRow[];
}

/** Live changes applied to the thread so far (a load compares it before and after reading). */
let liveChanges = 0;

export const $ticketThread = createFetcherStore<TicketThread>(
	['tickets/thread/', $userId, '/', $openTicketId],
	{
		fetcher: async (_prefix, _userId, _slash, ticketId) => {
			const deps = ticketDeps();
			const [client, q] = await Promise.all([deps.client(), deps.tickets()]);
			const read = async (): Promise<TicketThread> => {
				const [ticket, messages] = await Promise.all([
					q.fetchTicket(client, String(ticketId)),
					q.fetchTicketMessages(client, String(ticketId)),
				]);
				return { ticket, messages };
			};
			// A live change that arrives while the thread is being read is shown at once, and the
			// answer of that read may predate it (the ticket still open after the team closed it):
			// read again then, so a load never puts older values back (a few times at most).
			for (let attempt = 0; ; attempt++) {
				const seen = liveChanges;
				const thread = await read();
				if (liveChanges === seen || attempt === 2) return thread;
			}
		},
	},
);

/** The thread of `ticketId` when it is the one loaded, else undefined. */
function loaded(ticketId: string): TicketThread | undefined {
	const thread = $ticketThread.get().data;
	return $openTicketId.get() === ticketId && thread?.ticket?.id === ticketId ? thread : undefined;
}

/** Adds messages to the open thread in order, once each (or reloads it if it is not loaded). */
export function addMessages(ticketId: string, rows: readonly TicketMessageRow[]): void {
	if ($openTicketId.get() !== ticketId) return;
	liveChanges++;
	const thread = loaded(ticketId);
	if (!thread) {
		refresh($ticketThread);
		return;
	}
	$ticketThread.mutate({ ...thread, messages: mergeMessages(thread.messages, rows) });
}

/** Applies new values of the open ticket's row (its status, its activity) to the thread. */
export function updateOpenTicket(ticketId: string, fields: Record<string, unknown>): void {
	if ($openTicketId.get() !== ticketId) return;
	liveChanges++;
	const thread = loaded(ticketId);
	if (thread?.ticket) $ticketThread.mutate({ ...thread, ticket: { ...thread.ticket, ...fields } });
}

liveWhileMounted(
	$ticketThread,
	$openTicketId,
	(ticketId) => ({
		channel: ticketChannel(ticketId),
		table: 'ticket_messages',
		filter: `ticket_id=eq.${ticketId}`,
		event: 'INSERT',
		onChange: (change) => {
			const row: Record<string, unknown> = change.new;
			if (typeof row['id'] === 'string') {
				addMessages(ticketId, [row as unknown as TicketMessageRow]);
			} else refresh($ticketThread);
		},
		onJoined: () => refresh($ticketThread),
	}),
	ticketLive,
);

liveWhileMounted(
	$ticketThread,
	$openTicketId,
	(ticketId) => ({
		// The ticket row itself: the team closing it, or moving it, shows at once in the chat.
		channel: `${ticketChannel(ticketId)}/estado`,
		table: 'support_tickets',
		filter: `id=eq.${ticketId}`,
		event: 'UPDATE',
		onChange: (change) => updateOpenTicket(ticketId, change.new),
		onJoined: () => refresh($ticketThread),
	}),
	ticketLive,
);

/** A message the database (or the network) refused, with the reason in Spanish as its message. */
export class TicketSendError extends Error {
	/** True when the ticket turned out to be closed. */
	readonly closed: boolean;
	constructor(message: string, closed: boolean) {
		super(message);
		this.name = 'TicketSendError';
		this.closed = closed;
	}
}

/**
 * Sends a message in a ticket (`asStaff` for the team's answers) and adds it to the open
 * thread. A refusal throws TicketSendError saying why; when the database refused a client's
 * message the ticket is read again, so a ticket closed meanwhile shows as closed.
 */
export async function sendMessage(
	ticketId: string,
	body: string,
	asStaff: boolean,
): Promise<TicketMessageRow> {
	const deps = ticketDeps();
	const [client, q] = await Promise.all([deps.client(), deps.tickets()]);
	let row: TicketMessageRow;
	try {
		row = await q.sendTicketMessage(client, ticketId, body, asStaff);
	} catch (error) {
		let closed = false;
		if (!asStaff && (error as { code?: unknown }).code === '42501') {
			const ticket = await q.fetchTicket(client, ticketId).catch(() => null);
			if (ticket) updateOpenTicket(ticketId, ticket);
			closed = ticket?.status === 'cerrado';
		}
		throw new TicketSendError(sendRefusal(error, closed), closed);
	}
	addMessages(ticketId, [row]);
	return row;
}

/** Marks the ticket read by the signed-in person up to `at`, in the database and the lists. */
export async function markTicketRead(ticketId: string, at: Date): Promise<void> {
	const userId = $userId.get();
	if (!userId) return;
	const deps = ticketDeps();
	const [client, q] = await Promise.all([deps.client(), deps.tickets()]);
	await q.markTicketRead(client, ticketId, userId, at);
	noteRead(ticketId, at.toISOString());
}

/** The team changes a ticket's status; the chat and the inbox show it at once. */
export async function changeTicketStatus(ticketId: string, status: TicketStatus): Promise<void> {
	const deps = ticketDeps();
	const [client, q] = await Promise.all([deps.client(), deps.tickets()]);
	await q.setTicketStatus(client, ticketId, status);
	updateOpenTicket(ticketId, { status });
	const row = $inbox.get().data?.tickets.find((t) => t.id === ticketId);
	if (row) await applyToInbox({ eventType: 'UPDATE', new: { ...row, status }, old: {} });
}
