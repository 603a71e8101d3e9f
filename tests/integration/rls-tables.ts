import { randomBytes, randomUUID } from 'node:crypto';
import type { Client } from './helpers.ts';
import { roleChangeRequestsSpec } from './rls-tables-roles.ts';
import { documentTables } from './rls-tables-vault.ts';
import { signedCopyRequestsSpec } from './rls-tables-email.ts';
import { loanNoticesSpec, loansSpec } from './rls-tables-loans.ts';

/** The four callers of the matrix. */
export type Actor = 'anon' | 'userA' | 'userB' | 'admin';
/** The four operations of the matrix. */
export type Op = 'select' | 'insert' | 'update' | 'delete';
/** allow or deny, per actor, in the order anon, userA, userB, admin. */
type Row4 = [boolean, boolean, boolean, boolean];

/** What a table spec may use: ids of the users and shared fixtures. */
export type World = {
	svc: Client;
	ids: Record<Exclude<Actor, 'anon'>, string>;
	ticketId: string;
	shareFormId: string;
	/** A confirmed user with nothing else, for tables keyed by user id. */
	freshUser(): Promise<string>;
};

/** One table of the matrix: how to make A's row, what each actor tries, and the expected cells. */
export type TableSpec = {
	table: string;
	key: string;
	/** Creates a row belonging to user A (service role) and returns its key. */
	fixture(w: World): Promise<string>;
	/** The row an actor tries to insert (on behalf of user A where the table has an owner). */
	insertRow(w: World, actor: Actor): Record<string, unknown> | Promise<Record<string, unknown>>;
	patch: Record<string, unknown>;
	expect: Record<Op, Row4>;
};

const T = true;
const F = false;
const hex = () => randomBytes(32).toString('hex');
const slug = () => `noticia-${randomUUID().slice(0, 8)}`;
/** Numbers the contact leads the matrix inserts. */
let leadCounter = 0;
const actorId = (w: World, a: Actor) => (a === 'anon' ? w.ids.userA : w.ids[a]);

async function insertAs(
	w: World,
	table: string,
	row: Record<string, unknown>,
	key: string,
): Promise<string> {
	const { data, error } = await w.svc
		.from(table as 'notifications')
		.insert(row as never)
		.select(key)
		.single();
	if (error) throw new Error(`fixture ${table}: ${error.message}`);
	return String((data as unknown as Record<string, unknown>)[key]);
}

/** Every public table with its expected allow/deny per actor and operation. */
export const tables: TableSpec[] = [
	{
		table: 'profiles',
		key: 'id',
		patch: { first_name: 'Cambiado' },
		fixture: async (w) => {
			await w.svc
				.from('profiles')
				.upsert({ id: w.ids.userA, first_name: 'Ana', role: 'inmobiliaria' });
			return w.ids.userA;
		},
		insertRow: async (w) => {
			const id = await w.freshUser();
			await w.svc.from('profiles').delete().eq('id', id);
			return { id, first_name: 'Nueva' };
		},
		expect: {
			select: [F, T, F, T],
			insert: [F, F, F, T],
			update: [F, T, F, T],
			delete: [F, F, F, T],
		},
	},
	{
		table: 'notifications',
		key: 'id',
		patch: { is_read: true },
		fixture: (w) =>
			insertAs(w, 'notifications', { user_id: w.ids.userA, title: 'Aviso', message: 'Hola' }, 'id'),
		insertRow: (w) => ({
			user_id: w.ids.userA,
			title: 'Aviso',
			message: 'Creado en la prueba',
		}),
		expect: {
			select: [F, T, F, T],
			insert: [F, F, F, T],
			update: [F, T, F, T],
			delete: [F, T, F, T],
		},
	},
	{
		table: 'ai_response_cache',
		key: 'question_hash',
		patch: { response: 'Respuesta cambiada' },
		fixture: (w) =>
			insertAs(
				w,
				'ai_response_cache',
				{ question_hash: hex(), response: 'Respuesta' },
				'question_hash',
			),
		insertRow: () => ({ question_hash: hex(), response: 'Respuesta directa' }),
		expect: {
			select: [T, T, T, T],
			insert: [F, F, F, F],
			update: [F, F, F, T],
			delete: [F, F, F, T],
		},
	},
	{
		table: 'support_tickets',
		key: 'id',
		patch: { status: 'en_progreso' },
		fixture: (w) =>
			insertAs(
				w,
				'support_tickets',
				{ user_id: w.ids.userA, subject: 'Consulta sobre mi hipoteca' },
				'id',
			),
		insertRow: (w) => ({ user_id: w.ids.userA, subject: 'Otra consulta' }),
		expect: {
			select: [F, T, F, T],
			insert: [F, T, F, T],
			update: [F, F, F, T],
			delete: [F, F, F, T],
		},
	},
	{
		table: 'ticket_messages',
		key: 'id',
		patch: { body: 'Editado' },
		fixture: (w) =>
			insertAs(
				w,
				'ticket_messages',
				{ ticket_id: w.ticketId, author_id: w.ids.userA, body: 'Hola' },
				'id',
			),
		insertRow: (w, a) => ({
			ticket_id: w.ticketId,
			author_id: actorId(w, a),
			body: 'Mensaje',
			is_staff: a === 'admin',
		}),
		expect: {
			select: [F, T, F, T],
			insert: [F, T, F, T],
			update: [F, F, F, T],
			delete: [F, F, F, T],
		},
	},
	{
		// A's read mark on A's ticket. Inserts use a fresh ticket of A (one mark per ticket and user),
		// with the actor's own id: only A (the owner) and the admin (who reads every ticket) may mark.
		table: 'ticket_reads',
		key: 'ticket_id',
		patch: { last_read_at: '2026-11-24T12:00:00Z' },
		fixture: async (w) => {
			const ticketId = await insertAs(
				w,
				'support_tickets',
				{ user_id: w.ids.userA, subject: 'Ticket leído' },
				'id',
			);
			await insertAs(w, 'ticket_reads', { ticket_id: ticketId, user_id: w.ids.userA }, 'ticket_id');
			return ticketId;
		},
		insertRow: async (w, a) => ({
			ticket_id: await insertAs(
				w,
				'support_tickets',
				{ user_id: w.ids.userA, subject: 'Ticket por leer' },
				'id',
			),
			user_id: actorId(w, a),
		}),
		expect: {
			select: [F, T, F, F],
			insert: [F, T, F, T],
			update: [F, T, F, F],
			delete: [F, T, F, F],
		},
	},
	{
		table: 'valuations',
		key: 'id',
		patch: { area_m2: 95 },
		fixture: (w) =>
			insertAs(
				w,
				'valuations',
				{ user_id: w.ids.userA, province: 'madrid', property_type: 'piso', area_m2: 80 },
				'id',
			),
		insertRow: (w) => ({
			user_id: w.ids.userA,
			province: 'sevilla',
			property_type: 'atico',
			area_m2: 70,
		}),
		expect: {
			select: [F, T, F, T],
			insert: [F, T, F, F],
			update: [F, T, F, F],
			delete: [F, T, F, T],
		},
	},
	{
		table: 'saved_simulations',
		key: 'id',
		patch: { name: 'Renombrada' },
		fixture: (w) =>
			insertAs(
				w,
				'saved_simulations',
				{ user_id: w.ids.userA, name: 'Mi simulación', kind: 'cuota', input: { precio: 200000 } },
				'id',
			),
		insertRow: (w) => ({
			user_id: w.ids.userA,
			name: 'Otra',
			kind: 'gastos',
			input: { precio: 150000 },
		}),
		expect: {
			select: [F, T, F, T],
			insert: [F, T, F, F],
			update: [F, T, F, F],
			delete: [F, T, F, T],
		},
	},
	{
		table: 'share_forms',
		key: 'id',
		patch: { title: 'Nuevo título' },
		fixture: (w) =>
			insertAs(w, 'share_forms', { owner_id: w.ids.userA, title: 'Formulario de clientes' }, 'id'),
		insertRow: async (w) => {
			// Only professionals may create forms: make sure A's profile (deleted by an earlier cell) says so.
			await w.svc.from('profiles').upsert({ id: w.ids.userA, role: 'inmobiliaria' });
			return { owner_id: w.ids.userA, title: 'Formulario nuevo' };
		},
		expect: {
			select: [F, T, F, T],
			insert: [F, T, F, F],
			update: [F, T, F, T],
			delete: [F, T, F, T],
		},
	},
	{
		table: 'leads',
		key: 'id',
		patch: { status: 'contactado' },
		fixture: (w) =>
			insertAs(
				w,
				'leads',
				{
					source: 'formulario_compartido',
					share_form_id: w.shareFormId,
					name: 'Cliente',
					email: 'cliente@example.com',
					consent: true,
				},
				'id',
			),
		// A new email per insert: contact leads are rate limited per email (3 an hour).
		insertRow: () => ({
			source: 'contacto',
			name: 'Visitante',
			email: `visitante${++leadCounter}@example.com`,
			message: 'Quiero información',
			consent: true,
		}),
		expect: {
			select: [F, T, F, T],
			insert: [T, T, T, T],
			update: [F, T, F, T],
			delete: [F, F, F, T],
		},
	},
	{
		table: 'news_drafts',
		key: 'id',
		patch: { status: 'revision' },
		fixture: (w) =>
			insertAs(
				w,
				'news_drafts',
				{ author_id: w.ids.admin, title: 'Borrador de noticia', slug: slug() },
				'id',
			),
		insertRow: (w, a) => ({ author_id: actorId(w, a), title: 'Noticia nueva', slug: slug() }),
		expect: {
			select: [F, F, F, T],
			insert: [F, F, F, T],
			update: [F, F, F, T],
			delete: [F, F, F, T],
		},
	},
	{
		table: 'application_progress',
		key: 'user_id',
		patch: { current_step: 4 },
		fixture: async (w) => {
			await w.svc.from('application_progress').upsert({ user_id: w.ids.userA, current_step: 2 });
			return w.ids.userA;
		},
		insertRow: async (w) => ({ user_id: await w.freshUser(), current_step: 1 }),
		expect: {
			select: [F, T, F, T],
			insert: [F, F, F, T],
			update: [F, F, F, T],
			delete: [F, F, F, T],
		},
	},
	{
		// The email queue: only the service role (the worker) reads or writes it.
		table: 'email_outbox',
		key: 'id',
		patch: { status: 'sent' },
		fixture: (w) =>
			insertAs(
				w,
				'email_outbox',
				{
					user_id: w.ids.userA,
					to_email: 'a@example.com',
					template: 'ticket_cerrado',
					dedupe_key: `rls:${randomUUID()}`,
				},
				'id',
			),
		insertRow: (w) => ({
			user_id: w.ids.userA,
			to_email: 'a@example.com',
			template: 'aviso_equipo',
			dedupe_key: `rls:${randomUUID()}`,
		}),
		expect: {
			select: [F, F, F, F],
			insert: [F, F, F, F],
			update: [F, F, F, F],
			delete: [F, F, F, F],
		},
	},
	roleChangeRequestsSpec,
	signedCopyRequestsSpec,
	loansSpec,
	loanNoticesSpec,
	...documentTables,
];
