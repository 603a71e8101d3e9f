/**
 * The pure rules of the support chat: the order of messages however they arrive (first load,
 * Realtime, own sends), and when a ticket counts as unread for the person looking at it.
 */

/** What the chat needs of a message to order it. */
export interface OrderedMessage {
	id: string;
	created_at: string;
}

/**
 * `current` with `incoming` added: each message once (by id, the newer copy wins), oldest
 * first; messages written in the same instant keep a stable order by id.
 */
export function mergeMessages<T extends OrderedMessage>(
	current: readonly T[],
	incoming: readonly T[],
): T[] {
	const byId = new Map<string, T>();
	for (const message of [...current, ...incoming]) byId.set(message.id, message);
	return [...byId.values()].sort(
		(a, b) =>
			Date.parse(a.created_at) - Date.parse(b.created_at) ||
			(a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
	);
}

/** The activity columns of a ticket the unread rule reads. */
export interface TicketActivity {
	last_staff_message_at: string | null;
	last_user_message_at: string | null;
}

/**
 * Whether the ticket has news for the viewer: a message from the other side (the team for its
 * owner, the owner for the team) after the viewer last read it, or ever when never read.
 */
export function isUnread(
	ticket: TicketActivity,
	lastReadAt: string | null | undefined,
	viewerIsStaff: boolean,
): boolean {
	const other = viewerIsStaff ? ticket.last_user_message_at : ticket.last_staff_message_at;
	if (!other) return false;
	if (!lastReadAt) return true;
	return Date.parse(other) > Date.parse(lastReadAt);
}

/** A message the person is sending: shown at once, then confirmed or offered for retry. */
export interface PendingMessage {
	/** Local id until the database gives one. */
	localId: string;
	body: string;
	state: 'sending' | 'failed';
}

/** The id of the ticket to open, from `?ticket=<uuid>` (notification links); null otherwise. */
export function ticketIdFrom(search: string): string | null {
	const value = new URLSearchParams(search).get('ticket');
	return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
		? value.toLowerCase()
		: null;
}
