import { mkdtemp, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../scripts/serve.ts';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { startTestServer } from './helpers.ts';
import { rawStatus, upgradeHeaders } from './rawHttp.ts';

let app: LocalSupabase;
let site: Server;
let sitePort = 0;

beforeAll(async () => {
	app = await startTestServer();
	const dir = await mkdtemp(join(tmpdir(), 'serve-target-'));
	await writeFile(join(dir, 'index.html'), 'inicio');
	await writeFile(join(dir, '404.html'), 'no encontrada');
	site = createStaticServer(dir);
	await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
	sitePort = (site.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
	await new Promise((resolve) => site?.close(resolve));
	await app?.close();
});

const backendPort = () => app.config.port;
const upgrade = { headers: upgradeHeaders };

/** The request lines of the attack report, and their neighbours. */
const hostile = [
	'//',
	'//evil.example/a',
	'http://x',
	'http://x/rest/v1/',
	'*',
	'example.com:443',
	'/%',
	'/%E0%A4%A',
	'/rest/v1/%zz',
	'/realtime/v1/api/broadcast/%E0%A4%A/events/x',
	'/realtime/v1/websocket?apikey=%zz',
	`/${'a/'.repeat(2000)}`,
];

describe('any request target gets a status and the servers keep serving', () => {
	it('the static server answers 400 to targets that are not paths and serves the rest', async () => {
		expect(await rawStatus(sitePort, '//')).toBe(200);
		expect(await rawStatus(sitePort, 'http://x')).toBe(200);
		expect(await rawStatus(sitePort, '*')).toBe(400);
		expect(await rawStatus(sitePort, '/%')).toBe(404);
		for (const target of hostile) expect(await rawStatus(sitePort, target)).toBeGreaterThan(0);
		expect(await rawStatus(sitePort, '/')).toBe(200);
	});

	it('the backend answers 400 to targets that are not paths, 401/404 to odd paths', async () => {
		expect(await rawStatus(backendPort(), '//')).toBe(404);
		expect(await rawStatus(backendPort(), 'http://x')).toBe(200);
		expect(await rawStatus(backendPort(), '*')).toBe(400);
		expect(await rawStatus(backendPort(), '*', { method: 'OPTIONS' })).toBe(400);
		expect(await rawStatus(backendPort(), '/rest/v1/%zz')).toBe(401);
		for (const target of hostile) expect(await rawStatus(backendPort(), target)).toBeGreaterThan(0);
		expect(await rawStatus(backendPort(), '/health')).toBe(200);
	});

	it('the realtime upgrade answers 400 or 403 instead of crashing', async () => {
		expect(await rawStatus(backendPort(), '//', upgrade)).toBe(403);
		expect(await rawStatus(backendPort(), '*', upgrade)).toBe(400);
		expect(await rawStatus(backendPort(), 'http://x', upgrade)).toBe(403);
		for (const target of hostile)
			expect(await rawStatus(backendPort(), target, upgrade)).toBeGreaterThan(0);
		const ok = `/realtime/v1/websocket?apikey=${app.config.anonKey}&vsn=2.0.0`;
		expect(await rawStatus(backendPort(), ok, upgrade)).toBe(101);
	});

	it('property: a fuzzed target always gets a status line, and a normal request still works', async () => {
		const pieces = fc.constantFrom(
			'/',
			'//',
			'http://',
			'https://',
			'*',
			'%',
			'%zz',
			'%E0%A4%A',
			'?',
			'#',
			'\\',
			'@',
			':',
			'..',
			'[',
			'ñ',
			'/rest/v1/',
			'/auth/v1/',
			'/realtime/v1/websocket',
			'/realtime/v1/api/broadcast/',
			'/functions/v1/',
			'/mailbox/',
		);
		const chars = fc.string({
			unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
			maxLength: 12,
		});
		const target = fc
			.array(fc.oneof(pieces, chars), { minLength: 1, maxLength: 6 })
			.map((p) => p.join(''));
		const servers = [
			{ name: 'static', port: () => sitePort, opts: {}, health: '/' },
			{ name: 'backend', port: backendPort, opts: {}, health: '/health' },
			{ name: 'realtime', port: backendPort, opts: upgrade, health: '/health' },
		];
		await fc.assert(
			fc.asyncProperty(target, fc.constantFrom(...servers), async (t, server) => {
				const status = await rawStatus(server.port(), t, server.opts);
				expect(status, `${server.name} ${JSON.stringify(t)}`).toBeGreaterThanOrEqual(100);
				expect(await rawStatus(server.port(), server.health)).toBe(200);
			}),
			{ numRuns: 150 },
		);
	});
});
