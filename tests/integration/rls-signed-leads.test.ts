// Dominio: leads, clientForm
import { createHash } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/lib/supabase/database.types.ts';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { type Client, service, signedInUser } from './helpers.ts';
import { answer, onBothDatabases, png } from './clientFormFixtures.ts';

/**
 * Issue 24, item 5: a client's signed answer to a shareable form is sealed. The database stores
 * the SHA-256 of what was signed, and only the follow-up (status, notes) can change, for the
 * form's owner and the team; on PGlite and on PostgreSQL 15.
 */

function sealed(start: () => Promise<LocalSupabase>) {
	let app: LocalSupabase;
	let svc: Client;
	const clients = {} as Record<'proA' | 'admin', Client>;
	const ids = {} as Record<'proA', string>;

	const anonFrom = (ip: string) =>
		createClient<Database>(app.url, app.config.anonKey, {
			auth: { persistSession: false, autoRefreshToken: false },
			global: { headers: { 'x-forwarded-for': ip } },
		});

	async function formOfA(): Promise<{ id: string; token: string }> {
		const { data, error } = await svc
			.from('share_forms')
			.insert({ owner_id: ids.proA, title: 'Compradores de obra nueva' })
			.select('id, token')
			.single();
		if (error) throw error;
		return data;
	}

	beforeAll(async () => {
		app = await start();
		svc = service(app);
		const [pro, admin] = await Promise.all([
			signedInUser(app, { role: 'inmobiliaria' }),
			signedInUser(app, { admin: true }),
		]);
		clients.proA = pro.client;
		clients.admin = admin.client;
		ids.proA = pro.id;
	}, 300_000);
	afterAll(() => app?.close());

	it('seals a signed answer: its SHA-256 is stored and only status and notes change (issue 24)', async () => {
		const form = await formOfA();
		const sent = await anonFrom('198.51.100.77').rpc(
			'submit_share_form',
			answer(form.token, { p_name: 'Lucía Gómez', p_email: 'lucia@example.com' }),
		);
		expect(sent.error).toBeNull();
		const { data: lead } = await svc
			.from('leads')
			.select('id, signed_content_sha256')
			.eq('share_form_id', form.id)
			.single();
		// The signed content written out by hand, in private.lead_signed_content's order.
		const signed = [
			`share_form_id=${form.id}`,
			'name=Lucía Gómez',
			'email=lucia@example.com',
			'phone=600111222',
			'message=',
			'monthly_income=2500.00',
			'savings=30000.00',
			'employment=asalariado_indefinido',
			'property_type=piso',
			'property_price=250000.00',
			'province=sevilla',
			'city=Dos Hermanas',
			'consent=true',
			'signature_method=trazo',
			`signature=${png}`,
		].join('\n');
		expect(lead!.signed_content_sha256).toBe(createHash('sha256').update(signed).digest('hex'));

		// The owner and the admin follow it up, but cannot rewrite what the client signed.
		for (const actor of ['proA', 'admin'] as const) {
			const followUp = await clients[actor]
				.from('leads')
				.update({ status: 'contactado', notes: `Llamada (${actor})` }, { count: 'exact' })
				.eq('id', lead!.id);
			expect([actor, followUp.error, followUp.count]).toEqual([actor, null, 1]);
			for (const change of [
				{ signature: png.replace('AAAAAE', 'AAAAAF') },
				{ name: 'Otra Persona' },
				{ monthly_income: 9000 },
				{ signed_content_sha256: '0'.repeat(64) },
				{ status: 'cerrado', message: 'Añadido después' },
			]) {
				const { error } = await clients[actor].from('leads').update(change).eq('id', lead!.id);
				expect([actor, Object.keys(change), error?.code]).toEqual([
					actor,
					Object.keys(change),
					'42501',
				]);
			}
		}
		// Not even the service role rewrites a signed answer.
		const forced = await svc.from('leads').update({ name: 'Otra Persona' }).eq('id', lead!.id);
		expect(forced.error?.code).toBe('42501');
		const { data: after } = await svc
			.from('leads')
			.select('name, monthly_income, signature, status, notes, signed_content_sha256')
			.eq('id', lead!.id)
			.single();
		expect(after).toEqual({
			name: 'Lucía Gómez',
			monthly_income: 2500,
			signature: png,
			status: 'contactado',
			notes: 'Llamada (admin)',
			signed_content_sha256: lead!.signed_content_sha256,
		});
	});
}

onBothDatabases('signed share-form answers', sealed);
