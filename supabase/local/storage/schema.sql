-- Local stand-in for the storage schema hosted Supabase creates before any project migration
-- (supabase/storage's tenant migrations 0001…0063, the columns and helpers policies use), so
-- the project's storage policies run unchanged on both. Idempotent: it runs on every start.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
	id text primary key,
	name text not null unique check (char_length(name) <= 100),
	owner uuid,
	owner_id text,
	created_at timestamptz default now(),
	updated_at timestamptz default now(),
	public boolean default false,
	avif_autodetection boolean default false,
	file_size_limit bigint,
	allowed_mime_types text[],
	type text not null default 'STANDARD' check (type in ('STANDARD', 'ANALYTICS'))
);

create table if not exists storage.objects (
	id uuid primary key default gen_random_uuid(),
	bucket_id text references storage.buckets (id),
	name text,
	owner uuid,
	owner_id text,
	created_at timestamptz default now(),
	updated_at timestamptz default now(),
	last_accessed_at timestamptz default now(),
	metadata jsonb,
	path_tokens text[] generated always as (string_to_array(name, '/')) stored,
	version text,
	user_metadata jsonb,
	unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
	_parts text[];
begin
	select string_to_array(name, '/') into _parts;
	return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
	_parts text[];
begin
	select string_to_array(name, '/') into _parts;
	return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
	_parts text[];
	_filename text;
begin
	select string_to_array(name, '/') into _parts;
	select _parts[array_length(_parts, 1)] into _filename;
	return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create or replace function storage.operation() returns text
language sql stable
as $$
	select current_setting('storage.operation', true)
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text),
	storage.operation() to anon, authenticated, service_role;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
	new.updated_at = now();
	return new;
end
$$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
	for each row execute function storage.update_updated_at_column();

-- Since tenant migration 0055 a DELETE on the storage tables outside the Storage API fails: the
-- bytes would stay behind. The API sets storage.allow_delete_query for its own deletes.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
	if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
		raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
			using hint = 'This prevents accidental data loss from orphaned objects.',
				errcode = '42501';
	end if;
	return null;
end
$$;

drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
	for each statement execute function storage.protect_delete();
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
	for each statement execute function storage.protect_delete();

-- list(): the entries of one folder level (files and sub-folders interleaved by lower(name)),
-- run in the caller's role so storage.objects' policies decide what it sees.
create or replace function storage.search(
	prefix text,
	bucketname text,
	limits int default 100,
	levels int default 1,
	offsets int default 0,
	search text default '',
	sortcolumn text default 'name',
	sortorder text default 'asc'
) returns table (
	name text,
	id uuid,
	updated_at timestamptz,
	created_at timestamptz,
	last_accessed_at timestamptz,
	metadata jsonb
)
language sql stable
as $$
	with rel as (
		select o.*, substr(o.name, char_length(prefix) + 1) as rest
		from storage.objects o
		where o.bucket_id = bucketname and left(o.name, char_length(prefix)) = prefix
	),
	entries as (
		select distinct split_part(rest, '/', 1) as name, null::uuid as id,
			null::timestamptz as updated_at, null::timestamptz as created_at,
			null::timestamptz as last_accessed_at, null::jsonb as metadata, true as folder
		from rel where strpos(rest, '/') > 0
		union all
		select rest, id, updated_at, created_at, last_accessed_at, metadata, false
		from rel where strpos(rest, '/') = 0
	)
	select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
	from entries e
	where search = '' or left(lower(e.name), char_length(search)) = lower(search)
	order by
		case when sortcolumn <> 'name' then not e.folder end,
		case when sortcolumn = 'name' and sortorder = 'asc' then lower(e.name) collate "C" end asc,
		case when sortcolumn = 'name' and sortorder = 'desc' then lower(e.name) collate "C" end desc,
		case when sortcolumn = 'updated_at' and sortorder = 'asc' then e.updated_at end asc,
		case when sortcolumn = 'updated_at' and sortorder = 'desc' then e.updated_at end desc,
		case when sortcolumn = 'created_at' and sortorder = 'asc' then e.created_at end asc,
		case when sortcolumn = 'created_at' and sortorder = 'desc' then e.created_at end desc,
		case when sortcolumn = 'last_accessed_at' and sortorder = 'asc' then e.last_accessed_at end asc,
		case when sortcolumn = 'last_accessed_at' and sortorder = 'desc' then e.last_accessed_at end desc,
		lower(e.name) collate "C"
	limit limits offset offsets
$$;

grant execute on function storage.search(text, text, int, int, int, text, text, text)
	to anon, authenticated, service_role;
