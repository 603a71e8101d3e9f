import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CachedProfile } from '~/lib/session/cachedProfile.ts';
import {
	$authEvent,
	$profile,
	$session,
	cachedProfileKey,
	configureSession,
	connectSession,
	currentSession,
	hasStoredSession,
	knownSession,
	signOut,
	type SessionAuth,
} from '~/stores/session.ts';
import { saveSimulation, SignedOutError } from '~/stores/simulations.ts';

/** A Storage holding exactly these keys. */
function storageWith(...keys: string[]) {
	return { length: keys.length, key: (i: number) => keys[i] ?? null };
}

const session = { access_token: 't', user: { id: 'u1', app_metadata: {} } } as unknown as Session;

/** An auth client that records listeners and loads counts, to drive auth events by hand. */
function fakeAuth(initial: Session | null) {
	const listeners: ((event: AuthChangeEvent, s: Session | null) => void)[] = [];
	let loads = 0;
	let unsubscribed = 0;
	let signOuts = 0;
	const auth: SessionAuth = {
		getSession: () => Promise.resolve({ data: { session: initial } }),
		onAuthStateChange: (callback) => {
			listeners.push(callback);
			return { data: { subscription: { unsubscribe: () => void unsubscribed++ } } };
		},
		signOut: () => {
			signOuts++;
			return Promise.resolve({ error: null });
		},
	};
	return {
		load: () => {
			loads++;
			return Promise.resolve(auth);
		},
		emit: (event: AuthChangeEvent, s: Session | null) => listeners.forEach((l) => l(event, s)),
		loads: () => loads,
		listeners: () => listeners.length,
		unsubscribed: () => unsubscribed,
		signOuts: () => signOuts,
	};
}

let reset: (() => void) | undefined;
afterEach(() => {
	vi.useRealTimers();
	reset?.();
	Reflect.deleteProperty(globalThis, 'localStorage');
});

/** A Map-backed localStorage installed on globalThis. */
function installStorage(entries: [string, string][] = []) {
	const store = new Map(entries);
	globalThis.localStorage = {
		getItem: (k: string) => store.get(k) ?? null,
		setItem: (k: string, v: string) => void store.set(k, v),
		removeItem: (k: string) => void store.delete(k),
	} as unknown as Storage;
	return store;
}

const profileRow: CachedProfile = {
	id: 'u1',
	first_name: 'Lucía',
	last_name: 'García Pérez',
	phone: '600123456',
	role: 'particular',
};

/** A profile loader that counts its calls. */
function fakeProfile(row: CachedProfile | null = profileRow) {
	const calls: string[] = [];
	return {
		calls,
		load: (userId: string) => {
			calls.push(userId);
			return Promise.resolve(row);
		},
	};
}

/** Configures the store with `fake`, a stored session and a profile that loads at once. */
function configureStoredSession(fake: ReturnType<typeof fakeAuth>) {
	reset = configureSession({
		auth: fake.load,
		storage: () => storageWith('sb-127-auth-token'),
		profile: fakeProfile().load,
	});
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('hasStoredSession', () => {
	it('finds the key supabase-js writes: sb-<project>-auth-token', () => {
		expect(hasStoredSession(storageWith('theme', 'sb-127-auth-token'))).toBe(true);
		expect(hasStoredSession(storageWith('sb-abcdefgh-auth-token'))).toBe(true);
	});
	it('is false for other keys, empty storage or no storage (server)', () => {
		expect(hasStoredSession(storageWith('theme', 'tool:simulador-completo'))).toBe(false);
		expect(hasStoredSession(storageWith())).toBe(false);
		expect(hasStoredSession(undefined)).toBe(false);
	});
});

describe('session store', () => {
	it('without a stored session reads signed-out and never loads the client', () => {
		const fake = fakeAuth(null);
		reset = configureSession({ auth: fake.load, storage: () => storageWith('theme') });
		const seen: string[] = [];
		const unlisten = $session.subscribe((s) => seen.push(s.status));
		expect(seen).toEqual(['signed-out']);
		expect(fake.loads()).toBe(0);
		unlisten();
	});

	it('with a stored session loads the client once and follows auth events', async () => {
		const fake = fakeAuth(session);
		configureStoredSession(fake);
		const unlisten = $session.listen(() => {});
		await connectSession();
		expect($session.get()).toEqual({ status: 'signed-in', session });
		expect(currentSession()).toBe(session);
		fake.emit('SIGNED_OUT', null);
		expect($session.get()).toEqual({ status: 'signed-out' });
		expect(currentSession()).toBeNull();
		await connectSession();
		expect(fake.loads()).toBe(1);
		expect(fake.listeners()).toBe(1);
		unlisten();
	});

	it('stores the first session once: INITIAL_SESSION with the same session changes nothing', async () => {
		const fake = fakeAuth(session);
		configureStoredSession(fake);
		const seen: unknown[] = [];
		const unlisten = $session.listen((state) => seen.push(state));
		await connectSession();
		// supabase-js reads the stored session again for INITIAL_SESSION: an equal, new object.
		fake.emit('INITIAL_SESSION', structuredClone(session));
		expect(seen).toEqual([{ status: 'signed-in', session }]);
		expect(currentSession()).toBe(session);
		// A refreshed token, or the same token with an updated user, is stored.
		const refreshed = { ...session, access_token: 't2' } as Session;
		fake.emit('TOKEN_REFRESHED', refreshed);
		expect(currentSession()).toBe(refreshed);
		const updated = { ...refreshed, user: { ...refreshed.user, email: 'nueva@ejemplo.es' } };
		fake.emit('USER_UPDATED', updated);
		expect(currentSession()).toBe(updated);
		// Another user's session is never taken for the one held.
		const other = { ...refreshed, user: { ...refreshed.user, id: 'u2' } } as Session;
		fake.emit('INITIAL_SESSION', other);
		expect(currentSession()).toBe(other);
		expect(seen).toHaveLength(4);
		unlisten();
	});

	it('draws the session read in a task of its own, not in the one that read it', async () => {
		vi.useFakeTimers();
		const fake = fakeAuth(session);
		configureStoredSession(fake);
		const connected = connectSession();
		// The client is loaded and the session read within this task's microtasks…
		for (let i = 0; i < 20; i++) await Promise.resolve();
		expect(fake.loads()).toBe(1);
		expect($session.get().status).toBe('unknown');
		expect(fake.listeners()).toBe(0);
		// …and stored, then listened to, in the next one.
		await vi.runAllTimersAsync();
		await connected;
		expect($session.get()).toEqual({ status: 'signed-in', session });
		expect(fake.listeners()).toBe(1);
	});

	it('listening after the first read loses nothing: a session refreshed meanwhile is stored', async () => {
		const refreshed = { ...session, access_token: 't2' } as Session;
		const fake = fakeAuth(session);
		configureStoredSession(fake);
		await connectSession();
		expect(currentSession()).toBe(session);
		// What supabase-js tells a new listener first: the session it holds now.
		fake.emit('INITIAL_SESSION', refreshed);
		expect(currentSession()).toBe(refreshed);
		expect($authEvent.get()).toBe('INITIAL_SESSION');
	});

	it('reads signed-out once when supabase-js finds no session either', async () => {
		const fake = fakeAuth(null);
		reset = configureSession({ auth: fake.load, storage: () => storageWith('sb-127-auth-token') });
		const seen: string[] = [];
		const unlisten = $session.listen((state) => seen.push(state.status));
		await connectSession();
		fake.emit('INITIAL_SESSION', null);
		expect(seen).toEqual(['signed-out']);
		unlisten();
	});

	it('configureSession drops the previous listener', async () => {
		const fake = fakeAuth(null);
		configureSession({ auth: fake.load, storage: () => undefined });
		await connectSession();
		reset = configureSession({ storage: () => undefined });
		expect(fake.unsubscribed()).toBe(1);
		expect($session.get()).toEqual({ status: 'unknown' });
	});
});

describe('signOut', () => {
	it('signs out through supabase-js, forgets the cached profile and reads signed-out', async () => {
		const fake = fakeAuth(session);
		const store = installStorage([[cachedProfileKey, JSON.stringify(profileRow)]]);
		configureStoredSession(fake);
		await connectSession();
		expect($session.get().status).toBe('signed-in');
		await signOut();
		expect(fake.signOuts()).toBe(1);
		expect(store.has(cachedProfileKey)).toBe(false);
		expect($session.get()).toEqual({ status: 'signed-out' });
		expect($profile.get()).toBeNull();
	});
});

describe('cached profile and auth events', () => {
	it('fetches the profile after sign-in and caches it under cached_profile', async () => {
		const store = installStorage();
		const fake = fakeAuth(session);
		const profile = fakeProfile();
		reset = configureSession({
			auth: fake.load,
			storage: () => storageWith('sb-1-auth-token'),
			profile: profile.load,
		});
		await connectSession();
		await settle();
		expect(profile.calls).toEqual(['u1']);
		expect($profile.get()).toEqual(profileRow);
		expect(JSON.parse(store.get(cachedProfileKey) ?? 'null')).toEqual(profileRow);
	});

	it('reads a cached profile of the same user without asking the server', async () => {
		installStorage([[cachedProfileKey, JSON.stringify(profileRow)]]);
		const profile = fakeProfile();
		reset = configureSession({
			auth: fakeAuth(session).load,
			storage: () => storageWith('sb-1-auth-token'),
			profile: profile.load,
		});
		await connectSession();
		await settle();
		expect(profile.calls).toEqual([]);
		expect($profile.get()).toEqual(profileRow);
	});

	it('follows token refresh and user updates live, and forgets the profile on SIGNED_OUT', async () => {
		const store = installStorage([[cachedProfileKey, JSON.stringify(profileRow)]]);
		const fake = fakeAuth(session);
		const profile = fakeProfile({ ...profileRow, first_name: 'Lucía María' });
		reset = configureSession({
			auth: fake.load,
			storage: () => storageWith('sb-1-auth-token'),
			profile: profile.load,
		});
		await connectSession();
		const refreshed = { ...session, access_token: 't2' } as Session;
		fake.emit('TOKEN_REFRESHED', refreshed);
		expect(currentSession()).toBe(refreshed);
		expect($authEvent.get()).toBe('TOKEN_REFRESHED');
		expect(profile.calls).toEqual([]);
		fake.emit('USER_UPDATED', refreshed);
		await settle();
		expect(profile.calls).toEqual(['u1']);
		expect($profile.get()?.first_name).toBe('Lucía María');
		// Another tab signed out: supabase-js relays SIGNED_OUT here.
		fake.emit('SIGNED_OUT', null);
		expect($session.get()).toEqual({ status: 'signed-out' });
		expect(store.has(cachedProfileKey)).toBe(false);
		expect($profile.get()).toBeNull();
	});
});

describe('saveSimulation', () => {
	it('refuses without a session, before loading supabase-js', async () => {
		reset = configureSession({ storage: () => undefined });
		await expect(
			saveSimulation({
				kind: 'completa',
				name: 'Hipoteca',
				input: {},
				url: 'http://localhost/herramientas',
			}),
		).rejects.toThrow(SignedOutError);
	});
});

describe('knownSession', () => {
	it('waits for a stored session to be read instead of answering null while unknown', async () => {
		const fake = fakeAuth(session);
		configureStoredSession(fake);
		expect($session.get().status).toBe('unknown');
		expect(currentSession()).toBeNull();
		await expect(knownSession()).resolves.toBe(session);
		expect(fake.loads()).toBe(1);
	});

	it('is null without a stored session, without loading supabase-js', async () => {
		const fake = fakeAuth(null);
		reset = configureSession({ auth: fake.load, storage: () => storageWith('theme') });
		await expect(knownSession()).resolves.toBeNull();
		expect($session.get().status).toBe('signed-out');
		expect(fake.loads()).toBe(0);
	});
});
