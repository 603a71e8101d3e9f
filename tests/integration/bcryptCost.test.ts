import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { bcryptCompareCosts } from '../../supabase/local/auth/password.ts';
import { bcryptCostFrom } from '../../supabase/local/config.ts';
import { client, signedInUser, startTestServer } from './helpers.ts';

/**
 * BCRYPT_COST (the browser tests' backend runs at 4): every hash the server makes and every
 * compare it runs, the dummy one for unknown addresses included, use that cost, so a sign-in
 * still costs the same whether the account exists or not. The default, 10, is checked in
 * authSecurity.test.ts.
 */
let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer({ bcryptCost: 4 });
});
afterAll(() => app.close());

describe('a server configured with another bcrypt cost', () => {
	it('hashes new accounts at it and compares unknown addresses at it too', async () => {
		const user = await signedInUser(app);
		const { rows } = await app.db.transaction((tx) =>
			tx.query('select substr(encrypted_password, 1, 7) as prefix from auth.users where id = $1', [
				user.id,
			]),
		);
		expect(rows[0]).toEqual({ prefix: '$2b$04$' });
		const before = bcryptCompareCosts().length;
		const unknown = await client(app).auth.signInWithPassword({
			email: 'nadie@example.com',
			password: 'lo-que-sea-1234',
		});
		expect(unknown.error?.code).toBe('invalid_credentials');
		const wrong = await client(app).auth.signInWithPassword({
			email: user.email,
			password: 'no-es-la-buena-1234',
		});
		expect(wrong.error?.code).toBe('invalid_credentials');
		expect(bcryptCompareCosts().slice(before)).toEqual([4, 4]);
	});

	it('reads BCRYPT_COST as a whole number from 4 to 31, else GoTrue’s 10', () => {
		expect(bcryptCostFrom('4')).toBe(4);
		expect(bcryptCostFrom('12')).toBe(12);
		for (const bad of [undefined, '', '3', '32', '4.5', 'diez'])
			expect(bcryptCostFrom(bad)).toBe(10);
	});
});
