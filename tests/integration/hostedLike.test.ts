import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	anonWrites,
	definerFunctionsCallableBy,
	definersWithoutSearchPath,
	unguardedPrivileges,
} from './grants.ts';
import { freshPostgresDatabase, hasPostgres15, psql } from './postgres.ts';

/**
 * The production path: every migration and the seed applied to a PostgreSQL 15 database
 * prepared the way hosted Supabase prepares a project (not the local stand-in's bootstrap.sql):
 * the API roles plus authenticator, a postgres-like owner that is NOT a superuser, default
 * privileges granting anon and authenticated everything on new public tables, GoTrue's
 * auth.users without the stand-in's defaults, and an empty supabase_realtime publication.
 */

const supabaseDir = new URL('../../supabase/', import.meta.url).pathname;
const migrations = readdirSync(join(supabaseDir, 'migrations'))
	.filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
	.sort();

let database: { url: string; drop(): void } | undefined;
let db: pg.Client;
const applied: string[] = [];

/** What hosted Supabase has in a new project's database before the first migration. */
function prepareLikeHosted(name: string, owner: string) {
	psql(`do $$ begin
		if not exists (select 1 from pg_roles where rolname = 'authenticator') then
			create role authenticator login noinherit;
		end if;
	exception when duplicate_object or unique_violation then null;
	end $$;
	grant anon, authenticated, service_role to authenticator;`);
	psql(
		`create schema auth;
		grant usage on schema auth to anon, authenticated, service_role, ${owner};
		create table auth.users (
			instance_id uuid null,
			id uuid not null primary key,
			aud varchar(255) null,
			role varchar(255) null,
			email varchar(255) null,
			encrypted_password varchar(255) null,
			email_confirmed_at timestamptz null,
			invited_at timestamptz null,
			confirmation_token varchar(255) null,
			confirmation_sent_at timestamptz null,
			recovery_token varchar(255) null,
			recovery_sent_at timestamptz null,
			email_change_token_new varchar(255) null,
			email_change varchar(255) null,
			email_change_sent_at timestamptz null,
			last_sign_in_at timestamptz null,
			raw_app_meta_data jsonb null,
			raw_user_meta_data jsonb null,
			is_super_admin bool null,
			created_at timestamptz null,
			updated_at timestamptz null,
			phone text null unique default null,
			phone_confirmed_at timestamptz null,
			phone_change text null default '',
			phone_change_token varchar(255) null default '',
			phone_change_sent_at timestamptz null,
			confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
			email_change_token_current varchar(255) null default '',
			email_change_confirm_status smallint null default 0,
			banned_until timestamptz null,
			reauthentication_token varchar(255) null default '',
			reauthentication_sent_at timestamptz null,
			is_sso_user boolean not null default false,
			deleted_at timestamptz null,
			is_anonymous boolean not null default false
		);
		create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);
		create table auth.identities (
			provider_id text not null,
			user_id uuid not null references auth.users (id) on delete cascade,
			identity_data jsonb not null,
			provider text not null,
			last_sign_in_at timestamptz null,
			created_at timestamptz null,
			updated_at timestamptz null,
			email text generated always as (lower(identity_data ->> 'email')) stored,
			id uuid not null default gen_random_uuid() primary key,
			unique (provider_id, provider)
		);
		grant all on all tables in schema auth to ${owner};
		create function auth.jwt() returns jsonb language sql stable as $$
			select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
				nullif(current_setting('request.jwt.claims', true), ''))::jsonb $$;
		create function auth.uid() returns uuid language sql stable as $$
			select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
				(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid $$;
		create function auth.role() returns text language sql stable as $$
			select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
				(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text $$;
		create function auth.email() returns text language sql stable as $$
			select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
				(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'))::text $$;
		grant execute on all functions in schema auth to anon, authenticated, service_role, ${owner};
		create schema extensions;
		create extension pgcrypto with schema extensions;
		grant usage on schema extensions to anon, authenticated, service_role, ${owner};
		alter schema public owner to ${owner};
		grant usage on schema public to anon, authenticated, service_role;
		alter default privileges for role ${owner} in schema public
			grant all on tables to anon, authenticated, service_role;
		alter default privileges for role ${owner} in schema public
			grant all on sequences to anon, authenticated, service_role;
		alter default privileges for role ${owner} in schema public
			grant all on functions to anon, authenticated, service_role;
		create publication supabase_realtime;
		alter publication supabase_realtime owner to ${owner};`,
		name,
	);
	// Storage's schema as the platform creates it (owned by supabase_storage_admin); the project
	// role may write policies and triggers on it (hosted: supautils' policy_grants and TRIGGER).
	psql(`do $$ begin
		if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
			create role supabase_storage_admin nologin noinherit;
		end if;
	exception when duplicate_object or unique_violation then null;
	end $$;
	grant supabase_storage_admin to ${owner};`);
	psql(
		`set role supabase_storage_admin;
		${readFileSync(new URL('../../supabase/local/storage/schema.sql', import.meta.url), 'utf8').replace(/^create schema if not exists storage;$/m, '')}`.replace(
			'set role supabase_storage_admin;',
			'create schema storage authorization supabase_storage_admin; set role supabase_storage_admin;',
		),
		name,
	);
}

const query = (sql: string) => db.query<Record<string, unknown>>(sql);

/** Runs fn as an API role with JWT claims, rolled back afterwards, like PostgREST does. */
async function as<T>(role: string, claims: object, fn: () => Promise<T>): Promise<T> {
	await db.query('begin');
	try {
		await db.query(
			`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
			[role, JSON.stringify({ role, ...claims })],
		);
		return await fn();
	} finally {
		await db.query('rollback');
	}
}

const demo = '00000000-0000-4000-a000-000000000002';

describe.skipIf(!hasPostgres15)('migrations on a database prepared like hosted Supabase', () => {
	beforeAll(async () => {
		database = freshPostgresDatabase();
		const url = new URL(database.url);
		prepareLikeHosted(url.pathname.slice(1), decodeURIComponent(url.username));
		db = new pg.Client({ connectionString: database.url });
		await db.connect();
		for (const file of migrations) {
			await db.query('begin');
			try {
				await db.query(readFileSync(join(supabaseDir, 'migrations', file), 'utf8'));
				await db.query('commit');
			} catch (error) {
				await db.query('rollback');
				throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
			}
			applied.push(file);
		}
		await db.query(readFileSync(join(supabaseDir, 'seed.sql'), 'utf8'));
	}, 120_000);
	afterAll(async () => {
		await db?.end();
		database?.drop();
	});

	it('applies every migration and the seed as a role that is not a superuser', async () => {
		expect(applied).toEqual(migrations);
		const me = await db.query<Record<string, unknown>>(
			'select rolsuper from pg_roles where rolname = current_user',
		);
		expect(me.rows).toEqual([{ rolsuper: false }]);
		const users = await db.query<Record<string, unknown>>(
			'select email from auth.users order by email',
		);
		expect(users.rows).toEqual([
			{ email: 'admin@hipotecas.local' },
			{ email: 'demo@hipotecas.local' },
		]);
	});

	it('fills the empty supabase_realtime publication with the realtime tables', async () => {
		const { rows } = await db.query<Record<string, unknown>>(
			`select tablename::text as t from pg_publication_tables where pubname = 'supabase_realtime' order by 1`,
		);
		expect(rows.map((r) => r['t'])).toEqual([
			'application_progress',
			'documents',
			'leads',
			'notifications',
			'profiles',
			'role_change_requests',
			'support_tickets',
			'ticket_messages',
		]);
	});

	it('leaves anon and authenticated no privilege RLS cannot guard', async () => {
		expect(await unguardedPrivileges(query)).toEqual([]);
		expect(await anonWrites(query)).toEqual(['INSERT leads']);
		expect(await definersWithoutSearchPath(query)).toEqual([]);
		expect(await definerFunctionsCallableBy(query, 'anon')).toEqual([
			'confirm_signed_copy',
			'count_ai_cache_hit',
			'get_share_form',
			'submit_share_form',
		]);
		expect(await definerFunctionsCallableBy(query, 'authenticated')).toEqual([
			'admin_list_users',
			'admin_review_document',
			'admin_set_admin',
			'confirm_signed_copy',
			'count_ai_cache_hit',
			'get_share_form',
			'log_document_access',
			'submit_share_form',
		]);
		for (const role of ['anon', 'authenticated']) {
			await expect(
				as(role, {}, () => db.query('truncate public.notifications')),
			).rejects.toMatchObject({ code: '42501' });
		}
		const left = await db.query<Record<string, unknown>>(
			'select count(*)::int as n from public.notifications',
		);
		expect(left.rows[0]!['n']).toBeGreaterThan(0);
	});

	it('enforces RLS: anon sees no profile, a user sees only their own rows, anon may send a lead', async () => {
		const { rows } = await db.query<
			Record<string, unknown>
		>(`select relname::text as name from pg_class c
			join pg_namespace n on n.oid = c.relnamespace
			where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`);
		expect(rows).toEqual([]);
		expect(
			await as(
				'anon',
				{},
				async () =>
					(await db.query<Record<string, unknown>>('select id from public.profiles')).rows,
			),
		).toEqual([]);
		const own = await as('authenticated', { sub: demo }, async () => ({
			profiles: (await db.query<Record<string, unknown>>('select id::text from public.profiles'))
				.rows,
			foreign: (
				await db.query<Record<string, unknown>>(
					`select count(*)::int as n from public.notifications where user_id <> '${demo}'`,
				)
			).rows[0]!['n'],
			mine: (
				await db.query<Record<string, unknown>>(
					'select count(*)::int as n from public.notifications',
				)
			).rows[0]!['n'],
		}));
		expect(own.profiles).toEqual([{ id: demo }]);
		expect(own.foreign).toBe(0);
		expect(own.mine).toBeGreaterThan(0);
		const lead = await as('anon', {}, async () => {
			await db.query(`insert into public.leads (source, name, email, consent)
				values ('contacto', 'Marta Ruiz', 'marta@example.com', true)`);
			return (await db.query<Record<string, unknown>>('select id from public.leads')).rows;
		});
		expect(lead).toEqual([]);
		await expect(
			as('anon', {}, () =>
				db.query(
					`insert into public.notifications (user_id, title, message) values ('${demo}', 'x', 'y')`,
				),
			),
		).rejects.toMatchObject({ code: '42501' });
	});

	it('creates a profile for a GoTrue sign-up whose metadata does not fit the checks', async () => {
		const id = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
		await db.query(
			`insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
			values ($1, 'authenticated', 'authenticated', 'user@localhost', '{"first_name": "A", "last_name": "Soler"}', now(), now())`,
			[id],
		);
		const { rows } = await db.query<Record<string, unknown>>(
			'select email, first_name, last_name, role from public.profiles where id = $1',
			[id],
		);
		expect(rows).toEqual([
			{ email: null, first_name: null, last_name: 'Soler', role: 'particular' },
		]);
	});

	it('applies the documentos policies to storage.objects: only the owner writes in their folder', async () => {
		const other = '00000000-0000-4000-a000-000000000001';
		const { rows } = await db.query<Record<string, unknown>>(
			`select id::text from public.application_progress where user_id = '${demo}'`,
		);
		const path = `${demo}/${String(rows[0]!['id'])}/dni/dni.pdf`;
		const insert = (name: string) =>
			db.query(
				`insert into storage.objects (bucket_id, name, owner_id) values ('documentos', $1, $2)`,
				[name, demo],
			);
		const seenBy = async (role: string, claims: object) =>
			as(role, claims, async () => {
				await db.query('savepoint s');
				await db.query(`set local role supabase_storage_admin`);
				await insert(path);
				await db.query(`set local role ${role}`);
				return (await db.query<Record<string, unknown>>('select name from storage.objects')).rows
					.length;
			});
		expect(await seenBy('authenticated', { sub: demo })).toBe(1);
		expect(await seenBy('authenticated', { sub: other })).toBe(0);
		expect(await seenBy('authenticated', { sub: other, app_metadata: { role: 'admin' } })).toBe(0);
		expect(await seenBy('anon', {})).toBe(0);
		expect(
			await as('authenticated', { sub: demo }, async () => (await insert(path)).rowCount),
		).toBe(1);
		for (const [sub, name] of [
			[other, path],
			[demo, `${demo}/${String(rows[0]!['id'])}/pasaporte/x.pdf`],
			[demo, `${other}/${String(rows[0]!['id'])}/dni/x.pdf`],
		] as const) {
			await expect(as('authenticated', { sub }, () => insert(name))).rejects.toMatchObject({
				code: '42501',
			});
		}
		const documents = await as('authenticated', { sub: demo }, async () => {
			await insert(path);
			return (await db.query<Record<string, unknown>>('select kind, status from public.documents'))
				.rows;
		});
		expect(documents).toEqual([{ kind: 'dni', status: 'recibido' }]);
	});
});
