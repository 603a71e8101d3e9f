import {
	ticketCategoryValues,
	ticketStatusValues,
	type TicketCategory,
	type TicketStatus,
} from '~/lib/support/states.ts';

/**
 * The pure rules of the team inbox: its filter (a query string, so it can be a store key) and
 * how one Realtime change of a ticket row updates the cached list without fetching it again.
 */

/** The inbox filter: a status, a category, or neither. */
export interface InboxFilter {
	status?: TicketStatus;
	category?: TicketCategory;
}

const isStatus = (v: string | null): v is TicketStatus =>
	(ticketStatusValues as readonly (string | null)[]).includes(v);
const isCategory = (v: string | null): v is TicketCategory =>
	(ticketCategoryValues as readonly (string | null)[]).includes(v);

/** Reads `status=…&category=…`; unknown values are ignored (no filter on that column). */
export function parseInboxFilter(query: string): InboxFilter {
	const params = new URLSearchParams(query);
	const status = params.get('status');
	const category = params.get('category');
	return {
		...(isStatus(status) ? { status } : {}),
		...(isCategory(category) ? { category } : {}),
	};
}

/** The filter as a query string, keys in a fixed order (one cache key per filter). */
export function inboxFilterQuery(filter: InboxFilter): string {
	const params = new URLSearchParams();
	if (filter.status) params.set('status', filter.status);
	if (filter.category) params.set('category', filter.category);
	return params.toString();
}

/** The filter with one column changed ('' removes it). */
export function withInboxFilter(query: string, key: keyof InboxFilter, value: string): string {
	const params = new URLSearchParams(query);
	if (value) params.set(key, value);
	else params.delete(key);
	return inboxFilterQuery(parseInboxFilter(params.toString()));
}

/** Whether a ticket shows under the filter. */
export function matchesInboxFilter(
	row: { status: string; category: string },
	filter: InboxFilter,
): boolean {
	return (
		(!filter.status || row.status === filter.status) &&
		(!filter.category || row.category === filter.category)
	);
}

/** What the inbox needs of a ticket row to place it. */
export interface ListedTicket {
	id: string;
	status: string;
	category: string;
	last_message_at: string;
}

/** A row change as Realtime delivers it (the parts the inbox reads). */
export interface TicketChange {
	eventType: 'INSERT' | 'UPDATE' | 'DELETE';
	new: Record<string, unknown>;
	old: Record<string, unknown>;
}

/** Latest activity first; ties by id so the order is stable. */
const byActivity = (a: ListedTicket, b: ListedTicket) =>
	Date.parse(b.last_message_at) - Date.parse(a.last_message_at) ||
	(a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The list after one change: an inserted or updated row that matches the filter is put in
 * place (by latest activity, at most `limit` rows); one that no longer matches, or a deleted
 * one, leaves. Returns null when the change cannot be applied (Realtime sends no record for a
 * row too large to notify): then the list must be fetched again.
 */
export function applyTicketChange<T extends ListedTicket>(
	rows: readonly T[],
	change: TicketChange,
	filter: InboxFilter,
	limit: number,
): T[] | null {
	if (change.eventType === 'DELETE') {
		const id = change.old['id'];
		return typeof id === 'string' ? rows.filter((r) => r.id !== id) : null;
	}
	const record = change.new;
	if (typeof record['id'] !== 'string' || typeof record['last_message_at'] !== 'string') {
		return null;
	}
	const others = rows.filter((r) => r.id !== record['id']);
	const before = rows.find((r) => r.id === record['id']);
	// Realtime sends the whole row; a column it lacks keeps the value the list had.
	const row = { ...(before ?? {}), ...record } as unknown as T;
	if (!matchesInboxFilter(row, filter)) return others;
	return [...others, row].sort(byActivity).slice(0, limit);
}

/** The ids of `rows`' owners whose names are not loaded yet (each once). */
export function missingPeople(
	rows: readonly { user_id: string }[],
	people: Readonly<Record<string, unknown>>,
): string[] {
	return [...new Set(rows.map((r) => r.user_id).filter((id) => !(id in people)))];
}
