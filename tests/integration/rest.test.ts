import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { type Client, client, service, signedInUser, startTestServer } from './helpers.ts';

let app: LocalSupabase;
let svc: Client;
let a: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
	app = await startTestServer();
	svc = service(app);
	a = await signedInUser(app, { role: 'agente_inmobiliario' });
	const rows = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'].map((title, i) => ({
		user_id: a.id,
		title,
		message: `Mensaje ${i + 1}`,
		is_read: i % 2 === 0,
		action_url: i === 0 ? null : `/ruta/${i}`,
		created_at: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
	}));
	const { error } = await svc.from('notifications').insert(rows);
	if (error) throw error;
}, 60_000);
afterAll(() => app?.close());

const titles = (data: { title: string }[] | null) => data?.map((r) => r.title);

describe('select and filters', () => {
	it('orders, limits and counts (the bell query)', async () => {
		const { data, count, error, status } = await a.client
			.from('notifications')
			.select('title, is_read', { count: 'exact' })
			.eq('user_id', a.id)
			.order('created_at', { ascending: false })
			.limit(3);
		expect(error).toBeNull();
		expect(titles(data)).toEqual(['Cinco', 'Cuatro', 'Tres']);
		expect(count).toBe(5);
		expect(status).toBe(206);
	});

	it('supports eq, neq, gt, gte, lt, lte, like, ilike, is, in, not and or', async () => {
		const q = () => a.client.from('notifications').select('title').order('created_at');
		expect(titles((await q().eq('title', 'Dos')).data)).toEqual(['Dos']);
		expect(titles((await q().neq('is_read', true)).data)).toEqual(['Dos', 'Cuatro']);
		expect(titles((await q().gt('created_at', '2026-01-04T00:00:00Z')).data)).toEqual(['Cinco']);
		expect(titles((await q().gte('created_at', '2026-01-04T00:00:00Z')).data)).toEqual([
			'Cuatro',
			'Cinco',
		]);
		expect(titles((await q().lt('created_at', '2026-01-02T00:00:00Z')).data)).toEqual(['Uno']);
		expect(titles((await q().lte('created_at', '2026-01-02T00:00:00Z')).data)).toEqual([
			'Uno',
			'Dos',
		]);
		expect(titles((await q().like('title', '%o%')).data)).toEqual([
			'Uno',
			'Dos',
			'Cuatro',
			'Cinco',
		]);
		expect(titles((await q().ilike('title', 'c%')).data)).toEqual(['Cuatro', 'Cinco']);
		expect(titles((await q().is('action_url', null)).data)).toEqual(['Uno']);
		expect(titles((await q().in('title', ['Uno', 'Tres', 'x,y'])).data)).toEqual(['Uno', 'Tres']);
		expect(titles((await q().not('action_url', 'is', null).eq('is_read', true)).data)).toEqual([
			'Tres',
			'Cinco',
		]);
		expect(
			titles((await q().or('title.eq.Uno,and(is_read.eq.false,title.ilike.c*)')).data),
		).toEqual(['Uno', 'Cuatro']);
	});

	it('pages with range and reports the total', async () => {
		const { data, count } = await a.client
			.from('notifications')
			.select('title', { count: 'exact' })
			.order('created_at')
			.range(1, 2);
		expect(titles(data)).toEqual(['Dos', 'Tres']);
		expect(count).toBe(5);
		const head = await a.client.from('notifications').select('*', { count: 'exact', head: true });
		expect(head.count).toBe(5);
		expect(head.data).toBeNull();
	});

	it('returns one object with single and maybeSingle', async () => {
		const one = await a.client.from('notifications').select('title').eq('title', 'Uno').single();
		expect(one.data).toEqual({ title: 'Uno' });
		const none = await a.client.from('notifications').select('title').eq('title', 'Nada').single();
		expect(none.error?.code).toBe('PGRST116');
		expect(none.status).toBe(406);
		const maybe = await a.client
			.from('notifications')
			.select('title')
			.eq('title', 'Nada')
			.maybeSingle();
		expect(maybe).toMatchObject({ data: null, error: null });
	});

	it('embeds to-one and to-many resources with their own filters', async () => {
		const ticket = await a.client
			.from('support_tickets')
			.insert({ user_id: a.id, subject: 'Dudas con la tasación' })
			.select('id')
			.single();
		const id = ticket.data!.id;
		await a.client.from('ticket_messages').insert([
			{ ticket_id: id, author_id: a.id, body: 'Primera' },
			{ ticket_id: id, author_id: a.id, body: 'Segunda' },
		]);
		const many = await a.client
			.from('support_tickets')
			.select('subject, messages:ticket_messages(body)')
			.eq('id', id)
			.order('body', { referencedTable: 'messages', ascending: false })
			.single();
		expect(many.data).toEqual({
			subject: 'Dudas con la tasación',
			messages: [{ body: 'Segunda' }, { body: 'Primera' }],
		});
		const one = await a.client
			.from('ticket_messages')
			.select('body, support_tickets(subject, status)')
			.eq('body', 'Primera')
			.single();
		expect(one.data).toEqual({
			body: 'Primera',
			support_tickets: { subject: 'Dudas con la tasación', status: 'abierto' },
		});
		const byColumn = await a.client
			.from('ticket_messages')
			.select('body, ticket:ticket_id(subject)')
			.eq('body', 'Segunda')
			.single();
		expect(byColumn.data).toEqual({
			body: 'Segunda',
			ticket: { subject: 'Dudas con la tasación' },
		});
		const inner = await a.client
			.from('support_tickets')
			.select('id, ticket_messages!inner(body)')
			.eq('ticket_messages.body', 'Nada');
		expect(inner.data).toEqual([]);
	});
});

describe('writes', () => {
	it('inserts, updates and deletes with representation', async () => {
		const ins = await a.client
			.from('saved_simulations')
			.insert({
				user_id: a.id,
				name: 'Piso en Madrid',
				kind: 'cuota',
				input: { precio: 250000, plazo: 30 },
			})
			.select()
			.single();
		expect(ins.status).toBe(201);
		expect(ins.data?.input).toEqual({ precio: 250000, plazo: 30 });
		const upd = await a.client
			.from('saved_simulations')
			.update({ name: 'Ático en Madrid' })
			.eq('id', ins.data!.id)
			.select('name');
		expect(upd.data).toEqual([{ name: 'Ático en Madrid' }]);
		const del = await a.client.from('saved_simulations').delete().eq('id', ins.data!.id);
		expect(del.status).toBe(204);
		expect(
			(await a.client.from('saved_simulations').select('id').eq('id', ins.data!.id)).data,
		).toEqual([]);
	});

	it('upserts on the primary key (merge and ignore duplicates)', async () => {
		const hash = createHash('sha256').update('pregunta').digest('hex');
		await svc.from('ai_response_cache').upsert({ question_hash: hash, response: 'Primera' });
		const merged = await svc
			.from('ai_response_cache')
			.upsert({ question_hash: hash, response: 'Segunda' })
			.select('response');
		expect(merged.data).toEqual([{ response: 'Segunda' }]);
		await svc
			.from('ai_response_cache')
			.upsert({ question_hash: hash, response: 'Tercera' }, { ignoreDuplicates: true });
		expect(
			(await svc.from('ai_response_cache').select('response').eq('question_hash', hash).single())
				.data?.response,
		).toBe('Segunda');
	});

	it('enforces the check constraints of the validation rules', async () => {
		const short = await svc.from('profiles').update({ first_name: 'A' }).eq('id', a.id);
		expect(short.error?.code).toBe('23514');
		expect(short.status).toBe(400);
		const phone = await svc.from('profiles').update({ phone: '12345' }).eq('id', a.id);
		expect(phone.error?.code).toBe('23514');
		const role = await svc.from('profiles').update({ role: 'banquero' }).eq('id', a.id);
		expect(role.error?.code).toBe('23514');
		const url = await svc
			.from('notifications')
			.insert({ user_id: a.id, title: 'x', message: 'y', action_url: 'https://malo.example' });
		expect(url.error?.code).toBe('23514');
		const lead = await client(app)
			.from('leads')
			.insert({ source: 'contacto', name: 'Ana', email: 'no-es-email', consent: true });
		expect(lead.error?.code).toBe('23514');
	});
});

describe('profile roles', () => {
	it('only admins change a role', async () => {
		const own = await a.client.from('profiles').update({ role: 'promotora' }).eq('id', a.id);
		expect(own.error?.code).toBe('42501');
		expect(own.status).toBe(403);
		const admin = await signedInUser(app, { admin: true });
		const changed = await admin.client
			.from('profiles')
			.update({ role: 'promotora' })
			.eq('id', a.id)
			.select('role');
		expect(changed.data).toEqual([{ role: 'promotora' }]);
		const name = await a.client
			.from('profiles')
			.update({ first_name: 'Andrea' })
			.eq('id', a.id)
			.select('first_name');
		expect(name.data).toEqual([{ first_name: 'Andrea' }]);
	});
});

describe('rpc', () => {
	it('writes the AI cache only through its functions, and only as the service role', async () => {
		const hash = createHash('sha256').update('¿cuánto puedo pedir?').digest('hex');
		expect(
			(
				await svc.rpc('cache_ai_response', {
					p_question_hash: hash,
					p_response: 'Depende de tus ingresos.',
				})
			).status,
		).toBe(204);
		expect((await svc.rpc('record_ai_cache_hit', { p_question_hash: hash })).data).toBe(1);
		expect((await svc.rpc('record_ai_cache_hit', { p_question_hash: hash })).data).toBe(2);
		// A signed-in user could overwrite any stored answer; anon could inflate hit counts.
		const userWrite = await a.client.rpc('cache_ai_response', {
			p_question_hash: hash,
			p_response: 'Veneno',
		});
		expect(userWrite.error?.code).toBe('42501');
		expect(userWrite.status).toBe(403);
		const anonWrite = await client(app).rpc('cache_ai_response', {
			p_question_hash: hash,
			p_response: 'Veneno',
		});
		expect(anonWrite.error?.code).toBe('42501');
		expect(anonWrite.status).toBe(401);
		for (const c of [client(app), a.client]) {
			const hit = await c.rpc('record_ai_cache_hit', { p_question_hash: hash });
			expect(hit.error?.code).toBe('42501');
			expect(hit.data).toBeNull();
		}
		const top = await client(app)
			.from('ai_response_cache')
			.select('question_hash, response, hit_count')
			.order('hit_count', { ascending: false })
			.limit(50);
		expect(top.data?.[0]).toEqual({
			question_hash: hash,
			response: 'Depende de tus ingresos.',
			hit_count: 2,
		});
		const bad = await svc.rpc('record_ai_cache_hit', { p_question_hash: "x' or 1=1 --" });
		expect(bad.error?.code).toBe('22023');
	});

	it('lets the public read one shareable form by token and send a lead to it', async () => {
		const form = await a.client
			.from('share_forms')
			.insert({ owner_id: a.id, title: 'Clientes de la agencia' })
			.select('id, token')
			.single();
		const anon = client(app);
		const pub = await anon.rpc('get_share_form', { p_token: form.data!.token });
		// Earlier tests in this file edit a's profile: the sender is whoever a is by now.
		const { data: me } = await a.client
			.from('profiles')
			.select('first_name, last_name, role')
			.eq('id', a.id)
			.single();
		expect(pub.data).toEqual([
			{
				title: 'Clientes de la agencia',
				description: null,
				sender_name: `${me!.first_name} ${me!.last_name}`,
				sender_role: me!.role,
				expires_at: null,
				state: 'activo',
			},
		]);
		expect((await anon.from('share_forms').select('id')).data).toEqual([]);
		// Share-form leads go through submit_share_form (consent, signature and limits checked).
		const sent = await anon.rpc('submit_share_form', {
			p_token: form.data!.token,
			p_name: 'Carlos',
			p_email: 'carlos@example.com',
			p_phone: '600111222',
			p_monthly_income: 2000,
			p_savings: 20000,
			p_employment: 'autonomo',
			p_property_type: 'piso',
			p_property_price: 0,
			p_province: 'madrid',
			p_city: '',
			p_message: '',
			p_signature: 'data:image/png;base64,iVBORw0KGgo=',
			p_signature_method: 'nombre',
			p_consent: true,
		});
		expect(sent.status).toBe(204);
		expect(
			(await a.client.from('leads').select('name').eq('share_form_id', form.data!.id)).data,
		).toEqual([{ name: 'Carlos' }]);
		const unknown = await anon.rpc('no_existe' as never);
		expect(unknown.error?.code).toBe('PGRST202');
	});
});
