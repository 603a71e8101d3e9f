import type { DraftStorage } from '../drafts/formDraft.ts';
import type { SignatureMethod } from './signature.ts';

/**
 * What survives a reload of /formulario while the client fills it in: the 11 answers, how they
 * chose to sign and the typed name. Kept in sessionStorage (this tab only, gone when it closes)
 * under a key per link, and cleared once the form is sent. Left out on purpose: the drawn
 * signature (a PNG of tens of kilobytes, and signing is an act the client repeats) and the
 * consent box (consent is given again, knowingly, before sending).
 */

/** The 11 answers as typed (numbers stay text until the schema reads them). */
export const emptyClientAnswers = {
	name: '',
	email: '',
	phone: '',
	monthlyIncome: '',
	savings: '',
	employment: '',
	propertyType: '',
	propertyPrice: '',
	province: '',
	city: '',
	message: '',
};

export type ClientAnswers = typeof emptyClientAnswers;

export interface ClientFormDraft {
	answers: ClientAnswers;
	method: SignatureMethod;
	typedName: string;
}

/** The sessionStorage key of one link's draft. */
export function clientFormDraftKey(token: string): string {
	return `borrador-formulario:${token}`;
}

/** Whether a draft holds anything worth keeping (an untouched form is not stored). */
export function isEmptyDraft(draft: ClientFormDraft): boolean {
	return (
		Object.values(draft.answers).every((v) => v.trim() === '') && draft.typedName.trim() === ''
	);
}

/** A stored draft read back; anything malformed or unknown is ignored field by field. */
export function parseClientFormDraft(raw: string | null): ClientFormDraft | null {
	if (!raw) return null;
	let data: unknown;
	try {
		data = JSON.parse(raw);
	} catch {
		return null;
	}
	if (typeof data !== 'object' || data === null) return null;
	const record = data as Record<string, unknown>;
	const stored =
		typeof record['answers'] === 'object' && record['answers'] !== null
			? (record['answers'] as Record<string, unknown>)
			: {};
	const answers = { ...emptyClientAnswers };
	for (const key of Object.keys(answers) as (keyof ClientAnswers)[]) {
		const value = stored[key];
		if (typeof value === 'string') answers[key] = value.slice(0, 5000);
	}
	return {
		answers,
		method: record['method'] === 'nombre' ? 'nombre' : 'trazo',
		typedName: typeof record['typedName'] === 'string' ? record['typedName'].slice(0, 200) : '',
	};
}

/** The storage the draft lives in (the one draft module's type). */
export type { DraftStorage };

/** Reads a link's draft; a blocked storage means no draft. */
export function readClientFormDraft(storage: DraftStorage, token: string): ClientFormDraft | null {
	try {
		return parseClientFormDraft(storage.getItem(clientFormDraftKey(token)));
	} catch {
		return null;
	}
}

/** Stores a link's draft (or removes it when empty); a full or blocked storage keeps none. */
export function writeClientFormDraft(
	storage: DraftStorage,
	token: string,
	draft: ClientFormDraft,
): void {
	try {
		if (isEmptyDraft(draft)) storage.removeItem(clientFormDraftKey(token));
		else storage.setItem(clientFormDraftKey(token), JSON.stringify(draft));
	} catch {
		// Nothing to keep it in: the form still works, only a reload loses it.
	}
}

/** Forgets a link's draft (after sending). */
export function clearClientFormDraft(storage: DraftStorage, token: string): void {
	try {
		storage.removeItem(clientFormDraftKey(token));
	} catch {
		// Blocked storage held nothing.
	}
}
