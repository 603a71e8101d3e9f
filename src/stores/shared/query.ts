import { nanoquery, type OnErrorRetry } from '@nanostores/query';

/**
 * The one data-fetching context of the islands (SPEC.md section 9): a failed fetch is retried 3
 * times with exponential backoff capped at 30 s, and results stay cached for 5 minutes.
 * Fetcher stores take a `fetcher` of their own (supabase-js queries); keys name what they load,
 * e.g. `['notifications/', $userId]`.
 */
export const queryRetries = 3;
export const queryCacheMs = 5 * 60_000;

/** Waits 2 s, 4 s, 8 s after the 1st, 2nd and 3rd failures (never more than 30 s), then stops. */
export const retryAfter: OnErrorRetry = ({ retryCount }) =>
	retryCount > queryRetries ? false : Math.min(30_000, 1000 * 2 ** retryCount);

export const [
	createFetcherStore,
	createMutatorStore,
	{ invalidateKeys, revalidateKeys, mutateCache },
] = nanoquery({ cacheLifetime: queryCacheMs, onErrorRetry: retryAfter });

/**
 * Reloads a store after a change was saved. A revalidation asked for while a load is running is
 * dropped by the query context (that load may have read the rows before the change), so this
 * waits for the running load to finish and then asks again.
 */
export function refresh(store: {
	get(): { loading: boolean };
	listen: (cb: (v: { loading: boolean }) => void) => () => void;
	revalidate(): void;
}): void {
	if (!store.get().loading) {
		store.revalidate();
		return;
	}
	let done = false;
	const stop = store.listen((value) => {
		if (done || value.loading) return;
		done = true;
		queueMicrotask(() => stop());
		// The finished load is still registered until its own code returns: ask right after.
		setTimeout(() => store.revalidate(), 0);
	});
}
