import { randomUUID } from 'node:crypto';
import type { TableSpec, World } from './rls-tables.ts';

const T = true;
const F = false;

/** A document row of user A (written by the storage triggers in the product; here directly). */
const documentRow = (w: World) => ({
	user_id: w.ids.userA,
	application_id: randomUUID(),
	kind: 'dni',
	object_path: `${w.ids.userA}/${randomUUID()}/dni/dni.pdf`,
	file_name: 'dni.pdf',
});

async function insertRow(w: World, table: string, row: Record<string, unknown>): Promise<string> {
	const { data, error } = await w.svc
		.from(table as 'documents')
		.insert(row as never)
		.select('id')
		.single();
	if (error) throw new Error(`fixture ${table}: ${error.message}`);
	return data.id;
}

/**
 * The vault's tables: the owner and admins read; nobody writes through the API (the storage
 * triggers, admin_review_document and log_document_access write them).
 */
export const documentTables: TableSpec[] = [
	{
		table: 'documents',
		key: 'id',
		patch: { status: 'revisado' },
		fixture: (w) => insertRow(w, 'documents', documentRow(w)),
		insertRow: (w) => documentRow(w),
		expect: {
			select: [F, T, F, T],
			insert: [F, F, F, F],
			update: [F, F, F, F],
			delete: [F, F, F, F],
		},
	},
	{
		table: 'document_access_log',
		key: 'id',
		patch: { kind: 'renta' },
		fixture: (w) =>
			insertRow(w, 'document_access_log', {
				user_id: w.ids.userA,
				object_path: `${w.ids.userA}/x/dni/dni.pdf`,
				kind: 'dni',
				admin_id: w.ids.admin,
			}),
		insertRow: (w) => ({
			user_id: w.ids.userA,
			object_path: `${w.ids.userA}/x/dni/dni.pdf`,
			kind: 'dni',
			admin_id: w.ids.admin,
		}),
		expect: {
			select: [F, T, F, T],
			insert: [F, F, F, F],
			update: [F, F, F, F],
			delete: [F, F, F, F],
		},
	},
];
