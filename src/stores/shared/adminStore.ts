import type { WritableAtom } from 'nanostores';
import { adminErrorMessage } from '~/lib/admin/admin.ts';
import type { PortalClient } from '~/lib/supabase/client.ts';
import { createFetcherStore, refresh } from './query.ts';
import { $userId, portalClient } from '../session.ts';
import { overridable } from './deps.ts';

/**
 * What every admin domain store shares: where the client comes from (replaced by a fake in unit
 * tests), the fetcher store of a section keyed by the admin's id and the section's filter, and
 * the shape of an action's outcome. The admin data modules load on demand.
 */

export { refresh };

/** Where the admin stores find the supabase client; a fake object in tests. */
export interface AdminDeps {
	client: () => Promise<PortalClient>;
}

const deps = overridable<AdminDeps>({ client: portalClient });

/** Replaces some of the store's dependencies (unit tests); returns the function that restores them. */
export const configureAdmin = deps.configure;

/** The client the admin stores use (the one lazy portal client unless a test replaced it). */
export const adminClient = (): Promise<PortalClient> => deps.get().client();

/**
 * A section's fetcher store under `admin/<name>/<user id>?<filter>`: a new filter loads
 * afresh, and nothing loads while signed out.
 */
export function adminStore<T>(
	name: string,
	$filter: WritableAtom<string>,
	load: (client: PortalClient, filter: URLSearchParams) => Promise<T>,
) {
	return createFetcherStore<T>([`admin/${name}/`, $userId, '?', $filter], {
		fetcher: async (_prefix, _userId, _q, filter) =>
			load(await adminClient(), new URLSearchParams(String(filter))),
	});
}

/** A store `refresh` can reload. */
export type Reloadable = Parameters<typeof refresh>[0];

/**
 * Sets a section's filter and loads its rows afresh: a filter seen a moment ago may still be
 * cached with older rows. The store's key follows the filter on the next timer tick (the query
 * context batches key changes with setTimeout), so the reload is queued after it.
 */
export function setFilter(
	$filter: { set(value: string): void },
	value: string,
	store: Reloadable,
): void {
	$filter.set(value);
	setTimeout(() => refresh(store), 0);
}

/** What an admin action did, in Spanish, for the section's status line. */
export interface ActionResult {
	ok: boolean;
	message: string;
}

/**
 * Runs one admin change with the client: its success text, or the database's Spanish reason
 * (adminErrorMessage) when it failed. Either way `store` is reloaded, so the table shows the
 * truth.
 */
export async function runAction(
	done: string,
	change: (client: PortalClient) => Promise<unknown>,
	store?: Reloadable,
): Promise<ActionResult> {
	try {
		await change(await adminClient());
		return { ok: true, message: done };
	} catch (error) {
		return { ok: false, message: adminErrorMessage(error) };
	} finally {
		if (store) refresh(store);
	}
}
