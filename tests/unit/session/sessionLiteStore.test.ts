import { afterEach, describe, expect, it } from 'vitest';
import { configureSessionLite, profileBeforeLoad, unreadBeforeLoad } from '~/stores/sessionLite.ts';

const session = { userId: 'u1', email: 'ana@example.com', accessToken: 'tok', expiresAt: 0 };

/** A fetch that answers `body` with `status` and records the requests. */
function fakeFetch(body: unknown, status = 200) {
	const calls: { url: string; headers: Record<string, string> }[] = [];
	const fetch = ((url: string, init?: { headers?: Record<string, string> }) => {
		calls.push({ url, headers: init?.headers ?? {} });
		return Promise.resolve(new Response(JSON.stringify(body), { status }));
	}) as typeof globalThis.fetch;
	return { fetch, calls };
}

let reset: (() => void) | undefined;
afterEach(() => reset?.());

describe('the header reads before supabase-js loads', () => {
	it('counts the unread among the latest 10 of the user, with the stored token', async () => {
		const { fetch, calls } = fakeFetch([{ is_read: false }, { is_read: true }, { is_read: false }]);
		reset = configureSessionLite({ url: 'http://api.test', anonKey: 'anon', fetch });
		expect(await unreadBeforeLoad(session)).toBe(2);
		expect(calls).toEqual([
			{
				url: 'http://api.test/rest/v1/notifications?select=is_read&user_id=eq.u1&order=created_at.desc&limit=10',
				headers: { apikey: 'anon', authorization: 'Bearer tok' },
			},
		]);
	});

	it('reads the profile in the cached shape, and null for another user', async () => {
		const row = { id: 'u1', first_name: 'Ana', last_name: 'Ruiz', phone: null, role: 'particular' };
		reset = configureSessionLite({ fetch: fakeFetch([row]).fetch });
		expect(await profileBeforeLoad(session)).toEqual(row);
		reset();
		reset = configureSessionLite({ fetch: fakeFetch([{ ...row, id: 'u2' }]).fetch });
		expect(await profileBeforeLoad(session)).toBeNull();
	});

	it('throws on a refused token, so the header loads supabase-js to refresh it', async () => {
		reset = configureSessionLite({ fetch: fakeFetch({ message: 'JWT expired' }, 401).fetch });
		await expect(unreadBeforeLoad(session)).rejects.toThrow('HTTP 401');
	});
});
