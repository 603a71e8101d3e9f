import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from './serverProcess.ts';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import { startTestServer, until } from './helpers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'supabase-drain-queue-'));
let child: ChildProcess | undefined;
afterAll(() => {
	child?.kill('SIGKILL');
	rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM during a PGlite stall', () => {
	it('answers every request that arrived while the database was busy, none reset', async () => {
		const started = await spawnServer(dataDir);
		child = started.child;
		const { url, exited } = started;
		// A large write keeps PGlite (and with it the server's only thread) busy for a while.
		const rows = Array.from({ length: 4000 }, (_, i) => ({
			question_hash: `${i}`.padStart(64, '0'),
			response: `Respuesta ${i} `.repeat(10),
		}));
		const stall = fetch(`${url}/rest/v1/ai_response_cache`, {
			method: 'POST',
			headers: {
				apikey: DEMO_SERVICE_ROLE_KEY,
				Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
				'Content-Type': 'application/json',
				Prefer: 'return=minimal',
			},
			body: JSON.stringify(rows),
		}).then((r) => r.status);
		await new Promise((r) => setTimeout(r, 50));
		// Readers arriving during the stall: accepted by the kernel, not yet by the server.
		const readers = Array.from({ length: 20 }, () =>
			fetch(`${url}/rest/v1/ai_response_cache?select=question_hash&limit=1`, {
				headers: { apikey: DEMO_ANON_KEY },
			}).then(
				(r) => r.status,
				(error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
			),
		);
		await new Promise((r) => setTimeout(r, 50));
		child.kill('SIGTERM');
		expect(await stall).toBe(201);
		expect(await Promise.all(readers)).toEqual(Array<number>(20).fill(200));
		expect(await exited).toBe(0);
	}, 120_000);
});

describe('close() while requests wait behind a database stall', () => {
	it('answers them 503 with Retry-After at the drain deadline instead of resetting them', async () => {
		const app = await startTestServer({ drainMs: 300 });
		let release = () => {};
		const stall = app.db.transaction(() => new Promise<void>((r) => (release = r)));
		const waiting = Array.from({ length: 5 }, () =>
			fetch(`${app.url}/rest/v1/ai_response_cache?select=question_hash`, {
				headers: { apikey: app.config.anonKey },
			}).then(
				async (r) => [r.status, r.headers.get('retry-after'), await r.json()] as const,
				(error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
			),
		);
		await until(() => app.server.listening && waiting.length === 5);
		await new Promise((r) => setTimeout(r, 100));
		const closing = app.close();
		const answers = await Promise.all(waiting);
		release();
		await stall;
		await closing;
		expect(answers).toEqual(
			Array(5).fill([
				503,
				'5',
				{ code: 'shutting_down', message: 'The server is restarting; retry shortly' },
			]),
		);
	}, 60_000);
});
