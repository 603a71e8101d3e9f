import { afterAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import {
	client,
	service,
	signedInUser,
	startTestServer,
	subscribed,
	uniqueEmail,
	until,
	waitForMail,
} from './helpers.ts';
import { freshPostgresDatabase, hasPostgres15 } from './postgres.ts';
import { rlsMatrix } from './rls-matrix.ts';
import { vaultMatrix } from './vaultStorage.ts';

if (!hasPostgres15) {
	console.warn(
		'\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' +
			'!! PostgreSQL 15 is not installed: the DATABASE_URL variant of the backend tests\n' +
			'!! is SKIPPED. Install postgresql-15 to run them.\n' +
			'!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n',
	);
}

const databases: { drop(): void }[] = [];
afterAll(() => {
	for (const d of databases) d.drop();
});

/** A local server on a brand-new database of the machine's PostgreSQL 15. */
async function startOnPostgres(): Promise<LocalSupabase> {
	const database = freshPostgresDatabase();
	databases.push(database);
	return startTestServer({ databaseUrl: database.url });
}

describe.skipIf(!hasPostgres15)('on PostgreSQL 15 (DATABASE_URL)', () => {
	describe('RLS matrix', () => {
		rlsMatrix(startOnPostgres);
	});

	describe('documentos bucket (Storage RLS matrix)', () => {
		vaultMatrix(startOnPostgres);
	});

	describe('auth, realtime and concurrency', () => {
		let app: LocalSupabase;
		afterAll(() => app?.close());

		it('starts, confirms a signup through the mailbox and signs in', async () => {
			app = await startOnPostgres();
			const email = uniqueEmail('pg');
			const sb = client(app);
			await sb.auth.signUp({
				email,
				password: 'contraseña-1',
				options: { data: { first_name: 'Pablo', role: 'promotora' } },
			});
			const mail = await waitForMail(app, email, 'signup');
			expect(
				(
					await sb.auth.verifyOtp({
						token_hash: /token=([0-9a-f]+)/.exec(mail.link)![1]!,
						type: 'signup',
					})
				).error,
			).toBeNull();
			expect((await sb.from('profiles').select('first_name, role').single()).data).toEqual({
				first_name: 'Pablo',
				role: 'promotora',
			});
		}, 60_000);

		it('delivers realtime inserts only to who may see them', async () => {
			const [a, b] = await Promise.all([signedInUser(app), signedInUser(app)]);
			const got: Record<string, string[]> = { a: [], b: [] };
			for (const [name, u] of [
				['a', a],
				['b', b],
			] as const) {
				const ch = u.client
					.channel(`pg-${name}`)
					.on(
						'postgres_changes',
						{ event: 'INSERT', schema: 'public', table: 'notifications' },
						(p) => got[name]!.push(String(p.new['title'])),
					);
				await subscribed(ch);
			}
			const svc = service(app);
			await svc.from('notifications').insert({ user_id: a.id, title: 'Para A', message: 'x' });
			await svc.from('notifications').insert({ user_id: b.id, title: 'Para B', message: 'x' });
			await until(() => got['a']!.length === 1 && got['b']!.length === 1, 10_000, 'deliveries');
			expect(got).toEqual({ a: ['Para A'], b: ['Para B'] });
			await a.client.removeAllChannels();
			await b.client.removeAllChannels();
		});

		it('never loses concurrent writes', async () => {
			const u = await signedInUser(app);
			const svc = service(app);
			await Promise.all(
				Array.from({ length: 100 }, (_, i) =>
					svc.from('notifications').insert({ user_id: u.id, title: `n${i}`, message: 'x' }),
				),
			);
			expect(
				(await u.client.from('notifications').select('*', { count: 'exact', head: true })).count,
			).toBe(100);
		});
	});
});
