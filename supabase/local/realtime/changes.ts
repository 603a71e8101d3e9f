import type { Database } from '../db.ts';
import type { Catalog } from '../rest/catalog.ts';
import { actAs } from '../rest/context.ts';
import type { JwtClaims } from '../jwt.ts';

/** A change as the local NOTIFY trigger sends it. */
export type Change = {
	schema: string;
	table: string;
	type: 'INSERT' | 'UPDATE' | 'DELETE';
	commit_timestamp: string;
	record?: Record<string, unknown> | null;
	old_record?: Record<string, unknown> | null;
	too_large?: boolean;
};

/** One postgres_changes binding of a joined channel. */
export type Subscription = {
	id: number;
	event: string;
	schema: string;
	table?: string | undefined;
	filter?: Filter | undefined;
};

/** A parsed realtime filter: column=op.value. */
export type Filter = { column: string; op: string; value: string };

const filterOps = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

/** Parses 'user_id=eq.123'; undefined means the filter is not supported. */
export function parseFilter(text: string): Filter | undefined {
	const m = /^([A-Za-z_][A-Za-z0-9_]*)=([a-z]+)\.(.*)$/s.exec(text);
	if (!m || !filterOps.has(m[2]!)) return undefined;
	return { column: m[1]!, op: m[2]!, value: m[3]! };
}

/** Whether a row satisfies a filter (numbers compared as numbers, the rest as text). */
export function matchesFilter(filter: Filter, row: Record<string, unknown>): boolean {
	const raw = row[filter.column];
	const actual =
		raw === null || raw === undefined ? null : typeof raw === 'string' ? raw : JSON.stringify(raw);
	if (filter.op === 'in') {
		const list = filter.value
			.replace(/^\(|\)$/g, '')
			.split(',')
			.map((v) => v.trim().replace(/^"|"$/g, ''));
		return actual !== null && list.includes(actual);
	}
	if (actual === null) return false;
	const numeric = typeof raw === 'number' && !Number.isNaN(Number(filter.value));
	const a = numeric ? Number(actual) : actual;
	const b = numeric ? Number(filter.value) : filter.value;
	switch (filter.op) {
		case 'eq':
			return a === b;
		case 'neq':
			return a !== b;
		case 'lt':
			return a < b;
		case 'lte':
			return a <= b;
		case 'gt':
			return a > b;
		default:
			return a >= b;
	}
}

/** Whether a subscription wants this change (schema, table, event and filter). */
export function wants(sub: Subscription, change: Change): boolean {
	if (sub.schema !== change.schema && sub.schema !== '*') return false;
	if (sub.table && sub.table !== '*' && sub.table !== change.table) return false;
	if (sub.event !== '*' && sub.event.toUpperCase() !== change.type) return false;
	const row = change.type === 'DELETE' ? change.old_record : change.record;
	return !sub.filter || (row ? matchesFilter(sub.filter, row) : false);
}

/**
 * Whether the caller with these claims may SELECT the changed row right now: the row is looked
 * up by primary key inside a transaction running as that caller, so RLS decides.
 */
export async function canSee(
	db: Database,
	catalog: Catalog,
	claims: JwtClaims,
	change: Change,
): Promise<boolean> {
	if (claims.role === 'service_role') return true;
	const table = catalog.tables.get(change.table);
	const record = change.record;
	if (!table || table.pk.length === 0 || !record) return false;
	try {
		return await db.transaction(async (tx) => {
			await actAs(tx, { role: String(claims.role ?? 'anon'), claims }, 'GET', '/realtime');
			const where = table.pk
				.map((c, i) => `"${c.replaceAll('"', '""')}"::text = $${i + 1}`)
				.join(' and ');
			const { rows } = await tx.query(
				`select exists (select 1 from public."${table.name.replaceAll('"', '""')}" where ${where}) as visible`,
				table.pk.map((c) => String(record[c])),
			);
			return rows[0]?.['visible'] === true;
		});
	} catch {
		return false;
	}
}

/** The payload data of a postgres_changes message for one change. */
export function changeData(catalog: Catalog, change: Change) {
	const table = catalog.tables.get(change.table);
	const columns = table
		? [...table.columns.values()].map((c) => ({ name: c.name, type: c.udt }))
		: [];
	const pkOnly = (row: Record<string, unknown> | null | undefined) =>
		row && table ? Object.fromEntries(table.pk.map((c) => [c, row[c]])) : {};
	const data: Record<string, unknown> = {
		schema: change.schema,
		table: change.table,
		commit_timestamp: change.commit_timestamp,
		type: change.type,
		columns,
		errors: change.too_large ? ['Error 413: Payload Too Large'] : null,
	};
	if (change.type !== 'DELETE') data['record'] = change.record ?? {};
	if (change.type !== 'INSERT') data['old_record'] = pkOnly(change.old_record);
	return data;
}
