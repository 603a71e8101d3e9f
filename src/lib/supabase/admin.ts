import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';
import { queryError } from './fail.ts';

/**
 * People as the admin area sees them: the user list (admin_list_users), a profile's role, the
 * admin flag, and names by id. Every call runs with the admin's own JWT: RLS and the admin_*
 * functions refuse anyone else.
 */

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
	if (error) throw queryError('admin_list_users', error);
	return data;
}

/** The one user whose email is exactly `email` (case-insensitive), or null. */
export async function findUserByEmail(
	client: PortalClient,
	email: string,
): Promise<AdminUserRow | null> {
	const wanted = email.trim().toLowerCase();
	const found = await listUsers(client, { search: wanted, limit: 5 });
	return found.find((u) => u.email?.toLowerCase() === wanted) ?? null;
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
	if (error) throw queryError('profiles', error);
	if (count !== 1) throw queryError('profiles', { message: 'no row updated', code: '42501' });
}

/** Grants or removes the admin flag (the database refuses removing one's own). */
export async function setAdminFlag(
	client: PortalClient,
	userId: string,
	admin: boolean,
): Promise<void> {
	const { error } = await client.rpc('admin_set_admin', { p_user_id: userId, p_admin: admin });
	if (error) throw queryError('admin_set_admin', error);
}

/** What the admin area shows of a person found by id. */
export type PersonRow = Pick<Tables<'profiles'>, 'email' | 'first_name' | 'last_name' | 'role'>;

/** Names and emails of some users, by id (for tickets, applications and leads). */
export async function profilesByIds(
	client: PortalClient,
	ids: readonly string[],
): Promise<Record<string, PersonRow>> {
	const unique = [...new Set(ids)];
	if (unique.length === 0) return {};
	const { data, error } = await client
		.from('profiles')
		.select('id, email, first_name, last_name, role')
		.in('id', unique);
	if (error) throw queryError('profiles', error);
	return Object.fromEntries(data.map(({ id, ...rest }) => [id, rest]));
}
