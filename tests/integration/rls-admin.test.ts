// Dominio: admin
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { listUsers, setAdminFlag, setProfileRole } from '../../src/lib/supabase/admin.ts';
import { deleteAiCache, updateAiCache } from '../../src/lib/supabase/aiCache.ts';
import { saveApplication } from '../../src/lib/supabase/applicationAdmin.ts';
import { listLeads } from '../../src/lib/supabase/leads.ts';
import { sendNotification } from '../../src/lib/supabase/notificationsAdmin.ts';
import { assignTicket } from '../../src/lib/supabase/supportInbox.ts';
import { fetchStatistics } from '../../src/lib/supabase/statistics.ts';
import { type Client, client, service, signedInUser, startTestServer } from './helpers.ts';

/**
 * The RLS matrix of the admin area and the statistics (anon, user A, user B, a professional and
 * an admin x every function and column they added), with real tokens, plus what each admin
 * action does to the data.
 */

let app: LocalSupabase;
let svc: Client;
type User = Awaited<ReturnType<typeof signedInUser>>;
let a: User;
let b: User;
let pro: User;
let admin: User;
const actors = ['anon', 'userA', 'userB', 'professional', 'admin'] as const;
type Actor = (typeof actors)[number];
const clients = {} as Record<Actor, Client>;

beforeAll(async () => {
	app = await startTestServer();
	svc = service(app);
	[a, b, pro, admin] = await Promise.all([
		signedInUser(app),
		signedInUser(app),
		signedInUser(app, { role: 'inmobiliaria' }),
		signedInUser(app, { admin: true }),
	]);
	Object.assign(clients, {
		anon: client(app),
		userA: a.client,
		userB: b.client,
		professional: pro.client,
		admin: admin.client,
	});
}, 300_000);
afterAll(() => app?.close());

const range = { p_from: '2021-03-01', p_to: '2021-03-03' };

/** Every admin function with arguments that succeed for an admin. */
const calls: Record<string, () => Record<string, unknown>> = {
	admin_list_users: () => ({ p_search: '', p_role: null, p_limit: 5 }),
	admin_set_admin: () => ({ p_user_id: admin.id, p_admin: true }),
	admin_notify: () => ({
		p_title: 'Aviso',
		p_message: 'Mensaje',
		p_action_url: null,
		p_user_id: b.id,
		p_role: null,
	}),
	admin_stats_signups: () => range,
	admin_stats_activity: () => range,
	admin_stats_tickets: () => range,
	admin_stats_first_response: () => range,
	admin_stats_leads: () => range,
};

describe('admin functions by caller (real tokens)', () => {
	const cells = Object.keys(calls).flatMap((fn) =>
		actors.map((actor) => ({ fn, actor, allowed: actor === 'admin' })),
	);
	it.each(cells)('$actor calls $fn → allowed: $allowed', async ({ fn, actor, allowed }) => {
		const { data, error } = await clients[actor].rpc(
			fn as 'admin_stats_leads',
			calls[fn]!() as never,
		);
		if (allowed) {
			expect(error).toBeNull();
		} else {
			expect(error?.code).toBe('42501');
			expect(data).toBeNull();
		}
	});

	it('a non-admin’s raw REST and RPC requests with their own token get no admin data', async () => {
		const { data: session } = await a.client.auth.getSession();
		const token = session.session!.access_token;
		const headers = {
			apikey: app.config.anonKey,
			authorization: `Bearer ${token}`,
			'content-type': 'application/json',
		};
		const rpc = await fetch(`${app.url}/rest/v1/rpc/admin_stats_signups`, {
			method: 'POST',
			headers,
			body: JSON.stringify(range),
		});
		expect(rpc.status).toBeGreaterThanOrEqual(400);
		expect(JSON.stringify(await rpc.json())).not.toContain('signups');
		const users = await fetch(`${app.url}/rest/v1/rpc/admin_list_users`, {
			method: 'POST',
			headers,
			body: JSON.stringify({ p_search: '', p_role: null, p_limit: 50 }),
		});
		expect(users.status).toBeGreaterThanOrEqual(400);
		const body = await users.text();
		expect(body).not.toContain(b.email);
		expect(body).not.toContain(admin.email);
		const leads = await fetch(`${app.url}/rest/v1/leads?select=*`, { headers });
		expect(await leads.json()).toEqual([]);
		const profiles = await fetch(`${app.url}/rest/v1/profiles?select=id`, { headers });
		expect(await profiles.json()).toEqual([{ id: a.id }]);
	});
});

describe('roles', () => {
	it('only an admin changes a profile role; users cannot change their own', async () => {
		await expect(setProfileRole(a.client, a.id, 'promotora')).rejects.toThrow();
		await expect(setProfileRole(pro.client, b.id, 'promotora')).rejects.toThrow();
		await setProfileRole(admin.client, b.id, 'promotora');
		const { data } = await svc.from('profiles').select('role').eq('id', b.id).single();
		expect(data?.role).toBe('promotora');
		await setProfileRole(admin.client, b.id, 'particular');
	});

	it('admin is granted only by an admin, and an admin cannot remove their own flag', async () => {
		await expect(setAdminFlag(a.client, a.id, true)).rejects.toMatchObject({ code: '42501' });
		await expect(setAdminFlag(admin.client, admin.id, false)).rejects.toMatchObject({
			code: '42501',
		});
		const second = await signedInUser(app);
		await setAdminFlag(admin.client, second.id, true);
		const { data: u } = await svc.auth.admin.getUserById(second.id);
		expect(u.user?.app_metadata['role']).toBe('admin');
		await second.client.auth.refreshSession();
		expect((await listUsers(second.client, { role: 'admin' })).map((r) => r.id)).toContain(
			second.id,
		);
		// Another admin may remove it; the first admin stays.
		await setAdminFlag(second.client, admin.id, true);
		await setAdminFlag(admin.client, second.id, false);
		const { data: after } = await svc.auth.admin.getUserById(second.id);
		expect(after.user?.app_metadata['role']).toBeUndefined();
	});

	it('the user list searches by email and name, as text (no wildcards)', async () => {
		expect((await listUsers(admin.client, { search: a.email })).map((r) => r.id)).toEqual([a.id]);
		expect(await listUsers(admin.client, { search: '%_%nadie' })).toEqual([]);
		const pros = await listUsers(admin.client, { role: 'inmobiliaria' });
		expect(pros.map((r) => r.id)).toContain(pro.id);
		expect(pros.every((r) => r.role === 'inmobiliaria')).toBe(true);
	});
});

describe('notifications, applications and tickets', () => {
	it('an admin notifies one user or every user of a role; nobody else can', async () => {
		expect(
			await sendNotification(admin.client, {
				title: 'Para profesionales',
				message: 'Nuevas condiciones',
				target: { role: 'inmobiliaria' },
			}),
		).toBeGreaterThanOrEqual(1);
		const { data } = await pro.client.from('notifications').select('title').eq('user_id', pro.id);
		expect(data?.map((n) => n.title)).toContain('Para profesionales');
		const { data: other } = await b.client.from('notifications').select('title');
		expect(other?.map((n) => n.title)).not.toContain('Para profesionales');
		await expect(
			sendNotification(pro.client, { title: 'x', message: 'y', target: { role: 'particular' } }),
		).rejects.toMatchObject({ code: '42501' });
	});

	it('moving an applicant’s step notifies them; users cannot move their own', async () => {
		await expect(
			saveApplication(a.client, {
				user_id: a.id,
				current_step: 6,
				completed_steps: [1, 2, 3, 4, 5],
				status: 'en_curso',
			}),
		).rejects.toThrow();
		await saveApplication(admin.client, {
			user_id: a.id,
			current_step: 3,
			completed_steps: [1, 2],
			status: 'en_curso',
		});
		const { data: progress } = await a.client.from('application_progress').select('current_step');
		expect(progress).toEqual([{ current_step: 3 }]);
		const { data } = await a.client
			.from('notifications')
			.select('title, message, action_url')
			.eq('user_id', a.id)
			.eq('title', 'Tu solicitud avanza');
		expect(data).toEqual([
			{
				title: 'Tu solicitud avanza',
				message: 'Tu solicitud hipotecaria está en el paso 3 de 6 (en curso).',
				action_url: '/dashboard#solicitud',
			},
		]);
	});

	it('tickets are assigned only by admins and only to admins', async () => {
		const { data: t } = await a.client
			.from('support_tickets')
			.insert({ subject: 'Duda de asignación', assigned_to: admin.id })
			.select('id, assigned_to')
			.single();
		expect(t?.assigned_to).toBeNull();
		await expect(assignTicket(admin.client, t!.id, b.id)).rejects.toThrow();
		await assignTicket(admin.client, t!.id, admin.id);
		await assignTicket(a.client, t!.id, null); // RLS: no row for a user
		const { data } = await svc
			.from('support_tickets')
			.select('assigned_to')
			.eq('id', t!.id)
			.single();
		expect(data?.assigned_to).toBe(admin.id);
	});
});

describe('AI cache and leads', () => {
	const hash = randomBytes(32).toString('hex');
	beforeAll(async () => {
		await svc.rpc('cache_ai_response', { p_question_hash: hash, p_response: 'Respuesta antigua' });
	});

	it('only admins correct a cached answer, and only its text', async () => {
		await expect(updateAiCache(a.client, hash, 'Hackeado')).rejects.toThrow();
		await expect(updateAiCache(pro.client, hash, 'Hackeado')).rejects.toThrow();
		await updateAiCache(admin.client, hash, 'Respuesta corregida');
		const { error } = await admin.client
			.from('ai_response_cache')
			.update({ hit_count: 9999 })
			.eq('question_hash', hash);
		expect(error?.code).toBe('42501');
		const { data } = await svc
			.from('ai_response_cache')
			.select('response, hit_count')
			.eq('question_hash', hash)
			.single();
		expect(data).toEqual({ response: 'Respuesta corregida', hit_count: 0 });
	});

	it('only admins delete a cached answer', async () => {
		await expect(deleteAiCache(b.client, hash)).rejects.toThrow();
		await deleteAiCache(admin.client, hash);
		const { data } = await svc
			.from('ai_response_cache')
			.select('question_hash')
			.eq('question_hash', hash);
		expect(data).toEqual([]);
	});

	it('admins list every lead; users get none', async () => {
		await svc.from('leads').insert({
			source: 'contacto',
			name: 'Lead Admin',
			email: 'lead.admin@example.com',
			consent: true,
		});
		expect((await listLeads(admin.client, { source: 'contacto' })).map((l) => l.name)).toContain(
			'Lead Admin',
		);
		expect(await listLeads(a.client)).toEqual([]);
		expect(await listLeads(pro.client)).toEqual([]);
	});
});

describe('statistics computed in SQL', () => {
	beforeAll(async () => {
		// Seeded rows in March 2021 (noon in Madrid), away from everything else of the run.
		const at = (day: number, hour = 12) => new Date(Date.UTC(2021, 2, day, hour - 1)).toISOString();
		const users = await Promise.all([
			signedInUser(app, { role: 'particular' }),
			signedInUser(app, { role: 'particular' }),
			signedInUser(app, { role: 'promotora' }),
		]);
		await svc
			.from('profiles')
			.update({ created_at: at(1) })
			.eq('id', users[0].id);
		await svc
			.from('profiles')
			.update({ created_at: at(1) })
			.eq('id', users[1].id);
		await svc
			.from('profiles')
			.update({ created_at: at(2) })
			.eq('id', users[2].id);
		await svc.from('saved_simulations').insert([
			{ user_id: users[0].id, name: 'S1', kind: 'cuota', input: {}, created_at: at(1) },
			{ user_id: users[0].id, name: 'S2', kind: 'cuota', input: {}, created_at: at(3) },
		]);
		await svc.from('valuations').insert({
			user_id: users[1].id,
			province: 'madrid',
			property_type: 'piso',
			area_m2: 80,
			created_at: at(2),
		});
		const tickets = await svc
			.from('support_tickets')
			.insert([
				{ user_id: users[0].id, subject: 'Ticket uno' },
				{ user_id: users[1].id, subject: 'Ticket dos' },
			])
			.select('id');
		const [t1, t2] = tickets.data!;
		await svc
			.from('support_tickets')
			.update({ created_at: at(1, 10), status: 'resuelto' })
			.eq('id', t1!.id);
		await svc
			.from('support_tickets')
			.update({ created_at: at(1, 10) })
			.eq('id', t2!.id);
		await svc.from('ticket_messages').insert([
			{
				ticket_id: t1!.id,
				author_id: admin.id,
				body: 'Hola',
				is_staff: true,
				created_at: at(1, 11),
			},
			{
				ticket_id: t2!.id,
				author_id: admin.id,
				body: 'Hola',
				is_staff: true,
				created_at: at(1, 13),
			},
		]);
		const inserted = await svc.from('leads').insert([
			{
				source: 'contacto',
				name: 'Ana Marzo',
				email: 'ana@example.com',
				consent: true,
				status: 'nuevo',
				created_at: at(2),
			},
			{
				source: 'contacto',
				name: 'Luis Marzo',
				email: 'luis@example.com',
				consent: true,
				status: 'contactado',
				created_at: at(3),
			},
		]);
		if (inserted.error) throw new Error(inserted.error.message);
	}, 60_000);

	it('counts sign-ups, activity, tickets, first answers and leads per period', async () => {
		const stats = await fetchStatistics(admin.client, { from: '2021-03-01', to: '2021-03-03' });
		const signups = (day: string, role: string) =>
			stats.signups.find((r) => r.day === day && r.role === role)?.signups;
		expect(stats.signups).toHaveLength(12);
		expect(signups('2021-03-01', 'particular')).toBe(2);
		expect(signups('2021-03-02', 'promotora')).toBe(1);
		expect(signups('2021-03-03', 'particular')).toBe(0);
		expect(stats.activity).toEqual([
			{ day: '2021-03-01', simulations: 1, valuations: 0 },
			{ day: '2021-03-02', simulations: 0, valuations: 1 },
			{ day: '2021-03-03', simulations: 1, valuations: 0 },
		]);
		expect(stats.tickets).toEqual([
			{ status: 'abierto', tickets: 1 },
			{ status: 'en_progreso', tickets: 0 },
			{ status: 'resuelto', tickets: 1 },
			{ status: 'cerrado', tickets: 0 },
		]);
		expect(
			stats.firstResponse.map((r) => [r.day, r.answered, Number(r.median_minutes ?? NaN)]),
		).toEqual([
			['2021-03-01', 2, 120],
			['2021-03-02', 0, NaN],
			['2021-03-03', 0, NaN],
			[null, 2, 120],
		]);
		const leads = (source: string, status: string) =>
			stats.leads.find((r) => r.source === source && r.status === status)?.leads;
		expect(stats.leads).toHaveLength(8);
		expect(leads('contacto', 'nuevo')).toBe(1);
		expect(leads('contacto', 'contactado')).toBe(1);
		expect(leads('formulario_compartido', 'nuevo')).toBe(0);
	});

	it('refuses a reversed or too long range with a Spanish message', async () => {
		const reversed = await admin.client.rpc('admin_stats_leads', {
			p_from: '2021-03-03',
			p_to: '2021-03-01',
		});
		expect(reversed.error?.message).toBe('La fecha de fin es anterior a la de inicio.');
		const long = await admin.client.rpc('admin_stats_leads', {
			p_from: '2020-01-01',
			p_to: '2021-03-01',
		});
		expect(long.error?.message).toBe('El intervalo admite como mucho 366 días.');
	});
});
