import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';
import { queryError } from './fail.ts';

/** Assigns a ticket to an admin (or leaves it unassigned with null). */
export async function assignTicket(
	client: PortalClient,
	ticketId: string,
	adminId: string | null,
): Promise<void> {
	const { error } = await client
		.from('support_tickets')
		.update({ assigned_to: adminId })
		.eq('id', ticketId);
	if (error) throw queryError('support_tickets', error);
}

/** A ticket as the inbox lists it. */
export type InboxTicketRow = Pick<
	Tables<'support_tickets'>,
	| 'id'
	| 'user_id'
	| 'subject'
	| 'category'
	| 'priority'
	| 'status'
	| 'assigned_to'
	| 'created_at'
	| 'last_message_at'
	| 'last_staff_message_at'
	| 'last_user_message_at'
>;

/** The inbox: every ticket by latest activity, filtered by status and category. */
export async function listInboxTickets(
	client: PortalClient,
	filter: { status?: string; category?: string } = {},
): Promise<InboxTicketRow[]> {
	let query = client
		.from('support_tickets')
		.select(
			'id, user_id, subject, category, priority, status, assigned_to, created_at, last_message_at, last_staff_message_at, last_user_message_at',
		);
	if (filter.status) query = query.eq('status', filter.status);
	if (filter.category) query = query.eq('category', filter.category);
	const { data, error } = await query.order('last_message_at', { ascending: false }).limit(200);
	if (error) throw queryError('support_tickets', error);
	return data;
}
