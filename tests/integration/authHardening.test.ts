import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { client, service, startTestServer, uniqueEmail } from './helpers.ts';

let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer();
}, 60_000);
afterAll(() => app.close());

const profileOf = async (id: string) =>
	(await service(app).from('profiles').select('email, first_name, last_name, phone').eq('id', id))
		.data?.[0];

describe('sign-up metadata the profile checks refuse', () => {
	it('signs up with a one-letter first name and stores it as null instead of answering 500', async () => {
		const email = uniqueEmail('corto');
		const { data, error } = await client(app).auth.signUp({
			email,
			password: 'contraseña-segura-1',
			options: { data: { first_name: 'A', last_name: 'García', phone: '12' } },
		});
		expect(error).toBeNull();
		expect(await profileOf(data.user!.id)).toEqual({
			email,
			first_name: null,
			last_name: 'García',
			phone: null,
		});
	});

	it('keeps a user whose email (user@localhost) does not fit the profile, on creation and on change', async () => {
		const id = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
		await app.db.transaction((tx) =>
			tx.query(
				`insert into auth.users (id, email, raw_user_meta_data) values ($1, 'user@localhost', '{"first_name": "Ana"}')`,
				[id],
			),
		);
		expect(await profileOf(id)).toEqual({
			email: null,
			first_name: 'Ana',
			last_name: null,
			phone: null,
		});
		await app.db.transaction((tx) =>
			tx.query(`update auth.users set email = 'ana@example.com' where id = $1`, [id]),
		);
		expect((await profileOf(id))?.email).toBe('ana@example.com');
		await app.db.transaction((tx) =>
			tx.query(`update auth.users set email = 'ana@localhost' where id = $1`, [id]),
		);
		expect((await profileOf(id))?.email).toBeNull();
	});
});
