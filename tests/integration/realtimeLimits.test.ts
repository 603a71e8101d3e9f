import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
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
const channels: { c: Client; ch: RealtimeChannel }[] = [];
beforeAll(async () => {
	app = await startTestServer({ realtimeChannels: { perConnection: 3, perUser: 6 } });
}, 60_000);
afterAll(async () => {
	for (const { c, ch } of channels) await c.removeChannel(ch);
	await app?.close();
});

type Payload = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** Joins a channel with one postgres_changes binding on notifications; resolves once joined. */
async function listen(c: Client, name: string, event: 'INSERT' | 'DELETE', filter: string) {
	const got: Payload[] = [];
	const ch = c
		.channel(name)
		.on(
			'postgres_changes' as never,
			{ schema: 'public', table: 'notifications', event, filter } as never,
			(p: Payload) => got.push(p),
		);
	channels.push({ c, ch });
	await subscribed(ch);
	return got;
}

const notify = async (userId: string, title: string) => {
	const { data, error } = await service(app)
		.from('notifications')
		.insert({ user_id: userId, title, message: 'x' })
		.select('id')
		.single();
	if (error) throw new Error(error.message);
	return data.id;
};

/** Another signed-in session (its own token and session_id) of the same account. */
async function session(email: string): Promise<Client> {
	const c = client(app);
	const { error } = await c.auth.signInWithPassword({ email, password: 'contraseña-segura-1' });
	if (error) throw error;
	return c;
}

describe('realtime DELETE filters cannot probe rows the subscriber could not see', () => {
	it('matches another user’s deleted row only by primary key, the owner’s by its values', async () => {
		const [a, b] = await Promise.all([signedInUser(app), signedInUser(app)]);
		const owner = await listen(a.client, 'dueño', 'DELETE', `user_id=eq.${a.id}`);
		const probeUser = await listen(b.client, 'sonda-usuario', 'DELETE', `user_id=eq.${a.id}`);
		const probeTitle = await listen(b.client, 'sonda-titulo', 'DELETE', 'title=eq.Secreto');
		const secret = await notify(a.id, 'Secreto');
		await service(app).from('notifications').delete().eq('id', secret);
		await until(() => owner.length === 1, 10_000, 'the owner’s DELETE');
		expect(owner[0]!.old).toEqual({ id: secret });
		// A later change B may see arrives after the first one was fully dispatched.
		const sentinel = await listen(b.client, 'propia', 'INSERT', `user_id=eq.${b.id}`);
		await notify(b.id, 'Testigo');
		await until(() => sentinel.length === 1, 10_000, 'the sentinel');
		expect(probeUser).toEqual([]);
		expect(probeTitle).toEqual([]);
	});
});

describe('realtime fan-out', () => {
	it('checks a row once for all the sessions of one user', async () => {
		const user = await signedInUser(app);
		const sessions = [
			user.client,
			...(await Promise.all([1, 2, 3, 4].map(() => session(user.email)))),
		];
		const inboxes = await Promise.all(
			sessions.map((c, i) => listen(c, `sesion-${i}`, 'INSERT', `user_id=eq.${user.id}`)),
		);
		let checks = 0;
		const transaction = app.db.transaction.bind(app.db);
		app.db.transaction = (fn, who) => {
			if (who?.role === 'authenticated') checks++;
			return transaction(fn, who);
		};
		try {
			await notify(user.id, 'Para todas las sesiones');
			await until(() => inboxes.every((got) => got.length === 1), 10_000, 'five deliveries');
		} finally {
			app.db.transaction = transaction;
		}
		expect(checks).toBe(1);
	});

	it('limits the channels of one connection and of one user over all connections', async () => {
		const user = await signedInUser(app);
		const first = user.client;
		for (const n of [1, 2, 3]) await listen(first, `c1-${n}`, 'INSERT', `user_id=eq.${user.id}`);
		await expect(listen(first, 'c1-4', 'INSERT', `user_id=eq.${user.id}`)).rejects.toThrow(
			'Too many channels',
		);
		const second = await session(user.email);
		for (const n of [1, 2, 3]) await listen(second, `c2-${n}`, 'INSERT', `user_id=eq.${user.id}`);
		const third = await session(user.email);
		await expect(listen(third, 'c3-1', 'INSERT', `user_id=eq.${user.id}`)).rejects.toThrow(
			'Too many channels',
		);
	});
});
