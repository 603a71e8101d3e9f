import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { assistantDataFromFiles } from '../../src/lib/ai/assistantDataFiles.ts';
import { AnswerCache } from '../../src/lib/ai/cache.ts';
import { createGateway } from '../../src/lib/ai/gateway.ts';
import { questionHash } from '../../src/lib/ai/normalize.ts';
import { askProvider } from '../../src/lib/ai/provider.ts';
import { buildIndex } from '../../src/lib/ai/searchIndex.ts';
import { publishedIndexFile } from './assistantIndexFixture.ts';
import { client, service, startTestServer } from './helpers.ts';

let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer({
		assistantIndex: publishedIndexFile([
			{
				id: 'glosario-tae',
				title: 'Glosario: TAE',
				href: '/blog/glosario-hipotecario#tae',
				text: 'Coste anual efectivo del préstamo…',
			},
		]).path,
	});
}, 240_000);
afterAll(() => app.close());

const backend = () => ({ url: app.url, anonKey: app.config.anonKey });

async function store(question: string, text: string, hits = 0): Promise<string> {
	const hash = await questionHash(question);
	const { error } = await service(app).rpc('cache_ai_response', {
		p_question_hash: hash,
		p_response: JSON.stringify({ text, sources: [{ title: 'Contacto', href: '/contacto' }] }),
	});
	if (error) throw error;
	if (hits > 0)
		await app.db.transaction((tx) =>
			tx.query(
				`update public.ai_response_cache set hit_count = ${hits} where question_hash = '${hash}'`,
			),
		);
	return hash;
}

const hitsOf = async (hash: string) =>
	(
		await service(app)
			.from('ai_response_cache')
			.select('hit_count')
			.eq('question_hash', hash)
			.single()
	).data?.hit_count;

describe('AI answer cache against the local backend', () => {
	it('preloads the 50 most used answers, most used first, as anon', async () => {
		const hashes: string[] = [];
		for (let i = 0; i < 55; i++)
			hashes.push(await store(`pregunta de prueba ${i}`, `Respuesta ${i}`, i));
		const cache = new AnswerCache(backend());
		await cache.preload();
		expect(cache.entries.size).toBe(50);
		// The five least used (0 to 4 hits) are left out.
		expect(cache.entries.has(hashes[4]!)).toBe(false);
		expect(cache.entries.has(hashes[5]!)).toBe(true);
		expect(cache.lookup(hashes[54]!)?.text).toBe('Respuesta 54');
	});

	it('ignores a failing preload', async () => {
		const cache = new AnswerCache({ url: 'http://127.0.0.1:9', anonKey: 'x' });
		await expect(cache.preload()).resolves.toBeUndefined();
		expect(cache.entries.size).toBe(0);
	});

	it('serves a cached answer through the gateway and counts exactly one hit', async () => {
		const hash = await store(
			'¿Tenéis oficina en Soria?',
			'Atendemos en línea en toda España.',
			100,
		);
		const cache = new AnswerCache(backend());
		await cache.preload();
		const gateway = createGateway({
			index: () => Promise.resolve(buildIndex([], assistantDataFromFiles())),
			cache,
		});
		const answer = await gateway.ask('tenéis oficina en soria');
		expect(answer).toMatchObject({ text: 'Atendemos en línea en toda España.', origin: 'cache' });
		await expect.poll(() => hitsOf(hash)).toBe(101);
	});

	it('lets anon count hits only by one, on existing entries, at most 30 a minute', async () => {
		const hash = await store('pregunta para el límite', 'Respuesta del límite');
		const anon = client(app);
		expect((await anon.rpc('count_ai_cache_hit', { p_question_hash: hash })).data).toBe(1);
		expect(
			(await anon.rpc('count_ai_cache_hit', { p_question_hash: 'a'.repeat(64) })).data,
		).toBeNull();
		expect((await anon.rpc('count_ai_cache_hit', { p_question_hash: 'nope' })).error?.code).toBe(
			'22023',
		);
		// 70 more calls span at most two minutes, so at least one minute goes over its 30.
		for (let i = 0; i < 70; i++) await anon.rpc('count_ai_cache_hit', { p_question_hash: hash });
		const minutes = await app.db.transaction((tx) =>
			tx.query(`select hits from private.ai_cache_hit_minutes where question_hash = '${hash}'`),
		);
		const perMinute = minutes.rows.map((r) => Number((r as { hits: number }).hits));
		expect(Math.max(...perMinute)).toBe(30);
		const counted = await hitsOf(hash);
		expect(counted).toBe(perMinute.reduce((a, b) => a + b, 0));
		expect(counted).toBeLessThan(71);
		// Anon still cannot write answers or bump counts directly.
		expect(
			(await anon.rpc('cache_ai_response', { p_question_hash: hash, p_response: 'x' })).error,
		).not.toBeNull();
		expect((await anon.rpc('record_ai_cache_hit', { p_question_hash: hash })).error).not.toBeNull();
		await anon.from('ai_response_cache').update({ hit_count: 999 }).eq('question_hash', hash);
		expect(await hitsOf(hash)).toBe(counted);
	});
});

describe('the provider function served by the local server', () => {
	let fake: Server;
	let seen: { auth?: string | undefined; body?: unknown } = {};

	beforeAll(async () => {
		// An OpenAI-compatible endpoint that answers from what it is sent.
		fake = createServer((req, res) => {
			let body = '';
			req.on('data', (c: Buffer) => (body += c.toString()));
			req.on('end', () => {
				seen = { auth: req.headers.authorization, body: JSON.parse(body) as unknown };
				res.writeHead(200, { 'content-type': 'application/json' });
				res.end(
					JSON.stringify({
						choices: [{ message: { content: 'La TAE incluye intereses y comisiones [1].' } }],
					}),
				);
			});
		});
		await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
	});
	afterAll(() => {
		fake.close();
		delete process.env['AI_PROVIDER_URL'];
		delete process.env['AI_PROVIDER_KEY'];
		delete process.env['AI_PROVIDER_MODEL'];
	});

	const request = {
		question: '¿Qué incluye la TAE?',
		passages: [
			{
				id: 'glosario-tae',
				title: 'Glosario: TAE',
				href: '/blog/glosario-hipotecario#tae',
				text: 'Coste anual efectivo del préstamo…',
			},
		],
	};

	it('answers 503 when not configured, so the browser falls back to the offline engine', async () => {
		const res = await fetch(`${app.url}/functions/v1/asistente-ia`, {
			method: 'POST',
			headers: { apikey: app.config.anonKey, 'content-type': 'application/json' },
			body: JSON.stringify(request),
		});
		expect(res.status).toBe(503);
		expect(await askProvider(backend(), request)).toBeUndefined();
	});

	it('writes the answer with the model, cites the passages and never returns the key', async () => {
		process.env['AI_PROVIDER_URL'] = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
		process.env['AI_PROVIDER_KEY'] = 'clave-secreta-del-servidor';
		process.env['AI_PROVIDER_MODEL'] = 'modelo-de-prueba';
		const res = await fetch(`${app.url}/functions/v1/asistente-ia`, {
			method: 'POST',
			headers: { apikey: app.config.anonKey, 'content-type': 'application/json' },
			body: JSON.stringify(request),
		});
		const text = await res.text();
		expect(res.status).toBe(200);
		expect(text).not.toContain('clave-secreta-del-servidor');
		expect(JSON.parse(text)).toEqual({
			text: 'La TAE incluye intereses y comisiones [1].',
			sources: [{ title: 'Glosario: TAE', href: '/blog/glosario-hipotecario#tae' }],
		});
		expect(seen.auth).toBe('Bearer clave-secreta-del-servidor');
		expect(JSON.stringify(seen.body)).toContain('Coste anual efectivo del préstamo');
		const answer = await askProvider(backend(), request);
		expect(answer).toMatchObject({
			origin: 'proveedor',
			text: 'La TAE incluye intereses y comisiones [1].',
		});
	});

	it('rejects passages that link off the site and requests without the apikey', async () => {
		const bad = {
			...request,
			passages: [{ ...request.passages[0]!, href: 'https://evil.example' }],
		};
		const res = await fetch(`${app.url}/functions/v1/asistente-ia`, {
			method: 'POST',
			headers: { apikey: app.config.anonKey, 'content-type': 'application/json' },
			body: JSON.stringify(bad),
		});
		expect(res.status).toBe(400);
		const noKey = await fetch(`${app.url}/functions/v1/asistente-ia`, {
			method: 'POST',
			body: '{}',
		});
		expect(noKey.status).toBe(401);
	});
});
