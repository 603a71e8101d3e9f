import { describe, expect, it } from 'vitest';
import { displayName, parseCachedProfile } from '~/lib/session/cachedProfile.ts';
import { readStoredSession, sessionBootScript } from '~/lib/session/storedSession.ts';

describe('sessionBootScript', () => {
	/** Runs the inline script against a fake document and storage; returns whether it marked <html>. */
	function run(keys: string[], throws = false): boolean {
		let marked = false;
		const storage = { length: keys.length, key: (i: number) => keys[i] ?? null };
		const documentElement = {
			setAttribute: (name: string) => {
				marked = name === 'data-session';
			},
		};
		// A blocked storage throws on access; `undefined` makes the script throw the same way.
		// eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the exact inline script
		const script = new Function('localStorage', 'document', sessionBootScript()) as (
			storage: unknown,
			document: unknown,
		) => void;
		script(throws ? undefined : storage, { documentElement });
		return marked;
	}
	it('marks <html> when supabase-js stored a session', () => {
		expect(run(['theme', 'sb-127-auth-token'])).toBe(true);
	});
	it('leaves it alone otherwise, or when storage is blocked', () => {
		expect(run(['theme', 'cookie-consent', 'cached_profile'])).toBe(false);
		expect(run([], true)).toBe(false);
	});
});

describe('parseCachedProfile', () => {
	const row = {
		id: 'u1',
		first_name: 'Lucía',
		last_name: 'García Pérez',
		phone: null,
		role: 'particular',
	};
	it('reads the profile of the same user', () => {
		expect(parseCachedProfile(JSON.stringify(row), 'u1')).toEqual(row);
	});
	it('ignores another user, bad JSON and other shapes', () => {
		expect(parseCachedProfile(JSON.stringify(row), 'u2')).toBeNull();
		expect(parseCachedProfile('{', 'u1')).toBeNull();
		expect(parseCachedProfile('null', 'u1')).toBeNull();
		expect(parseCachedProfile(JSON.stringify({ ...row, role: 3 }), 'u1')).toBeNull();
		expect(parseCachedProfile(JSON.stringify({ ...row, phone: 600 }), 'u1')).toBeNull();
		expect(parseCachedProfile(null, 'u1')).toBeNull();
	});
	it('gives the header a name: full name, else the email', () => {
		expect(displayName(row, 'l@example.com')).toBe('Lucía García Pérez');
		expect(displayName({ ...row, first_name: null, last_name: null }, 'l@example.com')).toBe(
			'l@example.com',
		);
		expect(displayName(null)).toBe('');
	});
});

describe('readStoredSession', () => {
	/** A Storage with these entries. */
	const storage = (entries: Record<string, string>) => {
		const keys = Object.keys(entries);
		return {
			length: keys.length,
			key: (i: number) => keys[i] ?? null,
			getItem: (key: string) => entries[key] ?? null,
		};
	};

	it('reads the user, the token and its expiry that supabase-js stored', () => {
		const stored = storage({
			'cookie-consent': 'rejected',
			'sb-127-auth-token': JSON.stringify({
				access_token: 'a.b.c',
				refresh_token: 'r',
				expires_at: 1_800_000_000,
				user: { id: 'u1', email: 'ana@example.com', app_metadata: {} },
			}),
		});
		expect(readStoredSession(stored)).toEqual({
			userId: 'u1',
			email: 'ana@example.com',
			accessToken: 'a.b.c',
			expiresAt: 1_800_000_000,
		});
	});

	it('gives null for no session, broken JSON or a missing field', () => {
		expect(readStoredSession(undefined)).toBeNull();
		expect(readStoredSession(storage({ other: '{}' }))).toBeNull();
		expect(readStoredSession(storage({ 'sb-x-auth-token': '{roto' }))).toBeNull();
		expect(
			readStoredSession(
				storage({ 'sb-x-auth-token': JSON.stringify({ access_token: 't', user: { id: 'u' } }) }),
			),
		).toBeNull();
	});
});
