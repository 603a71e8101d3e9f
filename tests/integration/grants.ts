/** Runs one SQL statement and returns its rows (a Tx of the local server or a pg client). */
export type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Table privileges anon and authenticated hold on public tables that RLS cannot guard
 * (TRUNCATE, TRIGGER, REFERENCES), as "role privilege table" lines; empty when none.
 */
export async function unguardedPrivileges(query: Query): Promise<string[]> {
	const { rows } = await query(`select r.rolname || ' ' || p.privilege || ' ' || c.relname as line
		from pg_class c
		join pg_namespace n on n.oid = c.relnamespace
		cross join (values ('anon'), ('authenticated')) r(rolname)
		cross join (values ('TRUNCATE'), ('TRIGGER'), ('REFERENCES')) p(privilege)
		where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
			and has_table_privilege(r.rolname, c.oid, p.privilege)
		order by 1`);
	return rows.map((r) => String(r['line']));
}

/** The writes anon may make on public tables, as "privilege table" lines. */
export async function anonWrites(query: Query): Promise<string[]> {
	const { rows } = await query(`select p.privilege || ' ' || c.relname as line
		from pg_class c
		join pg_namespace n on n.oid = c.relnamespace
		cross join (values ('INSERT'), ('UPDATE'), ('DELETE')) p(privilege)
		where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
			and has_table_privilege('anon', c.oid, p.privilege)
		order by 1`);
	return rows.map((r) => String(r['line']));
}

/** Security-definer functions of the API schema (public) a role may call through /rpc. */
export async function definerFunctionsCallableBy(query: Query, role: string): Promise<string[]> {
	const { rows } = await query(`select p.proname::text as name
		from pg_proc p join pg_namespace n on n.oid = p.pronamespace
		where n.nspname = 'public' and p.prosecdef and p.prokind = 'f'
			and has_function_privilege('${role}', p.oid, 'execute')
		order by 1`);
	return rows.map((r) => String(r['name']));
}

/** Security-definer functions (any schema but the stand-in's auth) without a pinned search_path. */
export async function definersWithoutSearchPath(query: Query): Promise<string[]> {
	const { rows } = await query(`select n.nspname || '.' || p.proname as name
		from pg_proc p join pg_namespace n on n.oid = p.pronamespace
		where n.nspname in ('public', 'private') and p.prosecdef
			and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
		order by 1`);
	return rows.map((r) => String(r['name']));
}
