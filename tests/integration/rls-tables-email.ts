import type { TableSpec, World } from './rls-tables.ts';

const F = false;

/** A share-form lead of user A's form (service role), without a signature. */
async function lead(w: World): Promise<string> {
	const { data, error } = await w.svc
		.from('leads')
		.insert({
			source: 'formulario_compartido',
			share_form_id: w.shareFormId,
			name: 'Cliente',
			email: 'cliente@example.com',
			consent: true,
		})
		.select('id')
		.single();
	if (error) throw new Error(`fixture leads: ${error.message}`);
	return data.id;
}

/**
 * The signed-form copy requests (issue 43): written and read only by the database's functions
 * (the lead trigger and confirm_signed_copy); nobody reaches them through the API.
 */
export const signedCopyRequestsSpec: TableSpec = {
	table: 'signed_copy_requests',
	key: 'id',
	patch: { status: 'confirmada' },
	fixture: async (w) => {
		const { data, error } = await w.svc
			.from('signed_copy_requests')
			.insert({ lead_id: await lead(w), owner_id: w.ids.userA, email: 'cliente@example.com' })
			.select('id')
			.single();
		if (error) throw new Error(`fixture signed_copy_requests: ${error.message}`);
		return data.id;
	},
	insertRow: async (w) => ({ lead_id: await lead(w), email: 'otra@example.com' }),
	expect: {
		select: [F, F, F, F],
		insert: [F, F, F, F],
		update: [F, F, F, F],
		delete: [F, F, F, F],
	},
};
