import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { atom, computed, onMount } from 'nanostores';
import {
	cachedProfileKey,
	parseCachedProfile,
	type CachedProfile,
} from '~/lib/session/cachedProfile.ts';
import type { SessionState } from '~/lib/session/sessionState.ts';
import type { PortalClient } from '~/lib/supabase/client.ts';
import { nextTask } from '~/lib/scheduling/nextTask.ts';
import {
	hasStoredSession as hasStoredSessionIn,
	storedSessionKey,
} from '~/lib/session/storedSession.ts';
import { overridable } from './shared/deps.ts';

/**
 * Who is signed in (see lib/session/sessionState.ts). Not persisted here: supabase-js keeps the
 * session in localStorage under `sb-<project>-auth-token`, and this store mirrors it.
 */
export type { SessionState };

/** The part of the supabase-js auth client the store uses (a fake in tests). */
export interface SessionAuth {
	getSession(): Promise<{ data: { session: Session | null } }>;
	onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
		data: { subscription: { unsubscribe(): void } };
	};
	signOut(options?: { scope?: 'global' | 'local' | 'others' }): Promise<unknown>;
}

/** Where the store finds the auth client, the stored session and the profile; replaced in tests. */
export interface SessionDeps {
	auth: () => Promise<SessionAuth>;
	storage: () => Pick<Storage, 'length' | 'key'> | undefined;
	/** The profiles row of a user (cached in localStorage after sign-in). */
	profile: (userId: string) => Promise<CachedProfile | null>;
}

const deps = overridable<SessionDeps>(
	{
		// Imported on demand so public pages without a stored session never load supabase-js. The
		// client is created in a task of its own: evaluating supabase-js and creating its auth and
		// Realtime clients in one go was the longest task of a signed-in page on a phone.
		auth: async () => {
			const { getSupabase } = await import('~/lib/supabase/client.ts');
			await nextTask();
			return getSupabase().auth;
		},
		storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
		profile: async (userId) => {
			const [{ getSupabase }, { fetchProfile }] = await Promise.all([
				import('~/lib/supabase/client.ts'),
				import('~/lib/supabase/account.ts'),
			]);
			const row = await fetchProfile(getSupabase(), userId);
			// Only what the header needs is cached (CachedProfile), not the whole panel row.
			return (
				row && {
					id: row.id,
					first_name: row.first_name,
					last_name: row.last_name,
					phone: row.phone,
					role: row.role,
				}
			);
		},
	},
	() => forgetAll(),
);

/** Replaces the auth client, storage or profile reader (tests) and forgets any listener and state;
 * returns the function that restores them. */
export const configureSession = deps.configure;

/** True when supabase-js left a session in storage (checked without loading supabase-js). */
export function hasStoredSession(storage = deps.get().storage()): boolean {
	return hasStoredSessionIn(storage);
}

/** The session store: the one listener of supabase-js auth events. */
export const $session = atom<SessionState>({ status: 'unknown' });

/**
 * The signed-in user's id, or null: the one key every user-data store follows, so nothing
 * loads while signed out and a new user never sees the previous one's cached rows.
 */
export const $userId = computed($session, (state) =>
	state.status === 'signed-in' ? state.session.user.id : null,
);

/**
 * The one browser client, imported on first use so pages that never touch user data never
 * load supabase-js. Stores call this; islands never do (they call the stores' actions).
 */
export async function portalClient(): Promise<PortalClient> {
	return (await import('~/lib/supabase/client.ts')).getSupabase();
}

/** The last auth event supabase-js reported (SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED…). */
export const $authEvent = atom<AuthChangeEvent | null>(null);

/** The signed-in user's profile (from the 'cached_profile' cache, then the server), or null. */
export const $profile = atom<CachedProfile | null>(null);

let stop: (() => void) | undefined;
let starting: Promise<void> | undefined;

const stateOf = (session: Session | null): SessionState =>
	session ? { status: 'signed-in', session } : { status: 'signed-out' };

/** localStorage, or undefined on the server or when the browser blocks it. */
function localStore(): Storage | undefined {
	try {
		return typeof localStorage === 'undefined' ? undefined : localStorage;
	} catch {
		return undefined;
	}
}

/** Forgets the cached profile (sign-out, in this tab or another). */
function forgetProfile(): void {
	try {
		localStore()?.removeItem(cachedProfileKey);
	} catch {
		// No storage (server or blocked): nothing cached.
	}
	$profile.set(null);
}

/**
 * Fills $profile for `userId`: from the cache when it holds this user (unless `refresh`), else
 * from the server, then caches it. A failure leaves the profile empty (the header falls back to
 * the email) and is retried on the next page.
 */
async function loadProfile(userId: string, refresh = false): Promise<void> {
	const cached = parseCachedProfile(localStore()?.getItem(cachedProfileKey) ?? null, userId);
	if (cached && !refresh) {
		$profile.set(cached);
		return;
	}
	try {
		const profile = await deps.get().profile(userId);
		if (currentSession()?.user.id !== userId) return;
		$profile.set(profile);
		if (profile) localStore()?.setItem(cachedProfileKey, JSON.stringify(profile));
	} catch (error) {
		console.warn('No se pudo leer el perfil:', error);
	}
}

/** Whether the store already reads `session`: signed out, or the same user and access token. */
function isHeld(session: Session | null): boolean {
	if (session === null) return $session.get().status === 'signed-out';
	const held = currentSession();
	return (
		held !== null && held.user.id === session.user.id && held.access_token === session.access_token
	);
}

/**
 * Applies one auth event (or the first session check) to the store and the profile cache. The
 * first check and supabase-js' INITIAL_SESSION bring the same session as two objects: storing
 * the second one too made every island that reads the store render again, synchronously, inside
 * the page's first long task. Later events (a refreshed token, an updated user) always store.
 */
function apply(event: AuthChangeEvent | null, session: Session | null): void {
	const before = currentSession()?.user.id;
	const repeated = (event === null || event === 'INITIAL_SESSION') && isHeld(session);
	if (!repeated) $session.set(stateOf(session));
	if (event) $authEvent.set(event);
	if (!session) {
		forgetProfile();
		return;
	}
	if (session.user.id !== before || event === 'USER_UPDATED') {
		void loadProfile(session.user.id, event === 'USER_UPDATED');
	}
}

/**
 * Starts listening to auth events (once). Called when an island first reads the store with a
 * stored session, and by the sign-in form right after signing in. supabase-js relays its events
 * (sign-out, token refreshed, user updated) to the other tabs through a BroadcastChannel.
 */
export function connectSession(): Promise<void> {
	starting ??= (async () => {
		const auth = await deps.get().auth();
		const current = await auth.getSession();
		// The islands draw the session in a task of their own, not in the one that read it.
		await nextTask();
		apply(null, current.data.session);
		// Listening only now loses nothing: supabase-js first tells a new listener the session it
		// holds at that moment (INITIAL_SESSION), which is stored if it changed since the read.
		const { data } = auth.onAuthStateChange((event, session) => apply(event, session));
		stop = () => data.subscription.unsubscribe();
	})();
	return starting;
}

/**
 * A tab that never loaded supabase-js hears of a sign-in in another tab only through the
 * storage event of the session key; it then connects like any signed-in page.
 */
function onStorage(event: StorageEvent): void {
	if (event.key === null || !storedSessionKey.test(event.key) || !event.newValue) return;
	if (!starting) void connectSession();
}

/**
 * Settles the store: listens to auth events when a session is stored, else reads signed-out
 * without loading supabase-js. Runs when the store gets its first reader; safe to call again.
 */
export function loadSession(): void {
	if (hasStoredSession()) void connectSession();
	else if ($session.get().status === 'unknown') $session.set({ status: 'signed-out' });
}

onMount($session, () => {
	loadSession();
	if (typeof window === 'undefined') return;
	window.addEventListener('storage', onStorage);
	return () => window.removeEventListener('storage', onStorage);
});

/** The signed-in session, or null. */
export function currentSession(): Session | null {
	const state = $session.get();
	return state.status === 'signed-in' ? state.session : null;
}

/**
 * The session once the store has settled: with a stored session it waits for supabase-js to
 * read it. A save pressed on a page that loaded React only on that press (the valuation) would
 * otherwise find the store still 'unknown' and fail as signed out.
 */
export async function knownSession(): Promise<Session | null> {
	if ($session.get().status === 'unknown') {
		if (hasStoredSession()) await connectSession();
		else loadSession();
	}
	return currentSession();
}

export { cachedProfileKey };

/**
 * Reads the signed-in user's profile again from the server (after the person saves their
 * profile), so the header's account menu and its cache show the new name at once.
 */
export async function refreshProfile(): Promise<void> {
	const userId = currentSession()?.user.id;
	if (userId) await loadProfile(userId, true);
}

/**
 * Signs out (every island's sign-out button and the inactivity timer call this): supabase-js
 * forgets the session in every tab, the cached profile is removed and the store reads
 * signed-out at once, even if the server could not be reached.
 */
export async function signOut(): Promise<void> {
	try {
		const auth = await deps.get().auth();
		await auth.signOut();
	} finally {
		forgetProfile();
		$session.set({ status: 'signed-out' });
	}
}

/**
 * Forgets a session the server no longer has (stores/sessionEnded.ts): the store reads signed-out
 * at once and supabase-js drops it from storage (a local sign-out; its refusal changes nothing).
 */
export async function forgetEndedSession(): Promise<void> {
	forgetProfile();
	$session.set({ status: 'signed-out' });
	try {
		await (await deps.get().auth()).signOut({ scope: 'local' });
	} catch (error) {
		console.warn('No se pudo olvidar la sesión terminada:', error);
	}
}

/** A new auth backend (a test's fake, or the real one back): forget the listener and the state. */
function forgetAll(): void {
	stop?.();
	stop = undefined;
	starting = undefined;
	$session.set({ status: 'unknown' });
	$authEvent.set(null);
	$profile.set(null);
}
