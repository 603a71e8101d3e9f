import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';

/**
 * Data access of the admin area (/admin). Every call runs with the admin's own JWT: RLS and the
 * admin_* functions of the database refuse anyone else, whatever the page shows.
 */

const fail = (what: string, error: { message: string; code?: string }) =>
	Object.assign(new Error(`${what}: ${error.message}`), { code: error.code });

/** A user as the admin area lists them. */
export interface AdminUserRow {
	id: string;
	email: string | null;
	first_name: string | null;
	last_name: string | null;
	role: string;
	is_admin: boolean;
	created_at: string;
}

/** Users matching a search (email or name) and a role ('admin' for the team), newest first. */
export async function listUsers(
	client: PortalClient,
	filter: { search?: string; role?: string; limit?: number } = {},
): Promise<AdminUserRow[]> {
	const { data, error } = await client.rpc('admin_list_users', {
		p_search: filter.search ?? '',
		p_role: (filter.role || null) as string,
		p_limit: filter.limit ?? 50,
	});
	if (error) throw fail('admin_list_users', error);
	return data;
}

/** Changes a user's profile role (particular, inmobiliaria, promotora, agente_inmobiliario). */
export async function setProfileRole(
	client: PortalClient,
	userId: string,
	role: string,
): Promise<void> {
	const { error, count } = await client
		.from('profiles')
		.update({ role }, { count: 'exact' })
		.eq('id', userId);
	if (error) throw fail('profiles', error);
	if (count !== 1) throw fail('profiles', { message: 'no row updated', code: '42501' });
}

/** Grants or removes the admin flag (the database refuses removing one's own). */
export async function setAdminFlag(
	client: PortalClient,
	userId: string,
	admin: boolean,
): Promise<void> {
	const { error } = await client.rpc('admin_set_admin', { p_user_id: userId, p_admin: admin });
	if (error) throw fail('admin_set_admin', error);
}

/** Who receives a notification: one user or every user of a profile role. */
export type NotificationTarget = { userId: string } | { role: string };

/** Sends a notification and returns how many people received it. */
export async function sendNotification(
	client: PortalClient,
	values: { title: string; message: string; actionUrl?: string; target: NotificationTarget },
): Promise<number> {
	const { data, error } = await client.rpc('admin_notify', {
		p_title: values.title,
		p_message: values.message,
		p_action_url: (values.actionUrl || null) as string,
		p_user_id: ('userId' in values.target ? values.target.userId : null) as string,
		p_role: ('role' in values.target ? values.target.role : null) as string,
	});
	if (error) throw fail('admin_notify', error);
	return data;
}

/** Names and emails of some users, by id (for tickets, applications and leads). */
export async function profilesByIds(
	client: PortalClient,
	ids: readonly string[],
): Promise<
	Record<string, Pick<Tables<'profiles'>, 'email' | 'first_name' | 'last_name' | 'role'>>
> {
	const unique = [...new Set(ids)];
	if (unique.length === 0) return {};
	const { data, error } = await client
		.from('profiles')
		.select('id, email, first_name, last_name, role')
		.in('id', unique);
	if (error) throw fail('profiles', error);
	return Object.fromEntries(data.map(({ id, ...rest }) => [id, rest]));
}

/** An applicant's progress row. */
export type ApplicationRow = Pick<
	Tables<'application_progress'>,
	'user_id' | 'current_step' | 'completed_steps' | 'status' | 'notes' | 'updated_at'
>;

/** Every application, latest change first. */
export async function listApplications(client: PortalClient): Promise<ApplicationRow[]> {
	const { data, error } = await client
		.from('application_progress')
		.select('user_id, current_step, completed_steps, status, notes, updated_at')
		.order('updated_at', { ascending: false })
		.limit(200);
	if (error) throw fail('application_progress', error);
	return data;
}

/** Creates or moves an applicant's progress (the database notifies them). */
export async function saveApplication(
	client: PortalClient,
	row: Pick<ApplicationRow, 'user_id' | 'current_step' | 'completed_steps' | 'status'> & {
		notes?: string | null;
	},
): Promise<void> {
	const { error } = await client
		.from('application_progress')
		.upsert(row, { onConflict: 'user_id' });
	if (error) throw fail('application_progress', error);
}

/** Assigns a ticket to an admin (or leaves it unassigned with null). */
export async function assignTicket(
	client: PortalClient,
	ticketId: string,
	adminId: string | null,
): Promise<void> {
	const { error } = await client
		.from('support_tickets')
		.update({ assigned_to: adminId })
		.eq('id', ticketId);
	if (error) throw fail('support_tickets', error);
}

/** A ticket as the inbox lists it. */
export type InboxTicketRow = Pick<
	Tables<'support_tickets'>,
	| 'id'
	| 'user_id'
	| 'subject'
	| 'category'
	| 'priority'
	| 'status'
	| 'assigned_to'
	| 'created_at'
	| 'last_message_at'
	| 'last_staff_message_at'
	| 'last_user_message_at'
>;

/** The inbox: every ticket by latest activity, filtered by status and category. */
export async function listInboxTickets(
	client: PortalClient,
	filter: { status?: string; category?: string } = {},
): Promise<InboxTicketRow[]> {
	let query = client
		.from('support_tickets')
		.select(
			'id, user_id, subject, category, priority, status, assigned_to, created_at, last_message_at, last_staff_message_at, last_user_message_at',
		);
	if (filter.status) query = query.eq('status', filter.status);
	if (filter.category) query = query.eq('category', filter.category);
	const { data, error } = await query.order('last_message_at', { ascending: false }).limit(200);
	if (error) throw fail('support_tickets', error);
	return data;
}

/** A lead as the admin area lists it. */
export type AdminLeadRow = Pick<
	Tables<'leads'>,
	'id' | 'source' | 'name' | 'email' | 'phone' | 'message' | 'status' | 'created_at'
>;

/** Leads filtered by source, status and a period of days (YYYY-MM-DD, both included). */
export async function listLeads(
	client: PortalClient,
	filter: { source?: string; status?: string; fromIso?: string; toIso?: string } = {},
): Promise<AdminLeadRow[]> {
	let query = client
		.from('leads')
		.select('id, source, name, email, phone, message, status, created_at');
	if (filter.source) query = query.eq('source', filter.source);
	if (filter.status) query = query.eq('status', filter.status);
	if (filter.fromIso) query = query.gte('created_at', filter.fromIso);
	if (filter.toIso) query = query.lt('created_at', filter.toIso);
	const { data, error } = await query.order('created_at', { ascending: false }).limit(500);
	if (error) throw fail('leads', error);
	return data;
}

/** Moves a lead to another status. */
export async function setLeadStatus(
	client: PortalClient,
	id: string,
	status: string,
): Promise<void> {
	const { error } = await client.from('leads').update({ status }).eq('id', id);
	if (error) throw fail('leads', error);
}

/** A cached AI answer. */
export type AiCacheRow = Pick<
	Tables<'ai_response_cache'>,
	'question_hash' | 'response' | 'hit_count' | 'created_at' | 'updated_at'
>;

/** Cached AI answers, most used first. */
export async function listAiCache(client: PortalClient, search = ''): Promise<AiCacheRow[]> {
	let query = client
		.from('ai_response_cache')
		.select('question_hash, response, hit_count, created_at, updated_at');
	const text = search.trim();
	if (text) query = query.ilike('response', `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
	const { data, error } = await query
		.order('hit_count', { ascending: false })
		.order('question_hash')
		.limit(100);
	if (error) throw fail('ai_response_cache', error);
	return data;
}

/** Corrects a cached answer's text. */
export async function updateAiCache(
	client: PortalClient,
	hash: string,
	response: string,
): Promise<void> {
	const { error, count } = await client
		.from('ai_response_cache')
		.update({ response }, { count: 'exact' })
		.eq('question_hash', hash);
	if (error) throw fail('ai_response_cache', error);
	if (count !== 1) throw fail('ai_response_cache', { message: 'no row updated', code: '42501' });
}

/** Deletes a cached answer (the assistant will answer that question afresh). */
export async function deleteAiCache(client: PortalClient, hash: string): Promise<void> {
	const { error, count } = await client
		.from('ai_response_cache')
		.delete({ count: 'exact' })
		.eq('question_hash', hash);
	if (error) throw fail('ai_response_cache', error);
	if (count !== 1) throw fail('ai_response_cache', { message: 'no row deleted', code: '42501' });
}
