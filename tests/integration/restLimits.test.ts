import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from './serverProcess.ts';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { DEMO_ANON_KEY } from '../../supabase/local/config.ts';
import { actAs } from '../../supabase/local/rest/context.ts';
import { service, startTestServer } from './helpers.ts';
import { freshPostgresDatabase, hasPostgres15 } from './postgres.ts';

let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer();
	// 1001 cached answers, one more than max_rows.
	const rows = Array.from({ length: 1001 }, (_, i) => ({
		question_hash: createHash('sha256').update(`pregunta ${i}`).digest('hex'),
		response: `Respuesta ${i}`,
	}));
	const { error } = await service(app).from('ai_response_cache').insert(rows);
	if (error) throw new Error(error.message);
}, 90_000);
afterAll(() => app.close());

const rest = (path: string, init: RequestInit = {}) =>
	fetch(`${app.url}/rest/v1/${path}`, {
		...init,
		headers: { apikey: app.config.anonKey, ...(init.headers as Record<string, string>) },
	});

const lead = { source: 'contacto', name: 'Marta Ruiz', email: 'marta@example.com', consent: true };

describe('request limits PostgREST and hosted apply', () => {
	it('answers JSON nested 5,000 levels with a 400, not a 500', async () => {
		const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
		const body = `{"source":"contacto","name":"Marta Ruiz","email":"marta@example.com","consent":true,"message":${deep}}`;
		const res = await rest('leads', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body,
		});
		expect(res.status).toBe(400);
		expect(((await res.json()) as { code: string }).code).toBe('PGRST102');
	});

	it('caps an explicit limit at max_rows (1000)', async () => {
		const res = await rest('ai_response_cache?select=question_hash&limit=5000');
		expect(res.status).toBe(200);
		expect(((await res.json()) as unknown[]).length).toBe(1000);
		expect(res.headers.get('content-range')).toBe('0-999/*');
	});

	it('reads the Range header: 206 for a partial page, 416 beyond the rows or inverted', async () => {
		const page = await rest('ai_response_cache?select=question_hash&order=question_hash', {
			headers: { Range: '0-1', 'Range-Unit': 'items', Prefer: 'count=exact' },
		});
		expect(page.status).toBe(206);
		expect(page.headers.get('content-range')).toBe('0-1/1001');
		expect(((await page.json()) as unknown[]).length).toBe(2);
		const beyond = await rest('ai_response_cache?select=question_hash', {
			headers: { Range: '2000-2009', Prefer: 'count=exact' },
		});
		expect(beyond.status).toBe(416);
		expect(((await beyond.json()) as { code: string }).code).toBe('PGRST103');
		const inverted = await rest('ai_response_cache?select=question_hash', {
			headers: { Range: '5-2' },
		});
		expect(inverted.status).toBe(416);
	});

	it('refuses a text/plain body with 415 and inserts nothing', async () => {
		const res = await rest('leads', {
			method: 'POST',
			headers: { 'Content-Type': 'text/plain', Prefer: 'return=minimal' },
			body: JSON.stringify({ ...lead, name: 'Texto Plano' }),
		});
		expect(res.status).toBe(415);
		expect(((await res.json()) as { code: string }).code).toBe('PGRST107');
		const { data } = await service(app).from('leads').select('id').eq('name', 'Texto Plano');
		expect(data).toEqual([]);
	});

	it('answers 401 to API requests without an apikey, like hosted, but opens email links', async () => {
		for (const path of ['/rest/v1/ai_response_cache', '/auth/v1/settings']) {
			const res = await fetch(`${app.url}${path}`);
			expect(res.status).toBe(401);
			expect(await res.json()).toEqual({
				message: 'No API key found in request',
				hint: 'No `apikey` request header or url param was found.',
			});
		}
		const byParam = await fetch(
			`${app.url}/rest/v1/ai_response_cache?select=question_hash&limit=1&apikey=${app.config.anonKey}`,
		);
		expect(byParam.status).toBe(200);
		const link = await fetch(`${app.url}/auth/v1/verify?type=signup&token=x`, {
			redirect: 'manual',
		});
		expect(link.status).toBe(303);
	});
});

describe('pathological reads are cut off up front (PGlite ignores statement_timeout)', () => {
	const embed = (n: number) =>
		Array.from({ length: n }, (_, i) => `m${i}:ticket_messages(id)`).join(',');

	it('refuses more than 8 embeds, embeds deeper than 3 and more than 64 conditions, and still serves a normal read', async () => {
		const bad = [
			`support_tickets?select=id,${embed(9)}`,
			'support_tickets?select=id,ticket_messages(id,support_tickets(id,ticket_messages(id,support_tickets(id))))',
			`ai_response_cache?select=question_hash&or=(${Array.from({ length: 65 }, (_, i) => `hit_count.eq.${i}`).join(',')})`,
		];
		const normal = rest('ai_response_cache?select=question_hash&limit=3');
		const answers = await Promise.all(bad.map((path) => rest(path)));
		for (const res of answers) {
			expect(res.status).toBe(400);
			expect(((await res.json()) as { message: string }).message).toContain('too complex');
		}
		expect((await normal).status).toBe(200);
		const ok = await rest(
			`support_tickets?select=id,${embed(8)}&or=(${Array.from({ length: 64 }, (_, i) => `subject.eq.${i}`).join(',')})`,
		);
		expect(ok.status).toBe(200);
	});
});

describe.skipIf(!hasPostgres15)('statement_timeout on PostgreSQL', () => {
	it('cancels an anon statement over 3 s while a normal request is served meanwhile', async () => {
		const database = freshPostgresDatabase();
		const pgApp = await startTestServer({ databaseUrl: database.url });
		try {
			let slowDone = false;
			const slow = pgApp.db
				.transaction(async (tx) => {
					await actAs(tx, { role: 'anon', claims: { role: 'anon' } }, 'GET', '/rest/v1/x');
					await tx.query('select pg_sleep(4)');
				})
				.finally(() => (slowDone = true));
			const normal = await fetch(`${pgApp.url}/rest/v1/ai_response_cache?select=question_hash`, {
				headers: { apikey: pgApp.config.anonKey },
			});
			expect(normal.status).toBe(200);
			expect(slowDone).toBe(false);
			await expect(slow).rejects.toMatchObject({ code: '57014' });
		} finally {
			await pgApp.close();
			database.drop();
		}
	}, 90_000);
});

describe('SIGTERM', () => {
	const dataDir = mkdtempSync(join(tmpdir(), 'supabase-drain-'));
	let child: ChildProcess | undefined;
	afterAll(() => {
		child?.kill('SIGKILL');
		rmSync(dataDir, { recursive: true, force: true });
	});

	it('drains an in-flight request instead of resetting it', async () => {
		const started = await spawnServer(dataDir);
		child = started.child;
		const { url, exited } = started;
		const body = JSON.stringify({ ...lead, name: 'Durante Cierre' });
		const { hostname, port } = new URL(url);
		const answer = new Promise<number>((resolve, reject) => {
			const req = request(
				{
					host: hostname,
					port,
					path: '/rest/v1/leads',
					method: 'POST',
					headers: {
						apikey: DEMO_ANON_KEY,
						'Content-Type': 'application/json',
						'Content-Length': Buffer.byteLength(body),
						Prefer: 'return=minimal',
						Expect: '100-continue',
					},
				},
				(res) => {
					res.resume();
					resolve(res.statusCode ?? 0);
				},
			);
			req.on('error', reject);
			// 100 Continue: the server holds the request. Stop it, wait until it refuses new
			// connections (it is shutting down), then send the body of the held request.
			req.on('continue', () => {
				child!.kill('SIGTERM');
				void (async () => {
					for (let i = 0; i < 400; i++) {
						const refused = await fetch(`${url}/health`).then(
							() => false,
							() => true,
						);
						if (refused) break;
						await new Promise((r) => setTimeout(r, 25));
					}
					req.end(body);
				})();
			});
			req.flushHeaders();
		});
		expect(await answer).toBe(201);
		expect(await exited).toBe(0);
	}, 120_000);
});
