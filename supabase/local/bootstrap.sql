-- Local stand-in for what hosted Supabase already provides before any project migration runs:
-- the api roles, the auth schema GoTrue owns, the helper functions policies call, the
-- supabase_realtime publication and the extensions schema. Never deployed: hosted has its own.
-- Every statement is idempotent, because it runs on each start (and on a shared PostgreSQL).

-- Roles PostgREST switches to; service_role bypasses row level security like on hosted.
do $$
begin
	if not exists (select 1 from pg_roles where rolname = 'anon') then
		create role anon nologin noinherit;
	end if;
	if not exists (select 1 from pg_roles where rolname = 'authenticated') then
		create role authenticated nologin noinherit;
	end if;
	if not exists (select 1 from pg_roles where rolname = 'service_role') then
		create role service_role nologin noinherit bypassrls;
	end if;
-- Roles are cluster-wide: another database bootstrapping at the same moment may win the race.
exception
	when duplicate_object or unique_violation then null;
end
$$;

-- Extensions live in their own schema, as on hosted (seeds call extensions.crypt).
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- The public schema and the default privileges hosted Supabase grants on new objects;
-- row level security policies then decide what each role may really touch.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

-- The auth schema with GoTrue's own column names, so migrations can reference auth.users.
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
	instance_id uuid,
	id uuid primary key default gen_random_uuid(),
	aud varchar(255) default 'authenticated',
	role varchar(255) default 'authenticated',
	email varchar(255) unique,
	encrypted_password varchar(255),
	email_confirmed_at timestamptz,
	invited_at timestamptz,
	confirmation_token varchar(255),
	confirmation_sent_at timestamptz,
	recovery_token varchar(255),
	recovery_sent_at timestamptz,
	email_change varchar(255),
	email_change_token_new varchar(255),
	email_change_sent_at timestamptz,
	last_sign_in_at timestamptz,
	raw_app_meta_data jsonb default '{}'::jsonb,
	raw_user_meta_data jsonb default '{}'::jsonb,
	is_super_admin boolean,
	created_at timestamptz default now(),
	updated_at timestamptz default now(),
	phone text unique,
	phone_confirmed_at timestamptz,
	confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
	banned_until timestamptz,
	deleted_at timestamptz,
	is_anonymous boolean not null default false
);

-- Secure email change (double_confirm_changes): the code mailed to the current address.
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';

-- Sessions and rotating refresh tokens (a reused, already rotated token revokes the session).
create table if not exists auth.sessions (
	id uuid primary key default gen_random_uuid(),
	user_id uuid not null references auth.users (id) on delete cascade,
	created_at timestamptz default now(),
	updated_at timestamptz default now(),
	aal text default 'aal1',
	not_after timestamptz
);

create table if not exists auth.refresh_tokens (
	id bigserial primary key,
	token varchar(255) unique,
	user_id varchar(255),
	session_id uuid references auth.sessions (id) on delete cascade,
	revoked boolean default false,
	parent varchar(255),
	created_at timestamptz default now(),
	updated_at timestamptz default now()
);

-- Identities: one email identity per user, mirrored into the user object.
create table if not exists auth.identities (
	id uuid primary key default gen_random_uuid(),
	provider_id text not null,
	user_id uuid not null references auth.users (id) on delete cascade,
	identity_data jsonb not null,
	provider text not null,
	last_sign_in_at timestamptz,
	created_at timestamptz default now(),
	updated_at timestamptz default now(),
	email text generated always as (lower(identity_data ->> 'email')) stored,
	unique (provider_id, provider)
);

-- PKCE flows: the code challenge of a signup or recovery until its code is exchanged.
create table if not exists auth.flow_state (
	id uuid primary key default gen_random_uuid(),
	user_id uuid references auth.users (id) on delete cascade,
	auth_code text not null unique,
	code_challenge_method text not null,
	code_challenge text not null,
	provider_type text not null default 'email',
	authentication_method text not null,
	created_at timestamptz default now(),
	updated_at timestamptz default now(),
	auth_code_issued_at timestamptz
);

-- Claims helpers as GoTrue ships them, reading only request.jwt.claims. nullif guards the
-- empty string a custom setting keeps after its transaction ended.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
	select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
	select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
	select nullif(auth.jwt() ->> 'role', '')
$$;

create or replace function auth.email() returns text
language sql stable
as $$
	select nullif(auth.jwt() ->> 'email', '')
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
	to anon, authenticated, service_role;

-- The publication hosted Realtime reads; migrations add their tables to it.
do $$
begin
	if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
		create publication supabase_realtime;
	end if;
end
$$;

-- Bookkeeping like the Supabase CLI: applied migrations and seed files.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
	version text primary key,
	name text,
	statements text[]
);
create table if not exists supabase_migrations.seed_files (
	path text primary key,
	hash text not null
);
