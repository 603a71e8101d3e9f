import type { TicketCategory, TicketPriority, TicketStatus } from '../support/states.ts';
import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';

type TicketColumns = Pick<
	Tables<'support_tickets'>,
	| 'id'
	| 'user_id'
	| 'subject'
	| 'category'
	| 'priority'
	| 'status'
	| 'created_at'
	| 'last_message_at'
	| 'last_staff_message_at'
	| 'last_user_message_at'
>;

/**
 * A ticket as the lists and the chat header show it. Its enumerated columns carry the unions of
 * their checks (the database refuses any other value, so reading them as such is safe).
 */
export type TicketRow = Omit<TicketColumns, 'status' | 'category' | 'priority'> & {
	status: TicketStatus;
	category: TicketCategory;
	priority: TicketPriority;
};

/** What a person fills in to open a ticket. */
export interface NewTicket {
	subject: string;
	category: TicketCategory;
	priority: TicketPriority;
}

/** A chat message. */
export type TicketMessageRow = Pick<
	Tables<'ticket_messages'>,
	'id' | 'ticket_id' | 'author_id' | 'body' | 'is_staff' | 'created_at'
>;

const ticketColumns =
	'id, user_id, subject, category, priority, status, created_at, last_message_at, last_staff_message_at, last_user_message_at';
const messageColumns = 'id, ticket_id, author_id, body, is_staff, created_at';

/** A query error with the PostgREST code kept (42501: refused by RLS), so callers can say why. */
const fail = (what: string, error: { message: string; code?: string }) =>
	Object.assign(new Error(`${what}: ${error.message}`), { code: error.code });

/**
 * Tickets by latest activity. With `ownerId`, only that person's tickets (what a client sees,
 * also when an admin looks at their own); without it, every ticket RLS lets the caller read.
 */
export async function fetchTickets(
	client: PortalClient,
	ownerId?: string,
	limit = 100,
): Promise<TicketRow[]> {
	let query = client.from('support_tickets').select(ticketColumns);
	if (ownerId) query = query.eq('user_id', ownerId);
	const { data, error } = await query.order('last_message_at', { ascending: false }).limit(limit);
	if (error) throw fail('support_tickets', error);
	return data as TicketRow[];
}

/** One ticket, or null when it does not exist or RLS hides it. */
export async function fetchTicket(client: PortalClient, id: string): Promise<TicketRow | null> {
	const { data, error } = await client
		.from('support_tickets')
		.select(ticketColumns)
		.eq('id', id)
		.maybeSingle();
	if (error) throw fail('support_tickets', error);
	return data as TicketRow | null;
}

/**
 * Opens a ticket (always `abierto`; the database sets its activity) and returns it. The first
 * message is sent next with sendTicketMessage, so a failed send can be retried on its own
 * without opening the ticket twice.
 */
export async function createTicket(client: PortalClient, values: NewTicket): Promise<TicketRow> {
	const { data, error } = await client
		.from('support_tickets')
		.insert({ subject: values.subject, category: values.category, priority: values.priority })
		.select(ticketColumns)
		.single();
	if (error) throw fail('support_tickets', error);
	return data as TicketRow;
}

/** The ticket's messages, oldest first. */
export async function fetchTicketMessages(
	client: PortalClient,
	ticketId: string,
): Promise<TicketMessageRow[]> {
	const { data, error } = await client
		.from('ticket_messages')
		.select(messageColumns)
		.eq('ticket_id', ticketId)
		.order('created_at', { ascending: true })
		.order('id', { ascending: true });
	if (error) throw fail('ticket_messages', error);
	return data;
}

/** Writes a message in a ticket (`asStaff` for the team's answers) and returns it as stored. */
export async function sendTicketMessage(
	client: PortalClient,
	ticketId: string,
	body: string,
	asStaff = false,
): Promise<TicketMessageRow> {
	const { data, error } = await client
		.from('ticket_messages')
		.insert({ ticket_id: ticketId, body, is_staff: asStaff })
		.select(messageColumns)
		.single();
	if (error) throw fail('ticket_messages', error);
	return data;
}

/** Changes a ticket's status (the team only; RLS refuses anyone else). */
export async function setTicketStatus(
	client: PortalClient,
	ticketId: string,
	status: TicketStatus,
): Promise<void> {
	const { error } = await client.from('support_tickets').update({ status }).eq('id', ticketId);
	if (error) throw fail('support_tickets', error);
}

/** When the user last read each ticket, by ticket id. */
export async function fetchTicketReads(
	client: PortalClient,
	userId: string,
): Promise<Record<string, string>> {
	const { data, error } = await client
		.from('ticket_reads')
		.select('ticket_id, last_read_at')
		.eq('user_id', userId);
	if (error) throw fail('ticket_reads', error);
	return Object.fromEntries(data.map((row) => [row.ticket_id, row.last_read_at]));
}

/** Records that the user has read the ticket up to now. */
export async function markTicketRead(
	client: PortalClient,
	ticketId: string,
	userId: string,
	at: Date = new Date(),
): Promise<void> {
	const { error } = await client
		.from('ticket_reads')
		.upsert(
			{ ticket_id: ticketId, user_id: userId, last_read_at: at.toISOString() },
			{ onConflict: 'ticket_id,user_id' },
		);
	if (error) throw fail('ticket_reads', error);
}
