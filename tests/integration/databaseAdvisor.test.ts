import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/db-open.ts';
import type { Database } from '../../supabase/local/db.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { type LintName, lints, runAdvisor } from './advisorLints.ts';
import { freshPostgresDatabase, hasPostgres15 } from './postgres.ts';

/**
 * Issue 49: Supabase's database advisor (splinter's lints, tests/integration/advisorLints.ts)
 * on the schema the migrations build, on PostgreSQL 15 (what hosted Supabase runs) and PGlite.
 * Every lint finds nothing but the exceptions below, each with the reason it is accepted.
 */
const accepted: Record<LintName, Record<string, string>> = {
	'0001_unindexed_foreign_keys': {},
	'0003_auth_rls_initplan': {},
	'0004_no_primary_key': {},
	'0006_multiple_permissive_policies': {},
	'0007_policy_exists_rls_disabled': {},
	'0008_rls_enabled_no_policy': {
		'private.ai_cache_hit_minutes':
			'Contador interno fuera del API (esquema private, revoke all); solo lo escribe count_ai_cache_hit.',
		'public.email_outbox':
			'Cola de correos: anon y authenticated no tienen privilegio alguno (revoke all); la llenan disparadores y la vacía el service role.',
		'public.signed_copy_requests':
			'Copias firmadas por confirmar: anon y authenticated no tienen privilegio alguno (revoke all); solo las tocan funciones security definer y el service role.',
	},
	'0009_duplicate_index': {},
	'0010_security_definer_view': {},
	'0011_function_search_path_mutable': {},
	'0013_rls_disabled_in_public': {},
	'0014_extension_in_public': {},
	'0016_materialized_view_in_api': {},
	'0024_rls_policy_always_true': {},
	'0028_anon_security_definer_function_executable': {
		'public.confirm_signed_copy(p_token text)':
			'Enlace del correo de copia firmada: quien firmó sin cuenta lo confirma con su token de un solo uso.',
		'public.count_ai_cache_hit(p_question_hash text)':
			'El asistente cuenta los usos de una respuesta en caché para cualquiera; limitado a 30 por minuto y respuesta.',
		'public.get_share_form(p_token text)':
			'El formulario compartido se abre sin cuenta; devuelve solo ese formulario si el token es válido.',
		'public.submit_share_form(p_token text, p_name text, p_email text, p_phone text, p_monthly_income numeric, p_savings numeric, p_employment text, p_property_type text, p_property_price numeric, p_province text, p_city text, p_message text, p_signature text, p_signature_method text, p_consent boolean)':
			'El cliente del profesional envía el formulario firmado sin cuenta; valida token, campos y límites.',
	},
	'0029_authenticated_security_definer_function_executable': {
		'public.confirm_signed_copy(p_token text)':
			'Enlace del correo de copia firmada: quien firmó sin cuenta lo confirma con su token de un solo uso.',
		'public.count_ai_cache_hit(p_question_hash text)':
			'El asistente cuenta los usos de una respuesta en caché para cualquiera; limitado a 30 por minuto y respuesta.',
		'public.get_share_form(p_token text)':
			'El formulario compartido se abre sin cuenta; devuelve solo ese formulario si el token es válido.',
		'public.submit_share_form(p_token text, p_name text, p_email text, p_phone text, p_monthly_income numeric, p_savings numeric, p_employment text, p_property_type text, p_property_price numeric, p_province text, p_city text, p_message text, p_signature text, p_signature_method text, p_consent boolean)':
			'El cliente del profesional envía el formulario firmado sin cuenta; valida token, campos y límites.',
		'public.admin_list_users(p_search text, p_role text, p_limit integer)':
			'Administración › Usuarios; lo primero que hace es private.require_admin().',
		'public.admin_review_document(p_id uuid, p_status text, p_reason text)':
			'Administración › Documentos revisa o rechaza; lo primero que hace es private.require_admin().',
		'public.admin_set_admin(p_user_id uuid, p_admin boolean)':
			'Administración › Usuarios da o quita el rol; lo primero que hace es private.require_admin().',
		'public.log_document_access(p_id uuid)':
			'El administrador abre un documento y queda registrado; lo primero que hace es private.require_admin().',
	},
};

/**
 * One violation of each lint (0014 apart: no extension to install in public here), made and rolled
 * back inside a transaction: the lints' own test.
 */
const violations = `
	create table public.advisor_parent (id int primary key);
	create table public.advisor_bad (a int references public.advisor_parent (id), b int);
	create index advisor_bad_b1 on public.advisor_bad (b);
	create index advisor_bad_b2 on public.advisor_bad (b);
	create policy "bad initplan" on public.advisor_bad for select to authenticated using (b::text = auth.uid()::text);
	create policy "bad true" on public.advisor_bad for insert to anon with check (true);
	create table public.advisor_off (id int primary key);
	create policy "off" on public.advisor_off for select to anon using (true);
	grant select on public.advisor_off to anon;
	create table public.advisor_silent (id int primary key);
	alter table public.advisor_silent enable row level security;
	create view public.advisor_view as select 1 as one;
	grant select on public.advisor_view to anon;
	create materialized view public.advisor_matview as select 1 as one;
	grant select on public.advisor_matview to anon;
	create function public.advisor_fn() returns int language sql security definer as 'select 1';
	grant execute on function public.advisor_fn() to anon, authenticated;
	create policy "dup a" on public.advisor_silent for select to authenticated using (id > 0);
	create policy "dup b" on public.advisor_silent for select to authenticated using (id < 0);
	alter table public.advisor_bad enable row level security;`;

const expectedFromViolations: Partial<Record<LintName, string[]>> = {
	'0001_unindexed_foreign_keys': ['public.advisor_bad.advisor_bad_a_fkey'],
	'0003_auth_rls_initplan': ['public.advisor_bad.bad initplan'],
	'0004_no_primary_key': ['public.advisor_bad'],
	'0006_multiple_permissive_policies': ['public.advisor_silent.authenticated.SELECT'],
	'0007_policy_exists_rls_disabled': ['public.advisor_off'],
	'0009_duplicate_index': ['public.advisor_bad.advisor_bad_b1+advisor_bad_b2'],
	'0010_security_definer_view': ['public.advisor_view'],
	'0011_function_search_path_mutable': ['public.advisor_fn'],
	'0013_rls_disabled_in_public': ['public.advisor_off', 'public.advisor_parent'],
	'0016_materialized_view_in_api': ['public.advisor_matview'],
	'0024_rls_policy_always_true': ['public.advisor_bad.bad true'],
	'0028_anon_security_definer_function_executable': ['public.advisor_fn()'],
	'0029_authenticated_security_definer_function_executable': ['public.advisor_fn()'],
};

const supabaseDir = new URL('../../supabase/', import.meta.url).pathname;

const databases = [
	{ kind: 'PostgreSQL 15', skip: !hasPostgres15 },
	{ kind: 'PGlite', skip: false },
];

for (const { kind, skip } of databases) {
	describe.skipIf(skip)(`Supabase's database advisor on the migrated schema (${kind})`, () => {
		let postgres: { url: string; drop(): void } | undefined;
		let db: Database;
		let findings: Record<LintName, string[]>;

		beforeAll(async () => {
			postgres = kind === 'PGlite' ? undefined : freshPostgresDatabase();
			db = await openDatabase(postgres?.url ?? '', 'memory://');
			await migrate(db, supabaseDir, false);
			findings = await db.transaction((tx) => runAdvisor((sql) => tx.query(sql)));
		}, 180_000);
		afterAll(async () => {
			await db?.close();
			postgres?.drop();
		});

		it.each(Object.keys(lints) as LintName[])('%s: only the accepted exceptions', (lint) => {
			expect(findings[lint]).toEqual(Object.keys(accepted[lint]).sort());
		});
		it('every lint finds a violation made on purpose (rolled back)', async () => {
			const seen = await db
				.transaction(async (tx) => {
					await tx.exec(violations);
					const found = await runAdvisor((sql) => tx.query(sql));
					throw Object.assign(new Error('rollback'), { findings: found });
				})
				.catch((e: Error & { findings?: Record<LintName, string[]> }) => {
					if (!e.findings) throw e;
					return e.findings;
				});
			for (const [lint, extra] of Object.entries(expectedFromViolations) as [LintName, string[]][])
				expect(seen[lint], lint).toEqual([...findings[lint], ...extra].sort());
		});
	});
}
