import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { sendContactLead } from '../../src/lib/supabase/leadsContact.ts';
import { service, signedInUser, startTestServer, uniqueEmail } from './helpers.ts';

let app: LocalSupabase;
let target: { url: string; anonKey: string };

beforeAll(async () => {
	app = await startTestServer();
	target = { url: app.url, anonKey: app.config.anonKey };
}, 60_000);

afterAll(async () => {
	await app?.close();
});

const lead = (email: string) => ({
	name: '  Ana Pérez ',
	email,
	phone: '',
	message: 'Quiero información sobre la hipoteca joven.',
});

describe('contact leads from /contacto', () => {
	it('stores an anonymous contact lead with consent and notifies every admin', async () => {
		const admin = await signedInUser(app, { admin: true });
		const email = uniqueEmail('contacto');
		expect(await sendContactLead(lead(email), target)).toEqual({ ok: true });

		const { data: rows } = await service(app)
			.from('leads')
			.select('source, name, email, phone, message, consent, status')
			.eq('email', email);
		expect(rows).toEqual([
			{
				source: 'contacto',
				name: 'Ana Pérez',
				email,
				phone: null,
				message: 'Quiero información sobre la hipoteca joven.',
				consent: true,
				status: 'nuevo',
			},
		]);
		const { data: notes } = await admin.client
			.from('notifications')
			.select('title, message, action_url')
			.eq('user_id', admin.id);
		expect(notes).toContainEqual({
			title: 'Nuevo mensaje de contacto',
			message: `Ana Pérez (${email}): Quiero información sobre la hipoteca joven.`,
			action_url: '/admin',
		});
	});

	it('answers a fourth message from the same email within the hour with 429', async () => {
		const email = uniqueEmail('repetido');
		for (let i = 0; i < 3; i++) {
			expect(await sendContactLead(lead(email), target)).toEqual({ ok: true });
		}
		expect(await sendContactLead(lead(email.toUpperCase()), target)).toEqual({
			ok: false,
			reason: 'rate_limited',
		});
		const res = await fetch(`${app.url}/rest/v1/leads`, {
			method: 'POST',
			headers: {
				apikey: target.anonKey,
				authorization: `Bearer ${target.anonKey}`,
				'content-type': 'application/json',
			},
			body: JSON.stringify({ source: 'contacto', name: 'Ana', email, consent: true }),
		});
		expect(res.status).toBe(429);
		const { count } = await service(app)
			.from('leads')
			.select('id', { count: 'exact', head: true })
			.eq('email', email);
		expect(count).toBe(3);
	});

	it('refuses a lead without consent and never lets a visitor read leads', async () => {
		const res = await fetch(`${app.url}/rest/v1/leads`, {
			method: 'POST',
			headers: {
				apikey: target.anonKey,
				authorization: `Bearer ${target.anonKey}`,
				'content-type': 'application/json',
			},
			body: JSON.stringify({
				source: 'contacto',
				name: 'Ana',
				email: uniqueEmail('sin'),
				consent: false,
			}),
		});
		expect(res.status).toBe(400);
		const read = await fetch(`${app.url}/rest/v1/leads?select=email`, {
			headers: { apikey: target.anonKey, authorization: `Bearer ${target.anonKey}` },
		});
		expect(await read.json()).toEqual([]);
	});

	it('reports a server it cannot reach as a failure, without throwing', async () => {
		expect(
			await sendContactLead(lead(uniqueEmail('caido')), {
				url: 'http://127.0.0.1:9',
				anonKey: target.anonKey,
			}),
		).toEqual({ ok: false, reason: 'failed' });
	});
});
