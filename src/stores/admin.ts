import { atom } from 'nanostores';
import { personName } from '~/lib/admin/admin.ts';
import { roleLabel } from '~/lib/auth/roles.ts';
import type { UserRole } from '~/lib/auth/roles.ts';
import type { AdminUserRow } from '~/lib/supabase/admin.ts';
import { adminClient, adminStore, runAction, type ActionResult } from './shared/adminStore.ts';

/** The admin's user list: search people, change their role and the admin flag. */

const users = () => import('~/lib/supabase/admin.ts');

/** User search: `q` (email or name) and `role` (a profile role, or `admin` for the team). */
export const $userFilter = atom('');

/** The users matching the filter, newest first (at most 50). */
export const $users = adminStore('users', $userFilter, async (c, f) =>
	(await users()).listUsers(c, { search: f.get('q') ?? '', role: f.get('role') ?? '' }),
);

/** Changes a person's profile role; the list reloads either way. */
export function changeRole(user: AdminUserRow, role: UserRole): Promise<ActionResult> {
	return runAction(
		`Rol de ${personName(user, user.id)}: ${roleLabel(role)}`,
		async (c) => (await users()).setProfileRole(c, user.id, role),
		$users,
	);
}

/** Grants or removes a person's admin flag (never one's own: the database refuses it). */
export function changeAdmin(user: AdminUserRow, admin: boolean): Promise<ActionResult> {
	const name = personName(user, user.id);
	return runAction(
		admin
			? `Permisos de administración concedidos a ${name}`
			: `Permisos de administración retirados a ${name}`,
		async (c) => (await users()).setAdminFlag(c, user.id, admin),
		$users,
	);
}

/** The person with exactly this email (case-insensitive), or null. */
export async function findUserByEmail(email: string): Promise<AdminUserRow | null> {
	return (await users()).findUserByEmail(await adminClient(), email);
}
