import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '~/lib/supabase/admin.ts';
import { setFilter } from '~/stores/shared/adminStore.ts';
import { $userFilter, $users, changeAdmin, changeRole } from '~/stores/admin.ts';
import { loaded, storeTestSetup } from './adminFakeClient.ts';

const ana: AdminUserRow = {
	id: 'u-ana',
	email: 'ana@example.com',
	first_name: 'Ana',
	last_name: 'García',
	role: 'particular',
	is_admin: false,
	created_at: '2026-11-01T10:00:00Z',
};

const { useFake } = storeTestSetup();

describe('admin users store', () => {
	it('loads the users of the filter through admin_list_users', async () => {
		const fake = { calls: useFake(() => ({ data: [ana] })) };
		setFilter($userFilter, 'q=ana&role=admin', $users);
		await new Promise((r) => setTimeout(r, 0));
		expect(await loaded($users)).toEqual([ana]);
		expect(fake.calls).toContainEqual([
			'rpc("admin_list_users", {"p_search":"ana","p_role":"admin","p_limit":50})',
		]);
	});

	it('changes a role and says whose, in Spanish', async () => {
		const fake = { calls: useFake(() => ({ count: 1 })) };
		expect(await changeRole(ana, 'promotora')).toEqual({
			ok: true,
			message: 'Rol de Ana García: Promotora',
		});
		expect(fake.calls[0]).toEqual([
			'from("profiles")',
			'update({"role":"promotora"}, {"count":"exact"})',
			'eq("id", "u-ana")',
		]);
	});

	it('a role change that touched no row (not an admin) is reported, not claimed', async () => {
		useFake(() => ({ count: 0 }));
		expect(await changeRole(ana, 'inmobiliaria')).toEqual({
			ok: false,
			message: 'No se ha podido guardar el cambio. Comprueba tu conexión e inténtalo de nuevo.',
		});
	});

	it('grants the admin flag, and shows the database’s Spanish reason when refused', async () => {
		const granted = { calls: useFake(() => ({ data: null })) };
		expect(await changeAdmin(ana, true)).toEqual({
			ok: true,
			message: 'Permisos de administración concedidos a Ana García',
		});
		expect(granted.calls[0]).toEqual([
			'rpc("admin_set_admin", {"p_user_id":"u-ana","p_admin":true})',
		]);
		useFake(() => ({
			error: {
				message: 'No puedes quitarte a ti mismo el rol de administrador.',
				code: '42501',
			},
		}));
		expect(await changeAdmin({ ...ana, is_admin: true }, false)).toEqual({
			ok: false,
			message: 'No puedes quitarte a ti mismo el rol de administrador.',
		});
	});
});
