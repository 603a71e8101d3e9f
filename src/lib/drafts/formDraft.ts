/**
 * Drafts of forms kept in sessionStorage (this tab only, gone when it closes), so a reload does
 * not lose what a person typed. Only the text fields a form names are kept: passwords and other
 * secrets are never written. Storage that is missing, full or blocked simply keeps no draft.
 */

/** The part of Storage a draft uses (sessionStorage in the browser, a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage, or undefined on the server or when the browser blocks it. */
export function tabStorage(): DraftStorage | undefined {
	try {
		return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
	} catch {
		return undefined;
	}
}

/**
 * The saved values of `fields` under `key`: only strings of the named fields are returned, so a
 * stale or tampered draft can neither add fields nor put a non-string in one.
 */
export function readDraft<K extends string>(
	key: string,
	fields: readonly K[],
	storage: DraftStorage | undefined = tabStorage(),
): Partial<Record<K, string>> {
	let raw: string | null;
	try {
		raw = storage?.getItem(key) ?? null;
	} catch {
		return {};
	}
	if (!raw) return {};
	let value: unknown;
	try {
		value = JSON.parse(raw);
	} catch {
		return {};
	}
	if (typeof value !== 'object' || value === null) return {};
	const draft: Partial<Record<K, string>> = {};
	for (const field of fields) {
		const saved: unknown = (value as Record<string, unknown>)[field];
		if (typeof saved === 'string') draft[field] = saved;
	}
	return draft;
}

/**
 * Saves the values of `fields` under `key` (any other value, such as a password, is left out).
 * A draft with every field empty is removed instead.
 */
export function writeDraft<K extends string>(
	key: string,
	fields: readonly K[],
	values: Readonly<Record<K, string>>,
	storage: DraftStorage | undefined = tabStorage(),
): void {
	const kept = Object.fromEntries(fields.map((field) => [field, values[field]]));
	try {
		if (fields.every((field) => values[field] === '')) storage?.removeItem(key);
		else storage?.setItem(key, JSON.stringify(kept));
	} catch {
		// Full or blocked: the form works without a draft.
	}
}

/** Forgets the draft under `key` (the form was sent). */
export function clearDraft(key: string, storage: DraftStorage | undefined = tabStorage()): void {
	try {
		storage?.removeItem(key);
	} catch {
		// Blocked: nothing was saved either.
	}
}
