/**
 * Drafts of the support forms kept in sessionStorage (this tab only, gone when it closes), so a
 * reload loses nothing typed: the new-ticket form and the message box of each ticket.
 */

/** The part of Storage a draft uses (sessionStorage in the browser, a Map-backed fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Key of the new-ticket form's draft. */
export const newTicketDraftKey = 'hc:soporte:nuevo';

/** Key of the message box draft of one ticket. */
export const messageDraftKey = (ticketId: string) => `hc:soporte:ticket:${ticketId}`;

/** sessionStorage, or undefined on the server or when the browser blocks it. */
export function sessionDrafts(): DraftStorage | undefined {
	try {
		return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
	} catch {
		return undefined;
	}
}

/**
 * The stored draft: the fields of `fallback` that were saved as text (anything else, or a
 * damaged entry, gives `fallback` as it is).
 */
export function readDraft<T extends Record<string, string>>(
	storage: DraftStorage | undefined,
	key: string,
	fallback: T,
): T {
	try {
		const raw = storage?.getItem(key);
		if (!raw) return fallback;
		const saved: unknown = JSON.parse(raw);
		if (typeof saved !== 'object' || saved === null) return fallback;
		const out: Record<string, string> = { ...fallback };
		for (const field of Object.keys(fallback)) {
			const value = (saved as Record<string, unknown>)[field];
			if (typeof value === 'string') out[field] = value;
		}
		return out as T;
	} catch {
		return fallback;
	}
}

/**
 * Saves the draft, or removes it when every field equals `empty` (nothing typed). A full or
 * blocked storage is ignored: the form keeps working, only the reload copy is lost.
 */
export function writeDraft<T extends Record<string, string>>(
	storage: DraftStorage | undefined,
	key: string,
	values: T,
	empty: T,
): void {
	try {
		const blank = Object.keys(values).every((field) => values[field] === empty[field]);
		if (blank) storage?.removeItem(key);
		else storage?.setItem(key, JSON.stringify(values));
	} catch {
		// QuotaExceededError or storage disabled: nothing to do.
	}
}

/** Forgets a draft (after the ticket or message was sent). */
export function clearDraft(storage: DraftStorage | undefined, key: string): void {
	try {
		storage?.removeItem(key);
	} catch {
		// Storage disabled: nothing was saved either.
	}
}
