/**
 * A module loaded on first use and then kept. Forms use it for their rules (zod and the
 * schemas): a page that shows a form does not download and evaluate them while it starts, only
 * when a person begins to fill it in (`warm()` on focus) or sends it. A failed load (offline) is
 * forgotten, so the next attempt tries again.
 */
export interface LoadOnce<T> {
	/** The module, loading it the first time. */
	(): Promise<T>;
	/** Starts loading ahead of use; a failure waits for the real use to be reported. */
	warm: () => void;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
	let pending: Promise<T> | undefined;
	const get = () =>
		(pending ??= load().catch((error: unknown) => {
			pending = undefined;
			throw error;
		}));
	return Object.assign(get, { warm: () => void get().catch(() => undefined) });
}
