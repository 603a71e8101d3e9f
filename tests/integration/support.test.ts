import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { fetchProfile, updateProfile } from '../../src/lib/supabase/account.ts';
import {
	deleteSimulation,
	insertSimulation,
	listSimulations,
	renameSimulation,
} from '../../src/lib/supabase/simulations.ts';
import {
	listClientLeads,
	listShareForms,
	updateClientLead,
} from '../../src/lib/supabase/clientForm.ts';
import {
	createTicket,
	fetchTicketMessages,
	fetchTicketReads,
	fetchTickets,
	markTicketRead,
	sendTicketMessage,
} from '../../src/lib/supabase/support.ts';
import { isUnread } from '../../src/lib/support/chat.ts';
import {
	type Client,
	service,
	signedInUser,
	startTestServer,
	subscribed,
	until,
} from './helpers.ts';

let app: LocalSupabase;
let svc: Client;
type User = Awaited<ReturnType<typeof signedInUser>>;
let a: User;
let b: User;
let admin: User;
const channels: { c: Client; ch: RealtimeChannel }[] = [];

beforeAll(async () => {
	app = await startTestServer();
	svc = service(app);
	[a, b, admin] = await Promise.all([
		signedInUser(app),
		signedInUser(app),
		signedInUser(app, { admin: true }),
	]);
}, 300_000);
afterAll(async () => {
	for (const { c, ch } of channels) await c.removeChannel(ch);
	await app?.close();
});

const notificationsOf = async (userId: string) =>
	(
		await svc
			.from('notifications')
			.select('title, message, action_url')
			.eq('user_id', userId)
			.order('created_at')
	).data ?? [];

describe('support tickets', () => {
	it('a message moves the ticket and notifies the other side, whoever writes it', async () => {
		const ticket = await createTicket(a.client, {
			subject: 'Duda con la tasación',
			category: 'tasacion',
			priority: 'alta',
		});
		expect(ticket).toMatchObject({ status: 'abierto', last_staff_message_at: null });
		await sendTicketMessage(a.client, ticket.id, '¿Cuándo llega el informe?');
		expect(await notificationsOf(admin.id)).toContainEqual({
			title: 'Nuevo mensaje en un ticket',
			message: 'Duda con la tasación: ¿Cuándo llega el informe?',
			action_url: `/soporte?ticket=${ticket.id}`,
		});
		expect(await notificationsOf(a.id)).toEqual([]);

		const answer = await sendTicketMessage(admin.client, ticket.id, 'El jueves.', true);
		expect(await notificationsOf(a.id)).toEqual([
			{
				title: 'Nueva respuesta de soporte',
				message: 'El equipo ha respondido a tu consulta «Duda con la tasación».',
				action_url: `/soporte?ticket=${ticket.id}`,
			},
		]);
		const [mine] = await fetchTickets(a.client, a.id);
		expect(mine!.id).toBe(ticket.id);
		expect(mine!.last_staff_message_at).not.toBeNull();
		expect(Date.parse(mine!.last_message_at)).toBe(Date.parse(answer.created_at));

		// Unread for A until A reads it; B sees neither the ticket nor its messages.
		expect(isUnread(mine!, (await fetchTicketReads(a.client, a.id))[ticket.id], false)).toBe(true);
		await markTicketRead(a.client, ticket.id, a.id, new Date(Date.parse(answer.created_at) + 1));
		const reads = await fetchTicketReads(a.client, a.id);
		expect(isUnread(mine!, reads[ticket.id], false)).toBe(false);
		expect(await fetchTickets(b.client)).toEqual([]);
		expect(await fetchTicketMessages(b.client, ticket.id)).toEqual([]);
		await expect(markTicketRead(b.client, ticket.id, b.id)).rejects.toThrow();
	});

	it('a client cannot fake activity, write as staff or write in a closed ticket', async () => {
		const { data, error } = await a.client
			.from('support_tickets')
			.insert({
				subject: 'Intento',
				last_staff_message_at: '2030-01-01T00:00:00Z',
				last_message_at: '2030-01-01T00:00:00Z',
			})
			.select('id, last_staff_message_at, last_message_at')
			.single();
		expect(error).toBeNull();
		expect(data!.last_staff_message_at).toBeNull();
		expect(Date.parse(data!.last_message_at)).toBeLessThan(Date.parse('2030-01-01'));
		await expect(sendTicketMessage(a.client, data!.id, 'Soy el equipo', true)).rejects.toThrow();

		await svc.from('support_tickets').update({ status: 'cerrado' }).eq('id', data!.id);
		// Refused by RLS with its code kept: the chat reads 42501 to say why in Spanish.
		await expect(sendTicketMessage(a.client, data!.id, 'Hola otra vez')).rejects.toMatchObject({
			code: '42501',
		});
		// The team may still write in a closed ticket.
		await sendTicketMessage(admin.client, data!.id, 'Lo reabrimos si hace falta.', true);
	});

	it('the database sets created_at of tickets and messages, not the client (issue 24)', async () => {
		const before = Date.now() - 60_000;
		const { data: ticket, error } = await a.client
			.from('support_tickets')
			.insert({
				subject: 'Fecha inventada',
				created_at: '2001-01-01T00:00:00Z',
				updated_at: '2001-01-01T00:00:00Z',
			})
			.select('id, created_at, updated_at')
			.single();
		expect(error).toBeNull();
		expect(Date.parse(ticket!.created_at)).toBeGreaterThan(before);
		expect(Date.parse(ticket!.updated_at)).toBeGreaterThan(before);

		const { data: message } = await a.client
			.from('ticket_messages')
			.insert({
				ticket_id: ticket!.id,
				body: 'Escrito hace años',
				created_at: '2001-01-01T00:00:00Z',
			})
			.select('id, created_at')
			.single();
		expect(Date.parse(message!.created_at)).toBeGreaterThan(before);

		// An admin's update keeps the original time too.
		const { data: moved } = await admin.client
			.from('support_tickets')
			.update({ status: 'en_progreso', created_at: '2001-01-01T00:00:00Z' })
			.eq('id', ticket!.id)
			.select('created_at')
			.single();
		expect(moved!.created_at).toBe(ticket!.created_at);
		const { data: edited } = await admin.client
			.from('ticket_messages')
			.update({ created_at: '2001-01-01T00:00:00Z' })
			.eq('id', message!.id)
			.select('created_at');
		for (const row of edited ?? []) expect(row.created_at).toBe(message!.created_at);
	});

	it('Realtime brings a ticket’s messages to its owner, never to another user', async () => {
		const ticket = await createTicket(a.client, {
			subject: 'Chat en directo',
			category: 'otro',
			priority: 'media',
		});
		type Payload = RealtimePostgresChangesPayload<Record<string, unknown>>;
		const listen = async (c: Client, name: string, filter?: string) => {
			const got: Payload[] = [];
			const ch = c.channel(name).on(
				'postgres_changes' as never,
				{
					event: 'INSERT',
					schema: 'public',
					table: 'ticket_messages',
					...(filter ? { filter } : {}),
				} as never,
				(p: Payload) => got.push(p),
			);
			await subscribed(ch);
			channels.push({ c, ch });
			return got;
		};
		const aGot = await listen(a.client, `ticket:${ticket.id}`, `ticket_id=eq.${ticket.id}`);
		// B listens to the same ticket and to every message: only RLS stands in the way.
		const bSame = await listen(b.client, `ticket:${ticket.id}:b`, `ticket_id=eq.${ticket.id}`);
		const bAll = await listen(b.client, 'b-all-messages');
		await sendTicketMessage(admin.client, ticket.id, 'Respuesta del equipo', true);
		await sendTicketMessage(a.client, ticket.id, 'Gracias');
		await until(() => aGot.length === 2, 10_000, 'owner deliveries');
		// A later message of B's own proves A's were not merely in flight.
		const own = await createTicket(b.client, {
			subject: 'De B',
			category: 'otro',
			priority: 'baja',
		});
		await sendTicketMessage(b.client, own.id, 'Mensaje de B');
		await until(() => bAll.length === 1, 10_000, 'B’s own delivery');
		expect(aGot.map((p) => (p.new as { body: string }).body)).toEqual([
			'Respuesta del equipo',
			'Gracias',
		]);
		expect(bSame).toEqual([]);
		expect(bAll.map((p) => (p.new as { body: string }).body)).toEqual(['Mensaje de B']);
	});
});

describe('panel data', () => {
	it('profile: users change their names and phone, never another user’s', async () => {
		const saved = await updateProfile(a.client, a.id, {
			first_name: 'Marta',
			last_name: 'López Ruiz',
			phone: '611 222 333',
		});
		expect(saved).toMatchObject({ first_name: 'Marta', phone: '611 222 333' });
		expect((await fetchProfile(a.client, a.id))?.last_name).toBe('López Ruiz');
		expect(await fetchProfile(b.client, a.id)).toBeNull();
		await expect(
			updateProfile(b.client, a.id, {
				first_name: 'Intruso',
				last_name: 'Intruso',
				phone: '600000000',
			}),
		).rejects.toThrow();
	});

	it('saved simulations: list, rename and delete only one’s own', async () => {
		const id = await insertSimulation(a.client, {
			name: 'Piso centro',
			kind: 'completa',
			input: { amount: 150000, url: '/herramientas?x=1' },
		});
		expect((await listSimulations(a.client, a.id)).map((s) => s.name)).toEqual(['Piso centro']);
		await expect(renameSimulation(b.client, id, 'Mía')).rejects.toMatchObject({ code: 'PGRST116' });
		await expect(deleteSimulation(b.client, id)).rejects.toMatchObject({ code: 'PGRST116' });
		await renameSimulation(a.client, id, 'Piso de Valencia');
		expect((await listSimulations(a.client, a.id)).map((s) => s.name)).toEqual([
			'Piso de Valencia',
		]);
		await deleteSimulation(a.client, id);
		expect(await listSimulations(a.client, a.id)).toEqual([]);
	});

	it('a professional follows up the leads of their forms; the public cannot set notes', async () => {
		const pro = await signedInUser(app, { role: 'agente_inmobiliario' });
		const { data: form } = await svc
			.from('share_forms')
			.insert({ owner_id: pro.id, title: 'Clientes de obra nueva' })
			.select('id')
			.single();
		const lead = {
			source: 'formulario_compartido',
			share_form_id: form!.id,
			name: 'Jorge Martín',
			email: 'jorge@example.com',
			consent: true,
		};
		const anon = (await import('./helpers.ts')).client(app);
		const sneaky = await anon.from('leads').insert({ ...lead, notes: 'Nota falsa' });
		expect(sneaky.error?.code).toBe('42501');
		// The public sends share-form leads through submit_share_form (tests/integration/rls-share-forms.test.ts).
		expect((await svc.from('leads').insert(lead)).error).toBeNull();

		const forms = await listShareForms(pro.client, pro.id);
		expect(forms.map((f) => f.title)).toEqual(['Clientes de obra nueva']);
		const [row] = await listClientLeads(pro.client, [form!.id]);
		expect(row).toMatchObject({ name: 'Jorge Martín', status: 'nuevo', notes: null });
		await updateClientLead(pro.client, row!.id, { status: 'contactado', notes: 'Llamar el lunes' });
		expect((await listClientLeads(pro.client, [form!.id]))[0]).toMatchObject({
			status: 'contactado',
			notes: 'Llamar el lunes',
		});
		expect(await listClientLeads(b.client, [form!.id])).toEqual([]);
		await expect(
			updateClientLead(b.client, row!.id, { status: 'descartado', notes: null }),
		).rejects.toThrow('not found');
	});
});
