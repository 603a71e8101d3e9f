import type { Tx } from '../db.ts';
import type { Catalog, Table } from './catalog.ts';
import { RestError } from './errors.ts';
import { Params, orderSql, q } from './filters.ts';
import { type ReadNode, readTree, rowCap, selectList, whereParts } from './select.ts';

/** Result of a statement: JSON text of the rows, their number and an optional total. */
export type Rows = { body: string; n: number; total?: number };

const aggregate = (inner: string) =>
	`select coalesce(json_agg(_root), '[]'::json)::text as body, count(*)::int as n from (${inner}) _root`;

/** A text column's value, or fallback when it is null or not text. */
export const textOr = (value: unknown, fallback: string): string =>
	typeof value === 'string' ? value : fallback;

const toRows = (row: Record<string, unknown> | undefined): Rows => ({
	body: textOr(row?.['body'], '[]'),
	n: Number(row?.['n'] ?? 0),
});

/** The one statement a read runs, with its bound values (nothing of the request is pasted in). */
export function readSql(
	tree: ReadNode,
	source: (p: Params) => string,
): { sql: string; values: unknown[] } {
	const p = new Params();
	const from = source(p);
	const cols = selectList(tree, p);
	const where = whereParts(tree, p);
	const order = orderSql(tree.table, tree.alias, tree.order, p);
	const limit = p.add(rowCap(tree));
	const offset = p.add(tree.offset ?? 0);
	const sql = aggregate(
		`select ${cols} from ${from} t0${where.length ? ` where ${where.join(' and ')}` : ''}${order} limit ${limit} offset ${offset}`,
	);
	return { sql, values: p.values };
}

/** Reads rows of a table (or of a set-returning function call in source) with embeds and paging. */
export async function readRows(
	tx: Tx,
	tree: ReadNode,
	source: (p: Params) => string,
	countKind: string | undefined,
): Promise<Rows> {
	const { sql, values } = readSql(tree, source);
	const rows = toRows((await tx.query(sql, values)).rows[0]);
	if (countKind) {
		const c = new Params();
		const cFrom = source(c);
		const cWhere = whereParts(tree, c);
		const counted = await tx.query(
			`select count(*)::int as total from ${cFrom} t0${cWhere.length ? ` where ${cWhere.join(' and ')}` : ''}`,
			c.values,
		);
		rows.total = Number(counted.rows[0]?.['total'] ?? 0);
	}
	return rows;
}

/** The payload columns: ?columns= when given, otherwise the union of the objects' keys. */
function payloadColumns(
	table: Table,
	rows: Record<string, unknown>[],
	columnsParam: string | null,
): string[] {
	const names = columnsParam
		? columnsParam.split(',').map((c) => c.trim().replace(/^"|"$/g, ''))
		: [...new Set(rows.flatMap((r) => Object.keys(r)))];
	for (const name of names) {
		if (!table.columns.has(name)) {
			throw new RestError(
				400,
				'PGRST204',
				`Could not find the '${name}' column of '${table.name}' in the schema cache`,
			);
		}
	}
	return names;
}

/** What a write should do and return. */
export type WriteRequest = {
	method: 'POST' | 'PATCH' | 'DELETE';
	body: unknown;
	search: URLSearchParams;
	returnRows: boolean;
	resolution?: string | undefined;
};

/** INSERT/upsert, UPDATE or DELETE as one statement, so PostgreSQL applies RLS to it. */
export async function writeRows(
	tx: Tx,
	catalog: Catalog,
	table: Table,
	w: WriteRequest,
): Promise<Rows> {
	const tree = readTree(catalog, table, w.search);
	const p = new Params();
	const t = `public.${q(table.name)}`;
	let statement: string;
	if (w.method === 'POST') {
		const rows = (Array.isArray(w.body) ? w.body : [w.body]) as Record<string, unknown>[];
		if (rows.length === 0) return { body: '[]', n: 0 };
		const cols = payloadColumns(table, rows, w.search.get('columns'));
		const list = cols.map(q).join(', ');
		statement = `insert into ${t} as t0 (${list}) select ${list} from json_populate_recordset(null::${t}, ${p.add(JSON.stringify(rows))}::json) _j`;
		if (w.resolution) {
			const target =
				w.search
					.get('on_conflict')
					?.split(',')
					.map((c) => c.trim()) ?? table.pk;
			for (const c of target)
				if (!table.columns.has(c))
					throw new RestError(
						400,
						'PGRST204',
						`Could not find the '${c}' column of '${table.name}' in the schema cache`,
					);
			const updates = cols
				.filter((c) => !target.includes(c))
				.map((c) => `${q(c)} = excluded.${q(c)}`);
			const action =
				w.resolution === 'ignore-duplicates' || updates.length === 0
					? 'do nothing'
					: `do update set ${updates.join(', ')}`;
			statement += ` on conflict (${target.map(q).join(', ')}) ${action}`;
		}
	} else {
		const where = whereParts(tree, p);
		const cond = where.length ? ` where ${where.join(' and ')}` : '';
		if (w.method === 'DELETE') statement = `delete from ${t} as t0${cond}`;
		else {
			const patch = w.body as Record<string, unknown>;
			const cols = payloadColumns(table, [patch], null);
			if (cols.length === 0) return { body: '[]', n: 0 };
			const sets = cols.map((c) => `${q(c)} = _v.${q(c)}`).join(', ');
			const source = `(select * from json_populate_record(null::${t}, ${p.add(JSON.stringify(patch))}::json)) _v`;
			statement = `update ${t} as t0 set ${sets} from ${source}${cond}`;
		}
	}
	if (!w.returnRows) {
		const result = await tx.query(statement, p.values);
		return { body: '', n: result.affectedRows };
	}
	const cols = selectList(tree, p);
	const sql = `with pgrst_source as (${statement} returning t0.*) ${aggregate(`select ${cols} from pgrst_source t0`)}`;
	return toRows((await tx.query(sql, p.values)).rows[0]);
}
