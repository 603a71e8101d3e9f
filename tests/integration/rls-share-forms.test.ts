// Dominio: clientForm
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/supabase/database.types.ts';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { type Client, client, service, signedInUser } from './helpers.ts';
import { answer, onBothDatabases, png } from './clientFormFixtures.ts';

/**
 * The shareable client form (issue 14) under RLS, with real tokens: anon, user A, user B
 * (particulares), professional A, professional B and an admin against share_forms' new column
 * and grants, the leads' new columns, get_share_form and submit_share_form (limits, expired and
 * revoked links, consent, signature), on PGlite and on PostgreSQL 15.
 */

type Actor = 'anon' | 'userA' | 'userB' | 'proA' | 'proB' | 'admin';
const actors: Actor[] = ['anon', 'userA', 'userB', 'proA', 'proB', 'admin'];

let ipCounter = 0;
/** A different documentation-range IP per call, so tests never share the per-IP limit. */
const nextIp = () => `198.51.100.${++ipCounter}`;

function matrix(start: () => Promise<LocalSupabase>) {
	let app: LocalSupabase;
	let svc: Client;
	const clients = {} as Record<Actor, Client>;
	const ids = {} as Record<Exclude<Actor, 'anon'>, string>;

	/** An anonymous client whose requests come from `ip` (as the hosted gateway reports it). */
	const anonFrom = (ip: string) =>
		createClient<Database>(app.url, app.config.anonKey, {
			auth: { persistSession: false, autoRefreshToken: false },
			global: { headers: { 'x-forwarded-for': ip } },
		});

	/** A form of professional A (service role), with its token. */
	async function formOfA(
		values: Record<string, unknown> = {},
	): Promise<{ id: string; token: string }> {
		const { data, error } = await svc
			.from('share_forms')
			.insert({ owner_id: ids.proA, title: 'Compradores de obra nueva', ...values })
			.select('id, token')
			.single();
		if (error) throw error;
		return data;
	}

	beforeAll(async () => {
		app = await start();
		svc = service(app);
		const users = await Promise.all([
			signedInUser(app),
			signedInUser(app),
			signedInUser(app, { role: 'inmobiliaria' }),
			signedInUser(app, { role: 'agente_inmobiliario' }),
			signedInUser(app, { admin: true }),
		]);
		const keys = ['userA', 'userB', 'proA', 'proB', 'admin'] as const;
		keys.forEach((k, i) => {
			clients[k] = users[i]!.client;
			ids[k] = users[i]!.id;
		});
		clients.anon = client(app);
	}, 300_000);
	afterAll(() => app?.close());

	describe('get_share_form', () => {
		it('shows an active link to everyone with its title and who sent it', async () => {
			const form = await formOfA({ description: 'Déjanos tus datos' });
			for (const actor of actors) {
				const { data, error } = await clients[actor].rpc('get_share_form', {
					p_token: form.token,
				});
				expect(error).toBeNull();
				expect(data).toEqual([
					{
						title: 'Compradores de obra nueva',
						description: 'Déjanos tus datos',
						sender_name: 'Prueba Usuario',
						sender_role: 'inmobiliaria',
						expires_at: null,
						state: 'activo',
					},
				]);
			}
		});

		it('says revoked or expired without the title, and nothing for an unknown token', async () => {
			const revoked = await formOfA({ is_active: false });
			const expired = await formOfA({
				created_at: '2026-01-01T00:00:00Z',
				expires_at: '2026-01-02T00:00:00Z',
			});
			const anon = clients.anon;
			expect((await anon.rpc('get_share_form', { p_token: revoked.token })).data).toEqual([
				expect.objectContaining({ title: null, description: null, state: 'revocado' }),
			]);
			expect((await anon.rpc('get_share_form', { p_token: expired.token })).data).toEqual([
				expect.objectContaining({ title: null, state: 'caducado' }),
			]);
			for (const token of ['0'.repeat(32), 'corto', "x' or 1=1 --"]) {
				expect((await anon.rpc('get_share_form', { p_token: token })).data).toEqual([]);
			}
		});
	});

	describe('submit_share_form', () => {
		it('stores the lead with its signature for the owner only, and notifies the owner', async () => {
			const form = await formOfA();
			const sent = await anonFrom(nextIp()).rpc(
				'submit_share_form',
				answer(form.token, { p_name: '  Jorge Martín ', p_email: 'jorge@example.com' }),
			);
			expect(sent.error).toBeNull();

			const read = async (actor: Actor) =>
				(
					await clients[actor]
						.from('leads')
						.select(
							'name, source, monthly_income, savings, employment, property_type, property_price, province, city, signature, signature_method, phone, message',
						)
						.eq('share_form_id', form.id)
				).data ?? [];
			const expected = {
				name: 'Jorge Martín',
				source: 'formulario_compartido',
				monthly_income: 2500,
				savings: 30000,
				employment: 'asalariado_indefinido',
				property_type: 'piso',
				property_price: 250000,
				province: 'sevilla',
				city: 'Dos Hermanas',
				signature: png,
				signature_method: 'trazo',
				phone: '600111222',
				message: null,
			};
			const seen: Record<Actor, number> = {} as Record<Actor, number>;
			for (const actor of actors) seen[actor] = (await read(actor)).length;
			expect(seen).toEqual({ anon: 0, userA: 0, userB: 0, proA: 1, proB: 0, admin: 1 });
			expect(await read('proA')).toEqual([expected]);

			const { data: notes } = await clients.proA
				.from('notifications')
				.select('title, message, action_url')
				.eq('user_id', ids.proA);
			expect(notes).toContainEqual({
				title: 'Nuevo cliente desde tu formulario',
				message:
					'Jorge Martín ha rellenado «Compradores de obra nueva» y ha firmado su consentimiento.',
				action_url: '/dashboard#clientes',
			});
			const { data: otherNotes } = await svc
				.from('notifications')
				.select('id')
				.eq('user_id', ids.proB);
			expect(otherNotes).toEqual([]);
		});

		it('lets only the owner and the admin follow up the lead; nobody else changes it', async () => {
			const form = await formOfA();
			await anonFrom(nextIp()).rpc('submit_share_form', answer(form.token));
			const { data } = await svc.from('leads').select('id').eq('share_form_id', form.id).single();
			const updated: Record<Actor, boolean> = {} as Record<Actor, boolean>;
			for (const actor of actors) {
				const { error, count } = await clients[actor]
					.from('leads')
					.update({ status: 'contactado' }, { count: 'exact' })
					.eq('id', data!.id);
				updated[actor] = error === null && count === 1;
			}
			expect(updated).toEqual({
				anon: false,
				userA: false,
				userB: false,
				proA: true,
				proB: false,
				admin: true,
			});
		});

		it('refuses a revoked, an expired and an unknown link with their codes', async () => {
			const revoked = await formOfA({ is_active: false });
			const expired = await formOfA({
				created_at: '2026-01-01T00:00:00Z',
				expires_at: '2026-01-02T00:00:00Z',
			});
			const anon = anonFrom(nextIp());
			const r = await anon.rpc('submit_share_form', answer(revoked.token));
			expect(r.error).toMatchObject({ code: 'PT410', details: 'revocado' });
			expect(r.status).toBe(410);
			const e = await anon.rpc('submit_share_form', answer(expired.token));
			expect(e.error).toMatchObject({ code: 'PT410', details: 'caducado' });
			const u = await anon.rpc('submit_share_form', answer('f'.repeat(32)));
			expect(u.error).toMatchObject({ code: 'PT404' });
			const { count } = await svc
				.from('leads')
				.select('id', { count: 'exact', head: true })
				.in('share_form_id', [revoked.id, expired.id]);
			expect(count).toBe(0);
		});

		it('needs the consent box and a PNG signature', async () => {
			const form = await formOfA();
			const anon = anonFrom(nextIp());
			const noConsent = await anon.rpc(
				'submit_share_form',
				answer(form.token, { p_consent: false }),
			);
			expect(noConsent.error).toMatchObject({ code: '22023', details: 'consentimiento' });
			const notPng = await anon.rpc(
				'submit_share_form',
				answer(form.token, { p_signature: 'data:image/svg+xml;base64,PHN2Zz4=' }),
			);
			expect(notPng.error?.code).toBe('23514');
			const huge = await anon.rpc(
				'submit_share_form',
				answer(form.token, { p_signature: `data:image/png;base64,${'A'.repeat(200_000)}` }),
			);
			expect(huge.error?.code).toBe('23514');
			const badMethod = await anon.rpc(
				'submit_share_form',
				answer(form.token, { p_signature_method: 'sello' }),
			);
			expect(badMethod.error?.code).toBe('23514');
			const badIncome = await anon.rpc(
				'submit_share_form',
				answer(form.token, { p_monthly_income: -1 }),
			);
			expect(badIncome.error?.code).toBe('23514');
			const { count } = await svc
				.from('leads')
				.select('id', { count: 'exact', head: true })
				.eq('share_form_id', form.id);
			expect(count).toBe(0);
		});

		it('allows 5 answers an hour from one IP, then answers 429 (other IPs still pass)', async () => {
			const form = await formOfA();
			const ip = nextIp();
			for (let i = 0; i < 5; i++) {
				const { error } = await anonFrom(ip).rpc(
					'submit_share_form',
					answer(form.token, { p_email: `ip${i}@example.com` }),
				);
				expect(error).toBeNull();
			}
			const sixth = await anonFrom(ip).rpc('submit_share_form', answer(form.token));
			expect(sixth.error).toMatchObject({ code: 'PT429', details: 'ip' });
			expect(sixth.status).toBe(429);
			// Another form from the same IP is refused too: the limit is per connection.
			const other = await formOfA();
			expect((await anonFrom(ip).rpc('submit_share_form', answer(other.token))).error?.code).toBe(
				'PT429',
			);
			expect(
				(await anonFrom(nextIp()).rpc('submit_share_form', answer(form.token))).error,
			).toBeNull();
		});

		it('allows 20 answers an hour per link, from any IPs, then answers 429', async () => {
			const form = await formOfA();
			const rows = Array.from({ length: 20 }, (_, i) => ({
				source: 'formulario_compartido',
				share_form_id: form.id,
				name: `Cliente ${i}`,
				email: `cliente${i}@example.com`,
				consent: true,
			}));
			expect((await svc.from('leads').insert(rows)).error).toBeNull();
			const refused = await anonFrom(nextIp()).rpc('submit_share_form', answer(form.token));
			expect(refused.error).toMatchObject({ code: 'PT429', details: 'formulario' });
			// Leads older than an hour no longer count.
			await svc
				.from('leads')
				.update({ created_at: '2026-01-01T00:00:00Z' })
				.eq('share_form_id', form.id);
			expect(
				(await anonFrom(nextIp()).rpc('submit_share_form', answer(form.token))).error,
			).toBeNull();
		});

		it('never lets anyone insert a share-form lead directly (only through the function)', async () => {
			const form = await formOfA();
			for (const actor of actors) {
				const { error } = await clients[actor].from('leads').insert({
					source: 'formulario_compartido',
					share_form_id: form.id,
					name: 'Directo',
					email: 'directo@example.com',
					consent: true,
				});
				expect(error?.code, actor).toBe('42501');
			}
			const contactWithSignature = await clients.anon.from('leads').insert({
				source: 'contacto',
				name: 'Visitante',
				email: 'firma.contacto@example.com',
				consent: true,
				signature: png,
				signature_method: 'trazo',
			});
			expect(contactWithSignature.error?.code).toBe('42501');
		});
	});

	describe('share_forms: professionals manage their own links', () => {
		it('only professionals create links; the token is always the database’s', async () => {
			const created: Record<Actor, boolean> = {} as Record<Actor, boolean>;
			for (const actor of actors) {
				const id = actor === 'anon' ? ids.proA : ids[actor];
				const { error, status } = await clients[actor]
					.from('share_forms')
					.insert({ owner_id: id, title: 'Enlace nuevo', expires_at: '2099-01-01T00:00:00Z' });
				created[actor] = error === null && status === 201;
			}
			expect(created).toEqual({
				anon: false,
				userA: false,
				userB: false,
				proA: true,
				proB: true,
				admin: false,
			});
			const chosen = await clients.proA
				.from('share_forms')
				.insert({ owner_id: ids.proA, title: 'Token elegido', token: 'a'.repeat(32) } as never);
			expect(chosen.error?.code).toBe('42501');
			const forB = await clients.proA
				.from('share_forms')
				.insert({ owner_id: ids.proB, title: 'Para otro' });
			expect(forB.error?.code).toBe('42501');
		});

		it('the owner revokes and reactivates; nobody changes the token or the owner', async () => {
			const form = await formOfA();
			const toggled: Record<Actor, boolean> = {} as Record<Actor, boolean>;
			for (const actor of actors) {
				const { error, count } = await clients[actor]
					.from('share_forms')
					.update({ is_active: false }, { count: 'exact' })
					.eq('id', form.id);
				toggled[actor] = error === null && count === 1;
				await svc.from('share_forms').update({ is_active: true }).eq('id', form.id);
			}
			expect(toggled).toEqual({
				anon: false,
				userA: false,
				userB: false,
				proA: true,
				proB: false,
				admin: true,
			});
			for (const patch of [{ token: 'b'.repeat(32) }, { owner_id: ids.proB }]) {
				const { error } = await clients.proA
					.from('share_forms')
					.update(patch as never)
					.eq('id', form.id);
				expect(error?.code).toBe('42501');
			}
			const past = await clients.proA
				.from('share_forms')
				.update({ expires_at: '2000-01-01T00:00:00Z' })
				.eq('id', form.id);
			expect(past.error?.code).toBe('23514');
		});

		it('lists a link only to its owner and the admin', async () => {
			const form = await formOfA();
			const seen: Record<Actor, number> = {} as Record<Actor, number>;
			for (const actor of actors) {
				const { data } = await clients[actor]
					.from('share_forms')
					.select('id, token, expires_at')
					.eq('id', form.id);
				seen[actor] = data?.length ?? 0;
			}
			expect(seen).toEqual({ anon: 0, userA: 0, userB: 0, proA: 1, proB: 0, admin: 1 });
		});
	});
}

onBothDatabases('shareable forms', matrix);
