import type { TableSpec, World } from './rls-tables.ts';

/** The role_change_requests row of the RLS matrix (issue 26, item 10). */

const T = true;
const F = false;

/** Removes user A's pending role request (service role), so the next one may be created. */
async function clearPendingRoleRequests(w: World): Promise<void> {
	const { error } = await w.svc
		.from('role_change_requests')
		.delete()
		.eq('user_id', w.ids.userA)
		.eq('status', 'pendiente');
	if (error) throw new Error(`clear role_change_requests: ${error.message}`);
}

export const roleChangeRequestsSpec: TableSpec = {
	table: 'role_change_requests',
	key: 'id',
	patch: { status: 'rechazada' },
	// One pending request per person: A's earlier pending one is cleared before each cell.
	fixture: async (w) => {
		await clearPendingRoleRequests(w);
		const { data, error } = await w.svc
			.from('role_change_requests')
			.insert({ user_id: w.ids.userA, to_role: 'promotora' })
			.select('id')
			.single();
		if (error) throw new Error(`fixture role_change_requests: ${error.message}`);
		return data.id;
	},
	// A asks for themselves (user_id from the token); the others try to ask on A's behalf.
	insertRow: async (w, a) => {
		await clearPendingRoleRequests(w);
		return a === 'userA'
			? { to_role: 'promotora' }
			: { user_id: w.ids.userA, to_role: 'promotora' };
	},
	expect: {
		select: [F, T, F, T],
		insert: [F, T, F, F],
		update: [F, F, F, T],
		delete: [F, F, F, F],
	},
};
