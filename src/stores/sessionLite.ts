import { parseCachedProfile, type CachedProfile } from '~/lib/session/cachedProfile.ts';
import type { StoredSession } from '~/lib/session/storedSession.ts';
import { supabaseAnonKey, supabaseUrl } from '~/lib/supabase/config.ts';
import { bellLimit, unreadCount } from '~/lib/supabase/notifications.ts';
import { overridable } from './shared/deps.ts';

/**
 * The two reads the signed-in header makes before supabase-js is loaded (headerLite.ts): the
 * unread count of the bell and the profile for the greeting, as plain REST GETs with the stored
 * access token. RLS limits both to the user's own rows, as with the client. Once the page is
 * used, the session and notification stores take over with supabase-js.
 */

/** Where the reads go (the site's backend and fetch); replaced in tests. */
export interface SessionLiteDeps {
	url: string;
	anonKey: string;
	fetch: typeof fetch;
}

const deps = overridable<SessionLiteDeps>({
	url: supabaseUrl,
	anonKey: supabaseAnonKey,
	fetch: (...args) => fetch(...args),
});

/** Replaces some of the store's dependencies (unit tests); returns the function that restores them. */
export const configureSessionLite = deps.configure;

/** A GET of the REST API with the stored access token; throws on any refusal. */
async function rest<T>(path: string, session: StoredSession): Promise<T> {
	const response = await deps.get().fetch(`${deps.get().url}/rest/v1/${path}`, {
		headers: { apikey: deps.get().anonKey, authorization: `Bearer ${session.accessToken}` },
	});
	if (!response.ok) throw new Error(`HTTP ${response.status}`);
	return (await response.json()) as T;
}

/** Unread notifications among the latest ones the bell lists (as the bell counts them). */
export async function unreadBeforeLoad(session: StoredSession): Promise<number> {
	const rows = await rest<{ is_read: boolean }[]>(
		`notifications?select=is_read&user_id=eq.${session.userId}&order=created_at.desc&limit=${bellLimit}`,
		session,
	);
	return unreadCount(rows);
}

/** The user's profile in the shape the header caches, or null when it cannot be read. */
export async function profileBeforeLoad(session: StoredSession): Promise<CachedProfile | null> {
	const rows = await rest<unknown[]>(
		`profiles?select=id,first_name,last_name,phone,role&id=eq.${session.userId}`,
		session,
	);
	return parseCachedProfile(JSON.stringify(rows[0] ?? null), session.userId);
}
