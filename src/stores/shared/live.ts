import { onMount, type ReadableAtom } from 'nanostores';
import type { ChangeSubscription, RealtimeClientLike } from '~/lib/supabase/realtime.ts';

/**
 * Realtime for the domain stores: one watcher per store, mounted while someone reads the store
 * and following a key (the user's id, the open ticket's id). Islands never subscribe themselves.
 */

/** Where the watcher finds Realtime; replaced in unit tests by a fake channel client. */
export interface LiveDeps {
	realtime: () => Promise<{
		client: RealtimeClientLike;
		subscribe: (client: RealtimeClientLike, subscription: ChangeSubscription) => () => void;
	}>;
}

/** The browser's Realtime (domain stores with overridable deps fall back to it). */
export const defaultLiveDeps: LiveDeps = {
	// supabase-js and the channel helper load only when a watched store is first read.
	realtime: async () => {
		const [{ getSupabase }, realtime] = await Promise.all([
			import('~/lib/supabase/client.ts'),
			import('~/lib/supabase/realtime.ts'),
		]);
		return { client: realtime.realtimeOf(getSupabase()), subscribe: realtime.subscribeToChanges };
	},
};

/**
 * Subscribes to the changes `subscription(key)` describes for each non-null value of `$key`,
 * dropping the previous channel when the key changes or becomes null. A key that changes while
 * supabase-js is still loading never subscribes with the stale key. Returns the cleanup.
 */
export function watchChanges<K>(
	$key: ReadableAtom<K | null>,
	subscription: (key: K) => ChangeSubscription | null,
	deps: LiveDeps = defaultLiveDeps,
): () => void {
	let cleanup: (() => void) | undefined;
	let generation = 0;
	const unsubscribe = $key.subscribe((key) => {
		cleanup?.();
		cleanup = undefined;
		const mine = ++generation;
		if (key === null || key === undefined) return;
		const wanted = subscription(key);
		if (!wanted) return;
		void deps.realtime().then(({ client, subscribe }) => {
			if (mine !== generation) return;
			cleanup = subscribe(client, wanted);
		});
	});
	return () => {
		generation++;
		unsubscribe();
		cleanup?.();
		cleanup = undefined;
	};
}

/**
 * Keeps `store` live: while it has at least one subscriber, `watchChanges($key, subscription)`
 * runs; when the last subscriber leaves (after nanostores' short grace delay) the channel is
 * removed.
 */
export function liveWhileMounted<K>(
	store: Parameters<typeof onMount>[0],
	$key: ReadableAtom<K | null>,
	subscription: (key: K) => ChangeSubscription | null,
	deps?: LiveDeps,
): void {
	onMount(store, () => watchChanges($key, subscription, deps));
}
