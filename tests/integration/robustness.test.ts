import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { client, service, signedInUser, startTestServer, uniqueEmail } from './helpers.ts';

let app: LocalSupabase;
let user: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
	app = await startTestServer({ rateLimit: 5, maxBodyBytes: 64 * 1024 });
	// Signed in before the rate-limit test spends this IP's allowance.
	user = await signedInUser(app, { email: uniqueEmail('load') });
}, 60_000);
afterAll(() => app?.close());

const rest = (path: string, init: RequestInit & { token?: string } = {}) =>
	fetch(`${app.url}/rest/v1/${path}`, {
		...init,
		headers: {
			apikey: app.config.anonKey,
			Authorization: `Bearer ${init.token ?? app.config.serviceRoleKey}`,
			'Content-Type': 'application/json',
			...init.headers,
		},
	});

async function expectError(res: Response, status: number, code?: string) {
	expect(res.status).toBe(status);
	const body = (await res.json()) as Record<string, unknown>;
	expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
	if (code) expect(body['code']).toBe(code);
}

describe('bad input gets a 4xx JSON error', () => {
	it('malformed JSON', async () => {
		await expectError(
			await rest('notifications', { method: 'POST', body: '{"title": ' }),
			400,
			'PGRST102',
		);
		const auth = await fetch(`${app.url}/auth/v1/signup`, {
			method: 'POST',
			body: '{nope',
			headers: { apikey: app.config.anonKey, 'Content-Type': 'application/json' },
		});
		expect(auth.status).toBe(400);
		expect(await auth.json()).toMatchObject({ code: 'bad_json' });
	});

	it('unknown tables, columns and embeds', async () => {
		await expectError(await rest('usuarios'), 404, 'PGRST205');
		await expectError(await rest('notifications?select=secreto'), 400, '42703');
		await expectError(await rest('notifications?secreto=eq.1'), 400, '42703');
		await expectError(await rest('notifications?order=secreto.desc'), 400, '42703');
		await expectError(
			await rest('notifications', { method: 'POST', body: '{"secreto": 1}' }),
			400,
			'PGRST204',
		);
		await expectError(await rest('notifications?select=*,leads(*)'), 400, 'PGRST200');
		await expectError(await rest('notifications?title=raro.1'), 400, 'PGRST100');
		await expectError(await rest('notifica%E0%A4%A'), 400, 'PGRST100');
		await expectError(await rest('notifications?or=(title.eq.a'), 400, 'PGRST100');
		await expectError(await rest('notifications?limit=-1'), 400, 'PGRST100');
	});

	it('oversized bodies', async () => {
		const big = JSON.stringify({ title: 'x'.repeat(100 * 1024) });
		await expectError(await rest('notifications', { method: 'POST', body: big }), 413);
		const auth = await fetch(`${app.url}/auth/v1/signup`, {
			method: 'POST',
			body: big,
			headers: { apikey: app.config.anonKey, 'Content-Type': 'application/json' },
		});
		expect(auth.status).toBe(413);
	});

	it('forged, expired and role-escalating JWTs', async () => {
		const now = Math.floor(Date.now() / 1000);
		const forged = signJwt(
			{ role: 'service_role', exp: now + 60 },
			'otro-secreto-que-no-es-el-bueno-1234567890',
		);
		await expectError(await rest('notifications', { token: forged }), 401, 'PGRST301');
		const expired = signJwt(
			{ role: 'authenticated', sub: crypto.randomUUID(), exp: now - 10 },
			app.config.jwtSecret,
		);
		await expectError(await rest('notifications', { token: expired }), 401, 'PGRST303');
		const superuser = signJwt({ role: 'postgres', exp: now + 60 }, app.config.jwtSecret);
		await expectError(await rest('notifications', { token: superuser }), 401, 'PGRST301');
		const tampered = app.config.anonKey.replace(
			/\.[^.]+\./,
			`.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`,
		);
		await expectError(await rest('notifications', { token: tampered }), 401);
		const user = await fetch(`${app.url}/auth/v1/user`, {
			headers: { apikey: app.config.anonKey, Authorization: `Bearer ${forged}` },
		});
		expect(user.status).toBe(403);
		expect(await user.json()).toMatchObject({ code: 'bad_jwt' });
	});

	it('SQL in values and identifiers is inert', async () => {
		const evil = "x'); drop table public.notifications; --";
		expect(
			(await client(app).from('ai_response_cache').select('*').eq('response', evil)).data,
		).toEqual([]);
		expect(
			(
				await client(app)
					.from('ai_response_cache')
					.select('*')
					.or(`response.eq.${evil.replace(/[,()]/g, '')}`)
			).error,
		).toBeNull();
		await expectError(
			await rest(`notifications?select=${encodeURIComponent('id;drop table x')}`),
			400,
		);
		await expectError(
			await rest(`notifications?order=${encodeURIComponent('id;drop table x')}`),
			400,
		);
		await expectError(
			await rest(`notifications?select=${encodeURIComponent('id::text;drop')}`),
			400,
		);
		const stillThere = await service(app)
			.from('notifications')
			.select('id', { count: 'exact', head: true });
		expect(stillThere.error).toBeNull();
	});

	it('rate-limits sign-in per IP with GoTrue’s error', async () => {
		const email = uniqueEmail('rate');
		const codes: (string | undefined)[] = [];
		for (let i = 0; i < 7; i++) {
			codes.push(
				(await client(app).auth.signInWithPassword({ email, password: 'mala-contraseña' })).error
					?.code,
			);
		}
		// 5 per window, one already spent by beforeAll's sign-in.
		expect(codes.slice(0, 4)).toEqual(Array(4).fill('invalid_credentials'));
		expect(codes.slice(4)).toEqual(Array(3).fill('over_request_rate_limit'));
	});

	it('answers 400 to malformed percent-encoding in the broadcast path', async () => {
		const res = await fetch(`${app.url}/realtime/v1/api/broadcast/%E0%A4%A/events/x%zz`, {
			method: 'POST',
			headers: { apikey: app.config.anonKey, 'Content-Type': 'application/json' },
			body: '{}',
		});
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual({
			message: 'Invalid percent-encoding in the topic or event',
		});
	});

	it('survives garbage on the realtime socket', async () => {
		const ws = new WebSocket(
			`${app.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${app.config.anonKey}&vsn=2.0.0`,
		);
		await new Promise((r) => ws.once('open', r));
		ws.send('no soy json');
		ws.send(Buffer.from([9, 9, 9]));
		ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
		const reply = await new Promise<string>((r) =>
			ws.once('message', (d) => r((d as Buffer).toString('utf8'))),
		);
		expect(JSON.parse(reply)).toEqual([
			null,
			'1',
			'phoenix',
			'phx_reply',
			{ status: 'ok', response: {} },
		]);
		ws.close();
		const refused = new WebSocket(
			`${app.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=falsa&vsn=2.0.0`,
		);
		await new Promise((r) => refused.once('error', r));
	});
});

describe('concurrency', () => {
	it('never loses writes under concurrent load', async () => {
		const svc = service(app);
		const inserts = await Promise.all(
			Array.from({ length: 100 }, (_, i) =>
				svc.from('notifications').insert({ user_id: user.id, title: `Carga ${i}`, message: 'x' }),
			),
		);
		expect(inserts.every((r) => r.status === 201)).toBe(true);
		const { count } = await user.client
			.from('notifications')
			.select('*', { count: 'exact', head: true });
		expect(count).toBe(100);
		const hash = createHash('sha256').update('carga').digest('hex');
		await svc.rpc('cache_ai_response', { p_question_hash: hash, p_response: 'r' });
		await Promise.all(
			Array.from({ length: 50 }, () => svc.rpc('record_ai_cache_hit', { p_question_hash: hash })),
		);
		expect(
			(await svc.from('ai_response_cache').select('hit_count').eq('question_hash', hash).single())
				.data?.hit_count,
		).toBe(50);
	});
});
