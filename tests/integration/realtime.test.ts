import {
	createClient,
	type RealtimeChannel,
	type RealtimePostgresChangesPayload,
	REALTIME_SUBSCRIBE_STATES,
} from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import WebSocket from 'ws';
import { signJwt } from '../../supabase/local/jwt.ts';
import type { Database } from '../../src/lib/supabase/database.types.ts';
import {
	type Client,
	client,
	service,
	signedInUser,
	startTestServer,
	subscribed,
	until,
} from './helpers.ts';

let app: LocalSupabase;
let a: Awaited<ReturnType<typeof signedInUser>>;
let b: Awaited<ReturnType<typeof signedInUser>>;
const channels: { c: Client; ch: RealtimeChannel }[] = [];

beforeAll(async () => {
	app = await startTestServer();
	[a, b] = await Promise.all([signedInUser(app), signedInUser(app)]);
}, 60_000);
afterAll(async () => {
	for (const { c, ch } of channels) await c.removeChannel(ch);
	await app?.close();
});

type Payload = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** A column of an event's new row (the payload types new as {} | row). */
const col = (row: object, name: string) => (row as Record<string, unknown>)[name];

/** Subscribes and resolves once the server confirmed the subscription. */
async function listen(
	c: Client,
	name: string,
	opts: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table: string; filter?: string },
) {
	const got: Payload[] = [];
	const ch = c
		.channel(name)
		.on('postgres_changes' as never, { schema: 'public', ...opts } as never, (p: Payload) =>
			got.push(p),
		);
	await subscribed(ch);
	channels.push({ c, ch });
	return got;
}

const notify = (userId: string, title: string) =>
	service(app)
		.from('notifications')
		.insert({ user_id: userId, title, message: 'Mensaje en tiempo real' })
		.select('id')
		.single();

describe('postgres_changes', () => {
	it('delivers INSERTs matching the filter, and never another user’s row (RLS)', async () => {
		const aGot = await listen(a.client, 'a-bell', {
			event: 'INSERT',
			table: 'notifications',
			filter: `user_id=eq.${a.id}`,
		});
		// B subscribes without any filter: only RLS stands between B and A's rows.
		const bGot = await listen(b.client, 'b-all', { event: 'INSERT', table: 'notifications' });
		await notify(a.id, 'Para A');
		await notify(b.id, 'Para B');
		await until(() => aGot.length === 1 && bGot.length === 1, 10_000, 'deliveries');
		// A later row for B arriving proves A's earlier row was not merely in flight.
		await notify(b.id, 'Otra para B');
		await until(() => bGot.length === 2, 10_000, 'second delivery');
		expect(aGot.map((p) => col(p.new, 'title'))).toEqual(['Para A']);
		expect(bGot.map((p) => col(p.new, 'title'))).toEqual(['Para B', 'Otra para B']);
		expect(aGot[0]).toMatchObject({
			schema: 'public',
			table: 'notifications',
			eventType: 'INSERT',
			errors: null,
		});
		expect(col(aGot[0]!.new, 'is_read')).toBe(false);
	});

	it('speaks protocol 1.0.0 too', async () => {
		const v1 = createClient<Database>(app.url, app.config.anonKey, {
			auth: { persistSession: false, autoRefreshToken: false },
			realtime: { vsn: '1.0.0' },
		});
		await v1.auth.signInWithPassword({ email: a.email, password: 'contraseña-segura-1' });
		const got = await listen(v1, 'v1', {
			event: 'INSERT',
			table: 'notifications',
			filter: `user_id=eq.${a.id}`,
		});
		await notify(a.id, 'Versión 1');
		await until(() => got.length === 1, 10_000, 'v1 delivery');
		expect(col(got[0]!.new, 'title')).toBe('Versión 1');
	});

	it('anon receives nothing from notifications', async () => {
		const anonGot = await listen(client(app), 'anon', { event: '*', table: 'notifications' });
		const aGot = await listen(a.client, 'a-watch', {
			event: '*',
			table: 'notifications',
			filter: `user_id=eq.${a.id}`,
		});
		await notify(a.id, 'Privada');
		await until(() => aGot.length === 1, 10_000, 'delivery to A');
		expect(anonGot).toEqual([]);
	});

	it('delivers UPDATE and DELETE with old keys', async () => {
		const got = await listen(a.client, 'a-changes', {
			event: '*',
			table: 'notifications',
			filter: `user_id=eq.${a.id}`,
		});
		const { data } = await notify(a.id, 'Cambiará');
		await a.client.from('notifications').update({ is_read: true }).eq('id', data!.id);
		await a.client.from('notifications').delete().eq('id', data!.id);
		await until(() => got.length === 3, 10_000, 'three events');
		expect(got.map((p) => p.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
		expect(col(got[1]!.new, 'is_read')).toBe(true);
		expect(got[2]!.old).toEqual({ id: data!.id });
	});

	it('follows the access token: after sign-out the channel gets nothing private', async () => {
		const c = (await signedInUser(app)).client;
		const user = (await c.auth.getUser()).data.user!;
		const got = await listen(c, 'token', { event: 'INSERT', table: 'notifications' });
		await notify(user.id, 'Antes');
		await until(() => got.length === 1, 10_000, 'first');
		await c.auth.signOut();
		// A round trip on the same socket: the server handled the token change before this ack.
		const ping = c.channel('ping', { config: { broadcast: { ack: true } } });
		await subscribed(ping);
		expect(await ping.send({ type: 'broadcast', event: 'ping', payload: {} })).toBe('ok');
		channels.push({ c, ch: ping });
		await notify(user.id, 'Después');
		await notify(a.id, 'Marcador');
		const marker = await listen(a.client, 'marker', {
			event: 'INSERT',
			table: 'notifications',
			filter: `user_id=eq.${a.id}`,
		});
		await notify(a.id, 'Marcador 2');
		await until(() => marker.length === 1, 10_000, 'marker');
		expect(got.map((p) => col(p.new, 'title'))).toEqual(['Antes']);
	});

	it('refuses joins and closes channels on forged tokens', async () => {
		const forged = signJwt(
			{ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 },
			'x'.repeat(40),
		);
		const ws = new WebSocket(
			`${app.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${app.config.anonKey}&vsn=2.0.0`,
		);
		await new Promise((r) => ws.once('open', r));
		const frames: unknown[][] = [];
		ws.on('message', (d: Buffer) => frames.push(JSON.parse(d.toString('utf8')) as unknown[]));
		const config = { postgres_changes: [{ event: '*', schema: 'public', table: 'notifications' }] };
		ws.send(JSON.stringify(['1', '1', 'realtime:x', 'phx_join', { config, access_token: forged }]));
		await until(() => frames.length >= 1, 10_000, 'join reply');
		expect(frames[0]).toMatchObject(['1', '1', 'realtime:x', 'phx_reply', { status: 'error' }]);
		// Joined with a good token, then switched to a forged one: the server closes the channel.
		ws.send(
			JSON.stringify([
				'2',
				'2',
				'realtime:y',
				'phx_join',
				{ config, access_token: app.config.anonKey },
			]),
		);
		ws.send(JSON.stringify(['2', '3', 'realtime:y', 'access_token', { access_token: forged }]));
		await until(() => frames.some((f) => f[3] === 'phx_close'), 10_000, 'phx_close');
		ws.close();
	});

	it('rejects subscriptions to unknown tables', async () => {
		const ch = a.client
			.channel('bad')
			.on(
				'postgres_changes' as never,
				{ event: '*', schema: 'public', table: 'nope' } as never,
				() => {},
			);
		const status = await new Promise<string>((resolve) => ch.subscribe((s) => resolve(s)));
		expect(status).toBe(REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR);
		await a.client.removeChannel(ch);
	});
});

describe('broadcast and presence', () => {
	it('relays broadcast messages to other members', async () => {
		const received: unknown[] = [];
		const rx = b.client
			.channel('sala')
			.on('broadcast', { event: 'hola' }, (m) => received.push(m['payload']));
		await subscribed(rx);
		const tx = a.client.channel('sala', { config: { broadcast: { ack: true } } });
		await subscribed(tx);
		expect(await tx.send({ type: 'broadcast', event: 'hola', payload: { n: 1 } })).toBe('ok');
		await until(() => received.length === 1, 10_000, 'broadcast');
		expect(received).toEqual([{ n: 1 }]);
		channels.push({ c: b.client, ch: rx }, { c: a.client, ch: tx });
	});

	it('relays broadcasts sent over HTTP (send() before joining, and the events endpoint)', async () => {
		const received: string[] = [];
		const rx = b.client
			.channel('http-sala')
			.on('broadcast', { event: '*' }, (m) => received.push(String(m['event'])));
		await subscribed(rx);
		channels.push({ c: b.client, ch: rx });
		const unjoined = a.client.channel('http-sala');
		expect(await unjoined.send({ type: 'broadcast', event: 'uno', payload: { n: 1 } })).toBe('ok');
		const res = await fetch(`${app.url}/realtime/v1/api/broadcast/http-sala/events/dos`, {
			method: 'POST',
			headers: { apikey: app.config.anonKey, 'Content-Type': 'application/json' },
			body: JSON.stringify({ n: 2 }),
		});
		expect(res.status).toBe(202);
		await until(() => received.length === 2, 10_000, 'HTTP broadcasts');
		expect(received).toEqual(['uno', 'dos']);
		await a.client.removeChannel(unjoined);
	});

	it('tracks presence', async () => {
		const ch = a.client.channel('presencia', { config: { presence: { key: 'ana' } } });
		let keys: string[] = [];
		ch.on('presence', { event: 'sync' }, () => (keys = Object.keys(ch.presenceState())));
		await subscribed(ch);
		await ch.track({ online_at: 'ahora' });
		await until(() => keys.includes('ana'), 10_000, 'presence sync');
		channels.push({ c: a.client, ch });
	});
});
