import {
	clearDraft as forget,
	readDraft as read,
	tabStorage,
	writeDraft as write,
	type DraftStorage,
} from '~/lib/drafts/formDraft.ts';

/**
 * Drafts of the support forms (the new-ticket form and the message box of each ticket), kept
 * in sessionStorage through the one draft module (lib/drafts/formDraft.ts), so a reload loses
 * nothing typed. These wrappers compare against the form's starting values (a category has a
 * default) rather than against empty text.
 */
export type { DraftStorage };

/** Key of the new-ticket form's draft. */
export const newTicketDraftKey = 'hc:soporte:nuevo';

/** Key of the message box draft of one ticket. */
export const messageDraftKey = (ticketId: string) => `hc:soporte:ticket:${ticketId}`;

/** sessionStorage, or undefined on the server or when the browser blocks it. */
export const sessionDrafts = tabStorage;

/** The stored draft over `fallback`: only its fields, and only text, are taken from storage. */
export function readDraft<T extends Record<string, string>>(
	storage: DraftStorage | undefined,
	key: string,
	fallback: T,
): T {
	return { ...fallback, ...read(key, Object.keys(fallback), storage) };
}

/** Saves the draft, or removes it when every field equals its starting value `empty`. */
export function writeDraft<T extends Record<string, string>>(
	storage: DraftStorage | undefined,
	key: string,
	values: T,
	empty: T,
): void {
	const fields = Object.keys(values);
	if (fields.every((field) => values[field] === empty[field])) forget(key, storage);
	else write(key, fields, values, storage);
}

/** Forgets a draft (after the ticket or message was sent). */
export function clearDraft(storage: DraftStorage | undefined, key: string): void {
	forget(key, storage);
}
