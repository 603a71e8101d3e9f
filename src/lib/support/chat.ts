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

/** Why a message was not sent, in Spanish: shown next to the box, which keeps the text. */
export const sendRefusals = {
	closed:
		'Este ticket está cerrado y ya no admite mensajes. Tu texto sigue en el cuadro; si necesitas más ayuda, abre un ticket nuevo.',
	forbidden: 'No puedes escribir en este ticket. Tu texto sigue en el cuadro.',
	tooLong: 'El mensaje no puede exceder 5000 caracteres.',
	offline:
		'No hay conexión con el servidor. Tu mensaje sigue en el cuadro: vuelve a enviarlo en unos segundos.',
	other: 'No se ha podido enviar el mensaje. Tu texto sigue en el cuadro: inténtalo de nuevo.',
} as const;

/**
 * The reason a send failed, from the error the query threw (its PostgREST `code`): the database
 * refuses (42501) a client's message in a closed ticket, or in someone else's; a check (23514)
 * refuses a body over the limit; a fetch that never reached the server is a lost connection.
 */
export function sendRefusal(
	error: unknown,
	ticketClosed: boolean,
): (typeof sendRefusals)[keyof typeof sendRefusals] {
	const code = (error as { code?: unknown } | null)?.code;
	const text = error instanceof Error ? error.message : String(error);
	if (ticketClosed) return sendRefusals.closed;
	if (code === '42501') return sendRefusals.forbidden;
	if (code === '23514') return sendRefusals.tooLong;
	if (/fetch|network|load failed/i.test(text)) return sendRefusals.offline;
	return sendRefusals.other;
}

/** The id of the ticket to open, from `?ticket=<uuid>` (notification links); null otherwise. */
export function ticketIdFrom(search: string): string | null {
	const value = new URLSearchParams(search).get('ticket');
	return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
		? value.toLowerCase()
		: null;
}

/** Messages a chat draws at first and adds with each «Mostrar mensajes anteriores». */
export const threadPage = 50;

/**
 * The index of the first message drawn when a thread of `total` shows its newest `pages` pages
 * (a 500-message thread draws 50, not 500): 0 when every message fits.
 */
export function firstShownMessage(total: number, pages: number): number {
	return Math.max(0, total - threadPage * Math.max(1, pages));
}
