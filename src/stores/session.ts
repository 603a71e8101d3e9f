import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { atom, onMount } from 'nanostores';

/**
 * Who is signed in, as every island reads it. `unknown` until the stored session was read;
 * then `signed-out` or `signed-in`. Not persisted here: supabase-js keeps the session in
 * localStorage under `sb-<project>-auth-token`, and this store mirrors it.
 */
export type SessionState =
	{ status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session };

/** The part of the supabase-js auth client the store uses (a fake in tests). */
export interface SessionAuth {
	getSession(): Promise<{ data: { session: Session | null } }>;
	onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
		data: { subscription: { unsubscribe(): void } };
	};
	signOut(): Promise<unknown>;
}

/** Where the store finds the auth client and the stored session; replaced in tests. */
export interface SessionDeps {
	auth: () => Promise<SessionAuth>;
	storage: () => Pick<Storage, 'length' | 'key'> | undefined;
}

const defaultDeps: SessionDeps = {
	// Imported on demand so public pages without a stored session never load supabase-js.
	auth: async () => (await import('~/lib/supabase/client.ts')).getSupabase().auth,
	storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
};

let deps = defaultDeps;

/** Key supabase-js stores a session under: `sb-<project ref>-auth-token`. */
const storedSessionKey = /^sb-.+-auth-token$/;

/** True when supabase-js left a session in storage (checked without loading supabase-js). */
export function hasStoredSession(storage = deps.storage()): boolean {
	if (!storage) return false;
	for (let i = 0; i < storage.length; i++) {
		if (storedSessionKey.test(storage.key(i) ?? '')) return true;
	}
	return false;
}

/** The session store: the one listener of supabase-js auth events. */
export const $session = atom<SessionState>({ status: 'unknown' });

let stop: (() => void) | undefined;
let starting: Promise<void> | undefined;

const stateOf = (session: Session | null): SessionState =>
	session ? { status: 'signed-in', session } : { status: 'signed-out' };

/**
 * Starts listening to auth events (once). Called when an island first reads the store with a
 * stored session, and by the sign-in form right after signing in.
 */
export function connectSession(): Promise<void> {
	starting ??= (async () => {
		const auth = await deps.auth();
		const { data } = auth.onAuthStateChange((_event, session) => $session.set(stateOf(session)));
		stop = () => data.subscription.unsubscribe();
		const current = await auth.getSession();
		$session.set(stateOf(current.data.session));
	})();
	return starting;
}

/**
 * Settles the store: listens to auth events when a session is stored, else reads signed-out
 * without loading supabase-js. Runs when the store gets its first reader; safe to call again.
 */
export function loadSession(): void {
	if (hasStoredSession()) void connectSession();
	else if ($session.get().status === 'unknown') $session.set({ status: 'signed-out' });
}

onMount($session, loadSession);

/** The signed-in session, or null. */
export function currentSession(): Session | null {
	const state = $session.get();
	return state.status === 'signed-in' ? state.session : null;
}

/** Where the signed-in user's profile is cached between pages (SPEC.md section 3). */
export const cachedProfileKey = 'cached_profile';

/**
 * Signs out (every island's sign-out button and the inactivity timer call this): supabase-js
 * forgets the session in every tab, the cached profile is removed and the store reads
 * signed-out at once, even if the server could not be reached.
 */
export async function signOut(): Promise<void> {
	try {
		const auth = await deps.auth();
		await auth.signOut();
	} finally {
		try {
			localStorage.removeItem(cachedProfileKey);
		} catch {
			// No storage (server or blocked): nothing cached.
		}
		$session.set({ status: 'signed-out' });
	}
}

/** Replaces the auth client and storage (tests) and forgets any listener; returns a reset. */
export function configureSession(overrides: Partial<SessionDeps>): () => void {
	stop?.();
	stop = undefined;
	starting = undefined;
	deps = { ...defaultDeps, ...overrides };
	$session.set({ status: 'unknown' });
	return () => configureSession({});
}
