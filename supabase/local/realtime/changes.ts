import type { Database } from '../db.ts';
import type { Catalog } from '../rest/catalog.ts';
import { actAs } from '../rest/context.ts';
import type { JwtClaims } from '../jwt.ts';
import { textOr } from '../rest/table.ts';

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

/**
 * Whether a subscription wants this change (schema, table, event and filter); the filter reads
 * `row` when given (the primary key only, for a subscriber who could not see a deleted row).
 */
export function wants(
	sub: Subscription,
	change: Change,
	row: Record<string, unknown> | null | undefined = change.type === 'DELETE'
		? change.old_record
		: change.record,
): boolean {
	if (sub.schema !== change.schema && sub.schema !== '*') return false;
	if (sub.table && sub.table !== '*' && sub.table !== change.table) return false;
	if (sub.event !== '*' && sub.event.toUpperCase() !== change.type) return false;
	return !sub.filter || (row ? matchesFilter(sub.filter, row) : false);
}

/** The old record of a change reduced to its primary key columns. */
export function pkOnly(catalog: Catalog, change: Change): Record<string, unknown> {
	const table = catalog.tables.get(change.table);
	const row = change.old_record;
	return row && table ? Object.fromEntries(table.pk.map((c) => [c, row[c]])) : {};
}

/** Claims that change per session or token (amr: when it signed in), not who the caller is. */
const perSession = new Set(['iat', 'exp', 'nbf', 'jti', 'session_id', 'amr']);

/**
 * Who a token speaks for, as RLS sees it: its claims without the per-session ones, so the 300
 * sessions of one user share one permission check per row instead of making 300.
 */
export function identityKey(claims: JwtClaims): string {
	return JSON.stringify(
		Object.entries(claims)
			.filter(([k]) => !perSession.has(k))
			.sort(([x], [y]) => (x < y ? -1 : 1)),
	);
}

/**
 * Whether the caller with these claims may SELECT the changed row: the row is looked up by
 * primary key inside a transaction running as that caller, so RLS decides. A deleted row is
 * gone, so its old record is checked against the table's SELECT policies for the caller's role
 * instead (the same expressions, evaluated on the old values, as the caller).
 */
export async function canSee(
	db: Database,
	catalog: Catalog,
	claims: JwtClaims,
	change: Change,
): Promise<boolean> {
	if (claims.role === 'service_role') return true;
	const table = catalog.tables.get(change.table);
	const role = String(claims.role ?? 'anon');
	if (change.type === 'DELETE')
		return table ? couldSee(db, table.name, role, claims, change) : false;
	const record = change.record;
	if (!table || table.pk.length === 0 || !record) return false;
	try {
		return await db.transaction(
			async (tx) => {
				await actAs(tx, { role, claims }, 'GET', '/realtime');
				const where = table.pk
					.map((c, i) => `"${c.replaceAll('"', '""')}"::text = $${i + 1}`)
					.join(' and ');
				const { rows } = await tx.query(
					`select exists (select 1 from public."${table.name.replaceAll('"', '""')}" where ${where}) as visible`,
					table.pk.map((c) => String(record[c])),
				);
				return rows[0]?.['visible'] === true;
			},
			{ role },
		);
	} catch {
		return false;
	}
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Whether the role's SELECT policies (and grant) let the caller see a deleted row's old values. */
async function couldSee(
	db: Database,
	name: string,
	role: string,
	claims: JwtClaims,
	change: Change,
): Promise<boolean> {
	if (!change.old_record) return false;
	try {
		return await db.transaction(
			async (tx) => {
				const { rows: policies } = await tx.query(
					`select qual, permissive from pg_policies where schemaname = 'public' and tablename = $1
					and cmd in ('SELECT', 'ALL') and (roles @> array[$2]::name[] or roles @> array['public']::name[])`,
					[name, role],
				);
				const allowed = policies.filter((p) => p['permissive'] === 'PERMISSIVE');
				const required = policies.filter((p) => p['permissive'] !== 'PERMISSIVE');
				if (allowed.length === 0) return false;
				const expr = (p: Record<string, unknown>) => `(${textOr(p['qual'], 'true')})`;
				const where = `(${allowed.map(expr).join(' or ')})${required.map((p) => ` and ${expr(p)}`).join('')}`;
				await actAs(tx, { role, claims }, 'GET', '/realtime');
				// The policies' text comes from the catalog, never from a request; values are bound.
				const { rows } = await tx.query(
					`select has_table_privilege(current_user, $2, 'SELECT') and exists (
					select 1 from json_populate_record(null::public.${quote(name)}, $1::json) as ${quote(name)}
					where ${where}) as visible`,
					[JSON.stringify(change.old_record), `public.${quote(name)}`],
				);
				return rows[0]?.['visible'] === true;
			},
			{ role },
		);
	} catch {
		return false;
	}
}

/** The payload data of a postgres_changes message; old records carry only the primary key. */
export function changeData(catalog: Catalog, change: Change) {
	const table = catalog.tables.get(change.table);
	const columns = table
		? [...table.columns.values()].map((c) => ({ name: c.name, type: c.udt }))
		: [];
	const data: Record<string, unknown> = {
		schema: change.schema,
		table: change.table,
		commit_timestamp: change.commit_timestamp,
		type: change.type,
		columns,
		errors: change.too_large ? ['Error 413: Payload Too Large'] : null,
	};
	if (change.type !== 'DELETE') data['record'] = change.record ?? {};
	if (change.type !== 'INSERT') data['old_record'] = pkOnly(catalog, change);
	return data;
}
