import type { RoleRequestStatus } from '../roleRequests/states.ts';
import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';
import { queryError } from './fail.ts';

/**
 * Requests to change one's profile role (table role_change_requests): the person asks, an admin
 * approves or rejects, and the database applies an approved role and notifies the person.
 */

/** A decision an admin can take. */
export type RoleDecision = Exclude<RoleRequestStatus, 'pendiente'>;

/** A request as the profile and the admin area show it. */
export type RoleRequestRow = Pick<
	Tables<'role_change_requests'>,
	'id' | 'user_id' | 'from_role' | 'to_role' | 'reason' | 'status' | 'created_at' | 'decided_at'
>;

const columns = 'id, user_id, from_role, to_role, reason, status, created_at, decided_at';

/** The person's latest request (pending or decided), or null when they never asked. */
export async function fetchLatestRoleRequest(
	client: PortalClient,
	userId: string,
): Promise<RoleRequestRow | null> {
	const { data, error } = await client
		.from('role_change_requests')
		.select(columns)
		.eq('user_id', userId)
		.order('created_at', { ascending: false })
		.limit(1);
	if (error) throw queryError('role_change_requests', error);
	return data[0] ?? null;
}

/** Asks for another role (the database takes the current one from the profile). */
export async function insertRoleRequest(
	client: PortalClient,
	values: { toRole: string; reason: string | null },
): Promise<void> {
	const { error } = await client
		.from('role_change_requests')
		.insert({ to_role: values.toRole, reason: values.reason });
	if (error) throw queryError('role_change_requests', error);
}

/** Requests of one state for the admin area, oldest pending first (latest decided first). */
export async function listRoleRequests(
	client: PortalClient,
	status: RoleRequestStatus,
): Promise<RoleRequestRow[]> {
	const { data, error } = await client
		.from('role_change_requests')
		.select(columns)
		.eq('status', status)
		.order('created_at', { ascending: status === 'pendiente' })
		.limit(200);
	if (error) throw queryError('role_change_requests', error);
	return data;
}

/** Approves or rejects a pending request (admins only; a decided one cannot change). */
export async function decideRoleRequest(
	client: PortalClient,
	id: string,
	status: RoleDecision,
): Promise<void> {
	const { error, count } = await client
		.from('role_change_requests')
		.update({ status }, { count: 'exact' })
		.eq('id', id);
	if (error) throw queryError('role_change_requests', error);
	if (count !== 1) {
		throw queryError('role_change_requests', { message: 'no row updated', code: '42501' });
	}
}
