import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { service, signedInUser, startTestServer, uniqueEmail } from './helpers.ts';

/**
 * Issue 24, item 6: the contact form's per-IP limit (10 an hour) counts the address the server
 * saw, not one the visitor writes in X-Forwarded-For; a configured proxy's header is believed
 * (its nearest hop); and a burst of messages leaves each admin one pending notice.
 */

let direct: LocalSupabase;
let proxied: LocalSupabase;

beforeAll(async () => {
	[direct, proxied] = await Promise.all([
		startTestServer(),
		startTestServer({ trustedProxies: ['127.0.0.1', '::1'] }),
	]);
}, 120_000);

afterAll(async () => {
	await Promise.all([direct?.close(), proxied?.close()]);
});

/** Posts one contact lead as anon with extra headers; answers the HTTP status. */
async function post(app: LocalSupabase, email: string, headers: Record<string, string> = {}) {
	const res = await fetch(`${app.url}/rest/v1/leads`, {
		method: 'POST',
		headers: {
			apikey: app.config.anonKey,
			authorization: `Bearer ${app.config.anonKey}`,
			'content-type': 'application/json',
			prefer: 'return=minimal',
			...headers,
		},
		body: JSON.stringify({ source: 'contacto', name: 'Ana Pérez', email, consent: true }),
	});
	await res.text();
	return res.status;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function ipHashOf(app: LocalSupabase, email: string) {
	const { data } = await service(app).from('leads').select('sender_ip_hash').eq('email', email);
	return data?.map((row) => row.sender_ip_hash);
}

describe('contact form limit per IP', () => {
	it('counts the socket address: a forged X-Forwarded-For (or cf-connecting-ip) changes nothing', async () => {
		const statuses: number[] = [];
		for (let i = 1; i <= 11; i++) {
			statuses.push(
				await post(direct, uniqueEmail(`ip${i}`), {
					'x-forwarded-for': `203.0.113.${i}`,
					'cf-connecting-ip': `198.51.100.${i}`,
					'x-real-ip': `192.0.2.${i}`,
				}),
			);
		}
		expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
		const email = uniqueEmail('hash');
		await post(proxied, email);
		expect(await ipHashOf(proxied, email)).toEqual([sha256('127.0.0.1')]);
	});

	it('believes a configured proxy: the nearest hop it reports is the caller', async () => {
		const email = uniqueEmail('proxy');
		expect(await post(proxied, email, { 'x-forwarded-for': '203.0.113.7, 192.0.2.44' })).toBe(201);
		expect(await ipHashOf(proxied, email)).toEqual([sha256('192.0.2.44')]);
		// Ten from one reported address, then 429; another address still passes.
		const statuses: number[] = [];
		for (let i = 0; i < 10; i++) {
			statuses.push(
				await post(proxied, uniqueEmail('same'), { 'x-forwarded-for': `10.0.0.${i}, 192.0.2.55` }),
			);
		}
		expect(statuses).toEqual(Array<number>(10).fill(201));
		expect(await post(proxied, uniqueEmail('same'), { 'x-forwarded-for': '192.0.2.55' })).toBe(429);
		expect(await post(proxied, uniqueEmail('other'), { 'x-forwarded-for': '192.0.2.56' })).toBe(
			201,
		);
	});
});

describe('who the contact limits apply to', () => {
	it('the service role (the project’s own server) is not a visitor: no limit, address still recorded', async () => {
		const app = await startTestServer();
		try {
			for (let i = 0; i < 11; i++)
				expect(await post(app, uniqueEmail(`visita${i}`))).toBe(i < 10 ? 201 : 429);
			const email = uniqueEmail('servidor');
			const rows = Array.from({ length: 4 }, () => ({
				source: 'contacto' as const,
				name: 'Importación',
				email,
				consent: true,
			}));
			const { error } = await service(app).from('leads').insert(rows);
			expect(error).toBeNull();
			expect(await ipHashOf(app, email)).toEqual(Array<string>(4).fill(sha256('127.0.0.1')));
			// Visitors from that address are still refused.
			expect(await post(app, uniqueEmail('visita-otra'))).toBe(429);
		} finally {
			await app.close();
		}
	});
});

describe('admin notifications of contact messages', () => {
	it('one pending notice per admin, updated into a digest while it is unread', async () => {
		const admin = await signedInUser(proxied, { admin: true });
		const other = await signedInUser(proxied, { admin: true });
		const notices = async (userId: string) =>
			(
				await service(proxied)
					.from('notifications')
					.select('id, title, message, action_url, is_read')
					.eq('user_id', userId)
			).data ?? [];
		const first = uniqueEmail('primero');
		expect(await post(proxied, first, { 'x-forwarded-for': '192.0.2.80' })).toBe(201);
		expect(await notices(admin.id)).toEqual([
			expect.objectContaining({
				title: 'Nuevo mensaje de contacto',
				message: `Ana Pérez (${first}): `,
				action_url: '/admin',
			}),
		]);
		const last = uniqueEmail('tercero');
		expect(await post(proxied, uniqueEmail('segundo'), { 'x-forwarded-for': '192.0.2.81' })).toBe(
			201,
		);
		expect(await post(proxied, last, { 'x-forwarded-for': '192.0.2.82' })).toBe(201);
		for (const user of [admin, other]) {
			expect(await notices(user.id)).toEqual([
				expect.objectContaining({
					title: 'Mensajes de contacto nuevos',
					message: `3 mensajes de contacto sin revisar. El último, de Ana Pérez (${last}).`,
					is_read: false,
				}),
			]);
		}
		// Once read, the next message starts a new notice.
		await admin.client.from('notifications').update({ is_read: true }).eq('user_id', admin.id);
		const fourth = uniqueEmail('cuarto');
		expect(await post(proxied, fourth, { 'x-forwarded-for': '192.0.2.83' })).toBe(201);
		const after = await notices(admin.id);
		expect(after).toHaveLength(2);
		expect(after).toContainEqual(
			expect.objectContaining({
				title: 'Nuevo mensaje de contacto',
				message: `Ana Pérez (${fourth}): `,
				is_read: false,
			}),
		);
	});
});
