import type { Tx } from '../db.ts';

/** A column as the REST layer needs it. */
export type Column = {
	name: string;
	type: string;
	udt: string;
	nullable: boolean;
	hasDefault: boolean;
};
/** A table or view of the public schema. */
export type Table = { name: string; columns: Map<string, Column>; pk: string[] };
/** A foreign key between two public tables. */
export type ForeignKey = {
	name: string;
	table: string;
	columns: string[];
	refTable: string;
	refColumns: string[];
};
/** A callable function of the public schema. */
export type Fn = {
	name: string;
	args: { name: string; type: string; udt: string }[];
	/** Columns of a RETURNS TABLE function. */
	outs: { name: string; udt: string }[];
	returnsSet: boolean;
	returnType: string;
	returnUdt: string;
	composite: boolean;
};
/** PostgREST's schema cache, in miniature. */
export type Catalog = { tables: Map<string, Table>; fks: ForeignKey[]; fns: Map<string, Fn[]> };

const jsonRows = async <T>(tx: Tx, sql: string): Promise<T[]> => {
	const { rows } = await tx.query(`select coalesce(json_agg(q), '[]')::text as j from (${sql}) q`);
	return JSON.parse(String(rows[0]!['j'])) as T[];
};

/** Reads tables, columns, keys and functions of the public schema from pg_catalog. */
export async function loadCatalog(tx: Tx): Promise<Catalog> {
	const columns = await jsonRows<Column & { table: string }>(
		tx,
		`select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
			t.typname as udt, not a.attnotnull as nullable,
			(a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as "hasDefault"
		from pg_class c join pg_namespace n on n.oid = c.relnamespace
		join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
		join pg_type t on t.oid = a.atttypid
		where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
		order by c.relname, a.attnum`,
	);
	const keys = await jsonRows<{
		kind: string;
		name: string;
		table: string;
		cols: string[];
		ref_table: string | null;
		ref_cols: string[] | null;
	}>(
		tx,
		`select con.contype as kind, con.conname as name, cl.relname as table, rcl.relname as ref_table,
			(select json_agg(a.attname order by k.o) from unnest(con.conkey) with ordinality k(n, o)
				join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n) as cols,
			(select json_agg(a.attname order by k.o) from unnest(con.confkey) with ordinality k(n, o)
				join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n) as ref_cols
		from pg_constraint con join pg_class cl on cl.oid = con.conrelid
		join pg_namespace n on n.oid = cl.relnamespace
		left join pg_class rcl on rcl.oid = con.confrelid
		left join pg_namespace rn on rn.oid = rcl.relnamespace
		where n.nspname = 'public' and (con.contype = 'p' or (con.contype = 'f' and rn.nspname = 'public'))`,
	);
	const fns = await jsonRows<{
		name: string;
		names: string[] | null;
		modes: string[] | null;
		types: string[] | null;
		udts: string[] | null;
		all_udts: string[] | null;
		nargs: number;
		returns_set: boolean;
		return_type: string;
		return_udt: string;
		typtype: string;
	}>(
		tx,
		`select p.proname as name, p.proargnames as names, p.proargmodes::text[] as modes, p.pronargs as nargs,
			(select json_agg(format_type(x, null) order by o) from unnest(p.proargtypes) with ordinality u(x, o)) as types,
			(select json_agg(ty.typname order by o) from unnest(p.proargtypes) with ordinality u(x, o) join pg_type ty on ty.oid = x) as udts,
			(select json_agg(ty.typname order by o) from unnest(p.proallargtypes) with ordinality u(x, o) join pg_type ty on ty.oid = x) as all_udts,
			p.proretset as returns_set, format_type(p.prorettype, null) as return_type, t.typname as return_udt, t.typtype
		from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
		where n.nspname = 'public' and p.prokind = 'f' and t.typname <> 'trigger'`,
	);
	const tables = new Map<string, Table>();
	for (const c of columns) {
		let table = tables.get(c.table);
		if (!table) tables.set(c.table, (table = { name: c.table, columns: new Map(), pk: [] }));
		table.columns.set(c.name, {
			name: c.name,
			type: c.type,
			udt: c.udt,
			nullable: c.nullable,
			hasDefault: c.hasDefault,
		});
	}
	const fks: ForeignKey[] = [];
	for (const k of keys) {
		if (k.kind === 'p') {
			const table = tables.get(k.table);
			if (table) table.pk = k.cols;
		} else if (k.ref_table && k.ref_cols) {
			fks.push({
				name: k.name,
				table: k.table,
				columns: k.cols,
				refTable: k.ref_table,
				refColumns: k.ref_cols,
			});
		}
	}
	const byName = new Map<string, Fn[]>();
	for (const f of fns) {
		const types = f.types ?? [];
		const inNames = f.modes
			? (f.names ?? []).filter((_, i) => ['i', 'b', 'v'].includes(f.modes![i]!))
			: (f.names ?? []);
		const outs = f.modes
			? (f.names ?? []).flatMap((name, i) =>
					['o', 't'].includes(f.modes![i]!) ? [{ name, udt: f.all_udts?.[i] ?? 'text' }] : [],
				)
			: [];
		const fn: Fn = {
			name: f.name,
			args: types.map((type, i) => ({ name: inNames[i] ?? '', type, udt: f.udts?.[i] ?? 'text' })),
			outs,
			returnUdt: f.return_udt,
			returnsSet: f.returns_set,
			returnType: f.return_type,
			composite: f.typtype === 'c',
		};
		byName.set(f.name, [...(byName.get(f.name) ?? []), fn]);
	}
	return { tables, fks, fns: byName };
}
