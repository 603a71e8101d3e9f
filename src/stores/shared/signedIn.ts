import { onMount } from 'nanostores';
import type { PortalClient } from '~/lib/supabase/client.ts';
import type { ChangeSubscription } from '~/lib/supabase/realtime.ts';
import { watchChanges, type LiveDeps } from './live.ts';
import { userChannel } from '~/lib/supabase/realtime.ts';
import { createFetcherStore, refresh, retryAfter } from './query.ts';
import { $userId, portalClient } from '../session.ts';

/**
 * What the domain stores of Mi Panel share: the client they query, the Realtime they follow
 * (both replaceable in unit tests), a fetcher store keyed by the signed-in user and the error of
 * an action attempted while signed out.
 */

/** Thrown when saving is attempted without a session (the save buttons are hidden then). */
export class SignedOutError extends Error {
	constructor() {
		super('Inicia sesión para guardar en tu panel.');
		this.name = 'SignedOutError';
	}
}

/** The signed-in user's id, or SignedOutError. */
export function signedInUserId(): string {
	const id = $userId.get();
	if (!id) throw new SignedOutError();
	return id;
}

/** Whether the browser says it has no network (false on the server and in unit tests). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Where a domain store finds the database and Realtime; fakes replace them in unit tests. */
export interface DataDeps {
	client: () => Promise<PortalClient>;
	/** Realtime for the live stores (undefined: the browser client's). */
	live?: LiveDeps | undefined;
}

/** The default data deps: the one lazy browser client. */
export const browserData = (): DataDeps => ({ client: portalClient });

/**
 * A fetcher store of the signed-in user's rows, `load(client, userId)` under the key
 * `panel/<name>/<user id>`: nothing loads while signed out and a new user never sees the
 * previous one's cached rows.
 */
export function userStore<T>(
	name: string,
	deps: () => DataDeps,
	load: (client: PortalClient, userId: string) => Promise<T>,
) {
	return createFetcherStore<T>([`panel/${name}/`, $userId], {
		fetcher: async (_prefix, userId) => {
			// Offline, fail at once: supabase-js would retry a GET for seconds before giving up.
			if (isOffline()) throw new TypeError('Failed to fetch: the browser is offline');
			return load(await deps().client(), String(userId));
		},
		// Offline, the first failure is shown at once (with its retry button) instead of a
		// loading text through the whole backoff.
		onErrorRetry: (options) => (isOffline() ? false : retryAfter(options)),
	});
}

/**
 * Keeps `store` live while it has readers: any change of `table`'s rows of the signed-in user,
 * on their own channel (`user:<id>/<name>`), refetches it in the background, so the list shown
 * and the focus in it stay meanwhile (watchChanges, as liveWhileMounted does, with the deps read
 * when the store is first read so a test's fake Realtime applies). Returns what it listens to.
 */
export function liveForUser(
	store: Parameters<typeof onMount>[0] & Parameters<typeof refresh>[0],
	deps: () => DataDeps,
	table: string,
	name: string,
): (userId: string) => ChangeSubscription {
	const changes = (userId: string): ChangeSubscription => ({
		channel: `${userChannel(userId)}/${name}`,
		table,
		filter: `user_id=eq.${userId}`,
		onChange: () => refresh(store),
		onJoined: () => refresh(store),
	});
	onMount(store, () => watchChanges($userId, changes, deps().live));
	return changes;
}

/** The part of a fetcher store of rows the list actions use. */
interface RowsStore<Row> {
	get(): { data?: Row[] | undefined };
	mutate(data: Row[]): void;
}

/**
 * Rename and delete for a list of named rows (saved simulations, valuations): each writes
 * through `rename`/`remove` and then shows the change in `store` at once.
 */
export function namedRowActions<Row extends { id: string; name: string | null }>(
	store: RowsStore<Row>,
	deps: () => DataDeps,
	rename: (client: PortalClient, id: string, name: string) => Promise<void>,
	remove: (client: PortalClient, id: string) => Promise<void>,
) {
	const rows = () => store.get().data ?? [];
	return {
		/** Renames a row (the name already checked). */
		rename: async (id: string, name: string): Promise<void> => {
			signedInUserId();
			await rename(await deps().client(), id, name);
			store.mutate(rows().map((row) => (row.id === id ? { ...row, name } : row)));
		},
		/** Deletes a row. */
		remove: async (id: string): Promise<void> => {
			signedInUserId();
			await remove(await deps().client(), id);
			store.mutate(rows().filter((row) => row.id !== id));
		},
	};
}
