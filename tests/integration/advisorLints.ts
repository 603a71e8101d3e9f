/**
 * Supabase's database advisor, written out for our tests: the rules of Supabase splinter
 * (Apache-2.0, https://github.com/supabase/splinter, `lints/00NN_*.sql`) re-stated as short
 * queries over the system catalogs. Each lint returns its findings as names (`schema.table.thing`),
 * sorted, so a test can compare them with an explicit list of accepted exceptions.
 *
 * Like splinter, the lints skip the platform's own schemas (auth, storage, realtime…); the local
 * stand-in's realtime schema `_realtime_local` is skipped for the same reason. The API exposes
 * only `public` (PostgREST's db_schemas on the hosted project).
 */
import type { Query } from './grants.ts';

/** Schemas the platform owns; splinter's list plus the local server's realtime stand-in. */
const platform = `('_realtime_local', 'auth', 'cron', 'extensions', 'graphql', 'graphql_public',
	'information_schema', 'net', 'pgbouncer', 'pgsodium', 'pgsodium_masks', 'pg_catalog', 'pg_toast',
	'realtime', 'storage', 'supabase_functions', 'supabase_migrations', 'vault')`;

/** Schemas PostgREST serves (/rest/v1). */
const exposed = `('public')`;

/** A policy with its table, roles, command and expressions as text (pg_policies). */
const policies = `select p.schemaname || '.' || p.tablename || '.' || p.policyname as finding,
		p.schemaname, p.tablename, p.policyname, p.permissive = 'PERMISSIVE' as permissive,
		p.roles::text[] as roles, p.cmd, coalesce(p.qual, '') as qual,
		coalesce(p.with_check, '') as with_check, c.relrowsecurity as rls
	from pg_policies p
	join pg_namespace n on n.nspname = p.schemaname
	join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
	where p.schemaname not in ${platform}`;

/** The advisor's lints, by splinter's number and name; each query returns a `finding` column. */
export const lints = {
	/** 0001 unindexed_foreign_keys: a foreign key whose columns do not lead any valid index. */
	'0001_unindexed_foreign_keys': `select n.nspname || '.' || c.relname || '.' || k.conname as finding
		from pg_constraint k
		join pg_class c on c.oid = k.conrelid
		join pg_namespace n on n.oid = c.relnamespace
		where k.contype = 'f' and n.nspname not in ${platform}
			and not exists (select 1 from pg_index i
				where i.indrelid = k.conrelid and i.indisvalid
					and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(k.conkey)] = k.conkey)`,

	/** 0003 auth_rls_initplan: a policy calls auth.uid()/jwt()/role()/email() or current_setting()
	 * per row instead of once through `(select …)`. */
	'0003_auth_rls_initplan': `select finding from (${policies}) p
		where rls and exists (select 1 from unnest(array[qual, with_check]) e(x),
			unnest(array['auth.uid()', 'auth.jwt()', 'auth.role()', 'auth.email()', 'current_setting(']) f(fn)
			where strpos(x, fn) > 0 and strpos(lower(x), 'select ' || fn) = 0)`,

	/** 0004 no_primary_key: a table without a primary key. */
	'0004_no_primary_key': `select n.nspname || '.' || c.relname as finding
		from pg_class c join pg_namespace n on n.oid = c.relnamespace
		where c.relkind = 'r' and n.nspname not in ${platform}
			and not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary)`,

	/** 0006 multiple_permissive_policies: two or more permissive policies on one table for the
	 * same role and action (each one runs for every row). Finding: `table.role.ACTION`. */
	'0006_multiple_permissive_policies': `select n.nspname || '.' || c.relname || '.' || r.rolname || '.' || a.cmd as finding
		from pg_policy p
		join pg_class c on c.oid = p.polrelid
		join pg_namespace n on n.oid = c.relnamespace
		join pg_roles r on p.polroles @> array[r.oid] or p.polroles = array[0::oid]
		cross join lateral unnest(case p.polcmd when 'r' then array['SELECT'] when 'a' then array['INSERT']
			when 'w' then array['UPDATE'] when 'd' then array['DELETE']
			else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) a(cmd)
		where c.relkind = 'r' and p.polpermissive and n.nspname not in ${platform}
			and r.rolname not like 'pg\\_%' and r.rolname not like 'supabase%admin' and not r.rolbypassrls
		group by 1 having count(*) > 1`,

	/** 0007 policy_exists_rls_disabled: policies written on a table whose RLS is off. */
	'0007_policy_exists_rls_disabled': `select distinct schemaname || '.' || tablename as finding
		from (${policies}) p where not rls`,

	/** 0008 rls_enabled_no_policy: RLS on but no policy (nobody but the owner sees a row). */
	'0008_rls_enabled_no_policy': `select n.nspname || '.' || c.relname as finding
		from pg_class c join pg_namespace n on n.oid = c.relnamespace
		where c.relkind = 'r' and c.relrowsecurity and n.nspname not in ${platform}
			and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`,

	/** 0009 duplicate_index: two indexes with the same definition on one table. */
	'0009_duplicate_index': `select schemaname || '.' || tablename || '.' || string_agg(indexname, '+' order by indexname) as finding
		from pg_indexes where schemaname not in ${platform}
		group by schemaname, tablename, replace(indexdef, indexname, '') having count(*) > 1`,

	/** 0010 security_definer_view: an API view anon or authenticated may read that runs with
	 * its owner's rights (no security_invoker), bypassing the caller's RLS. */
	'0010_security_definer_view': `select n.nspname || '.' || c.relname as finding
		from pg_class c join pg_namespace n on n.oid = c.relnamespace
		where c.relkind = 'v' and n.nspname in ${exposed}
			and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))
			and not lower(coalesce(c.reloptions::text, '{}'))::text[] && array['security_invoker=1',
				'security_invoker=true', 'security_invoker=yes', 'security_invoker=on']`,

	/** 0011 function_search_path_mutable: a function without a pinned search_path. */
	'0011_function_search_path_mutable': `select n.nspname || '.' || p.proname as finding
		from pg_proc p join pg_namespace n on n.oid = p.pronamespace
		where n.nspname not in ${platform}
			and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
			and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) s where s like 'search_path=%')`,

	/** 0013 rls_disabled_in_public: an API table anon or authenticated can read with RLS off. */
	'0013_rls_disabled_in_public': `select n.nspname || '.' || c.relname as finding
		from pg_class c join pg_namespace n on n.oid = c.relnamespace
		where c.relkind = 'r' and not c.relrowsecurity and n.nspname in ${exposed}
			and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,

	/** 0014 extension_in_public: an extension installed in the public schema. */
	'0014_extension_in_public': `select e.extname::text as finding
		from pg_extension e join pg_namespace n on n.oid = e.extnamespace
		where n.nspname = 'public'`,

	/** 0016 materialized_view_in_api: a materialized view (no RLS) anon or authenticated may read. */
	'0016_materialized_view_in_api': `select n.nspname || '.' || c.relname as finding
		from pg_class c join pg_namespace n on n.oid = c.relnamespace
		where c.relkind = 'm' and n.nspname in ${exposed}
			and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))`,

	/** 0024 rls_policy_always_true: a permissive write policy for anon/authenticated (or every
	 * role) whose USING or WITH CHECK is always true (SELECT with true is left alone, as splinter). */
	'0024_rls_policy_always_true': `select finding from (
			select *, regexp_replace(lower(qual), '\\s', '', 'g') as q,
				regexp_replace(lower(with_check), '\\s', '', 'g') as w
			from (${policies}) p) p
		where rls and permissive and (roles && array['anon', 'authenticated', 'public'])
			and ((cmd in ('UPDATE', 'DELETE', 'ALL') and (q in ('true', '(true)', '1=1', '(1=1)') or qual = ''))
				or w in ('true', '(true)', '1=1', '(1=1)')
				or (cmd = 'INSERT' and with_check = '')
				or (cmd in ('UPDATE', 'ALL') and with_check = '' and q in ('true', '(true)', '1=1', '(1=1)')))`,

	/** 0028 anon_security_definer_function_executable: anon may call a security-definer function
	 * of the API schema through /rpc. Finding: `schema.name(args)`. */
	'0028_anon_security_definer_function_executable': definerExecutableBy('anon'),

	/** 0029 authenticated_security_definer_function_executable: the same for signed-in callers. */
	'0029_authenticated_security_definer_function_executable': definerExecutableBy('authenticated'),
} as const;

export type LintName = keyof typeof lints;

function definerExecutableBy(role: string): string {
	return `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as finding
		from pg_proc p join pg_namespace n on n.oid = p.pronamespace
		where p.prosecdef and n.nspname in ${exposed} and has_function_privilege('${role}', p.oid, 'execute')`;
}

/** Runs every lint and returns its findings, sorted; lints with none map to []. */
export async function runAdvisor(query: Query): Promise<Record<LintName, string[]>> {
	const out = {} as Record<LintName, string[]>;
	for (const [name, sql] of Object.entries(lints) as [LintName, string][]) {
		const { rows } = await query(`${sql} order by 1`);
		out[name] = rows.map((r) => String(r['finding']));
	}
	return out;
}
