import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { $session, configureSession, connectSession, type SessionAuth } from '~/stores/session.ts';
import { $sessionEnded, sessionGone } from '~/stores/sessionEnded.ts';

const session = { access_token: 't', user: { id: 'u1', app_metadata: {} } } as unknown as Session;

let reset: (() => void) | undefined;
afterEach(() => {
	reset?.();
	$sessionEnded.set(null);
});

/** A signed-in session store over a fake auth client that records its sign-outs. */
async function signedIn() {
	const scopes: (string | undefined)[] = [];
	const auth: SessionAuth = {
		getSession: () => Promise.resolve({ data: { session } }),
		onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
		signOut: (options) => {
			scopes.push(options?.scope);
			return Promise.resolve({ error: null });
		},
	};
	reset = configureSession({
		auth: () => Promise.resolve(auth),
		storage: () => ({ length: 1, key: () => 'sb-x-auth-token' }),
		profile: () => Promise.resolve(null),
	});
	await connectSession();
	return scopes;
}

describe('a session that is gone (issue 45)', () => {
	it('signs out locally once, reads signed-out and names the page to come back to', async () => {
		const scopes = await signedIn();
		expect($session.get().status).toBe('signed-in');
		await sessionGone();
		await sessionGone();
		expect($session.get()).toEqual({ status: 'signed-out' });
		expect($sessionEnded.get()).toBe('/');
		expect(scopes).toEqual(['local']);
	});

	it('does nothing when nobody is signed in', async () => {
		reset = configureSession({
			auth: () => Promise.reject(new Error('not loaded')),
			storage: () => undefined,
		});
		$session.set({ status: 'signed-out' });
		await sessionGone();
		expect($sessionEnded.get()).toBeNull();
	});
});
