import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { actAs } from '../../supabase/local/rest/context.ts';
import { startTestServer } from './helpers.ts';
import { freshPostgresDatabase, hasPostgres15 } from './postgres.ts';

describe.skipIf(!hasPostgres15)('PostgreSQL pool: a share per role, queued with a timeout', () => {
	let database: ReturnType<typeof freshPostgresDatabase>;
	let app: LocalSupabase;
	beforeAll(async () => {
		database = freshPostgresDatabase();
		app = await startTestServer({ databaseUrl: database.url, poolTimeoutMs: 500 });
	}, 90_000);
	afterAll(async () => {
		await app?.close();
		database?.drop();
	});

	/** A slow anonymous transaction, as a costly anon request would hold its connection. */
	const slowAnon = () =>
		app.db.transaction(
			async (tx) => {
				await actAs(tx, { role: 'anon', claims: { role: 'anon' } }, 'GET', '/rest/v1/x');
				await tx.query('select pg_sleep(1.5)');
				return 'hecho';
			},
			{ role: 'anon' },
		);

	it('8 slow anonymous clients take 3 connections; the rest wait, then get a 504', async () => {
		let finished = 0;
		const anon = Array.from({ length: 8 }, () =>
			slowAnon().then(
				() => (finished++, 'hecho'),
				(error: { code: string }) => (finished++, error.code),
			),
		);
		// A signed-in (here: service) request is served at once, while all 8 are still busy.
		const other = await fetch(`${app.url}/rest/v1/ai_response_cache?select=question_hash`, {
			headers: { apikey: app.config.serviceRoleKey },
		});
		expect(other.status).toBe(200);
		expect(finished).toBe(0);
		// Another anonymous request waits behind them and is refused as PostgREST does.
		const queued = await fetch(`${app.url}/rest/v1/ai_response_cache?select=question_hash`, {
			headers: { apikey: app.config.anonKey },
		});
		expect(queued.status).toBe(504);
		expect(await queued.json()).toEqual({
			code: 'PGRST003',
			details: null,
			hint: null,
			message: 'Timed out acquiring connection from connection pool.',
		});
		expect((await Promise.all(anon)).sort()).toEqual([
			...Array<string>(5).fill('PGRST003'),
			...Array<string>(3).fill('hecho'),
		]);
	}, 30_000);
});
