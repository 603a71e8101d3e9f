-- Dominio: vault
-- Issue 30, items 1, 2 and 4: the private document vault. Files live in Storage's private bucket
-- `documentos` at {user_id}/{application_id}/{kind}/{file}; public.documents mirrors each object
-- (triggers on storage.objects keep it in step, so deleting the object deletes the document);
-- admins read a file only after logging it (functions in 20261127160100).
-- Runs unchanged on hosted Supabase (storage schema from the platform) and on the local server.

-- Each application gets a stable id (the storage folder) and the moment it closed (retention).
alter table public.application_progress
	add column id uuid not null default gen_random_uuid() unique,
	add column closed_at timestamptz;

comment on column public.application_progress.id is 'Stable id of the application: the second folder of its documents.';
comment on column public.application_progress.closed_at is 'When the application left en_curso; documents are deleted 12 months later.';

create or replace function private.set_application_closed_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
	if new.status = 'en_curso' then
		new.closed_at := null;
	elsif tg_op = 'INSERT' or old.status = 'en_curso' or new.closed_at is null then
		new.closed_at := coalesce(new.closed_at, now());
	end if;
	return new;
end
$$;

create trigger application_progress_closed_at
	before insert or update of status on public.application_progress
	for each row execute function private.set_application_closed_at();

-- The bucket: private, 10 MB, PDF and photos (the local server also checks the bytes).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documentos', 'documentos', false, 10485760,
	array['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'])
on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit,
	allowed_mime_types = excluded.allowed_mime_types;

-- What an application may need; the kinds are the third folder of a document's path.
create table public.documents (
	id uuid primary key default gen_random_uuid(),
	user_id uuid not null references auth.users (id) on delete cascade,
	application_id uuid not null,
	kind text not null check (kind in ('dni', 'nominas', 'renta', 'extractos', 'vida_laboral', 'fein', 'otros')),
	object_path text not null unique check (char_length(object_path) <= 1024),
	file_name text not null check (char_length(file_name) between 1 and 300),
	size_bytes bigint not null default 0,
	mime_type text,
	status text not null default 'recibido' check (status in ('pendiente', 'recibido', 'revisado', 'rechazado')),
	reason text check (reason is null or char_length(reason) between 1 and 500),
	reviewed_by uuid references auth.users (id) on delete set null,
	reviewed_at timestamptz,
	created_at timestamptz not null default now(),
	updated_at timestamptz not null default now(),
	check (status <> 'rechazado' or reason is not null)
);
alter table public.documents enable row level security;
create index documents_user_idx on public.documents (user_id, created_at desc);

comment on table public.documents is 'One row per file in the documentos bucket, written by triggers on storage.objects.';

-- Rows are written by the storage triggers and by admin_review_document only.
revoke insert, update, delete on public.documents from anon, authenticated;

create policy "Owners and admins read documents."
	on public.documents for select
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Whether the caller's application with this id exists (the second folder of the path).
create or replace function private.owns_application(p_application text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
	select exists (
		select 1 from public.application_progress a
		where a.user_id = auth.uid() and a.id::text = p_application
	)
$$;

-- The path shape of a document the caller may write: own folder, own application, a known kind.
create or replace function private.is_own_document_path(p_name text)
returns boolean
language sql
stable
set search_path = ''
as $$
	select array_length(storage.foldername(p_name), 1) = 3
		and (storage.foldername(p_name))[1] = (select auth.uid()::text)
		and (select private.owns_application((storage.foldername(p_name))[2]))
		and (storage.foldername(p_name))[3] in ('dni', 'nominas', 'renta', 'extractos', 'vida_laboral', 'fein', 'otros')
$$;

-- The log of admins' reads of a document's file, kept for the person to see.
create table public.document_access_log (
	id uuid primary key default gen_random_uuid(),
	user_id uuid not null references auth.users (id) on delete cascade,
	document_id uuid references public.documents (id) on delete set null,
	object_path text not null,
	kind text not null,
	admin_id uuid references auth.users (id) on delete set null,
	action text not null default 'descarga' check (action in ('descarga')),
	created_at timestamptz not null default now()
);
alter table public.document_access_log enable row level security;
create index document_access_log_user_idx on public.document_access_log (user_id, created_at desc);
revoke insert, update, delete on public.document_access_log from anon, authenticated;

create policy "People and admins read the access log of documents."
	on public.document_access_log for select
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()));

-- An admin may read a file only within two minutes of logging the access (log_document_access).
create or replace function private.admin_logged_read(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
	select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false) and exists (
		select 1 from public.document_access_log l
		where l.object_path = p_name and l.admin_id = auth.uid()
			and l.created_at > now() - interval '2 minutes'
	)
$$;

revoke execute on function private.owns_application(text), private.is_own_document_path(text),
	private.admin_logged_read(text) from public;
grant execute on function private.owns_application(text), private.is_own_document_path(text),
	private.admin_logged_read(text) to authenticated;

-- Storage policies of the bucket: the owner lists, reads, writes and deletes inside their own
-- application folders; an admin reads a file after logging it; nobody else sees anything.
create policy "Documentos: the owner reads their files"
	on storage.objects for select
	to authenticated
	using (bucket_id = 'documentos' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "Documentos: admins read a file they logged"
	on storage.objects for select
	to authenticated
	using (bucket_id = 'documentos' and (select private.admin_logged_read(name)));

create policy "Documentos: the owner uploads into their application"
	on storage.objects for insert
	to authenticated
	with check (bucket_id = 'documentos' and private.is_own_document_path(name));

create policy "Documentos: the owner replaces their files"
	on storage.objects for update
	to authenticated
	using (bucket_id = 'documentos' and (storage.foldername(name))[1] = (select auth.uid()::text))
	with check (bucket_id = 'documentos' and private.is_own_document_path(name));

create policy "Documentos: the owner deletes their files"
	on storage.objects for delete
	to authenticated
	using (bucket_id = 'documentos' and (storage.foldername(name))[1] = (select auth.uid()::text));

-- Keeps public.documents in step with the bucket: a new or replaced file is «recibido» again.
create or replace function private.sync_document_from_object()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_parts text[];
begin
	if tg_op = 'DELETE' then
		if old.bucket_id = 'documentos' then
			delete from public.documents where object_path = old.name;
		end if;
		return null;
	end if;
	if new.bucket_id <> 'documentos' then
		return null;
	end if;
	v_parts := string_to_array(new.name, '/');
	-- Only paths of the vault's shape are documents (the service role may store other files).
	if array_length(v_parts, 1) <> 4
		or v_parts[1] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
		or v_parts[2] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
		or v_parts[3] not in ('dni', 'nominas', 'renta', 'extractos', 'vida_laboral', 'fein', 'otros') then
		return null;
	end if;
	if tg_op = 'UPDATE' and old.name <> new.name then
		delete from public.documents where object_path = old.name;
	end if;
	insert into public.documents (user_id, application_id, kind, object_path, file_name, size_bytes, mime_type)
	values (v_parts[1]::uuid, v_parts[2]::uuid, v_parts[3], new.name, left(v_parts[4], 300),
		coalesce((new.metadata ->> 'size')::bigint, 0), new.metadata ->> 'mimetype')
	on conflict (object_path) do update set size_bytes = excluded.size_bytes,
		mime_type = excluded.mime_type, status = 'recibido', reason = null, reviewed_by = null,
		reviewed_at = null, updated_at = now();
	return null;
end
$$;

revoke execute on function private.sync_document_from_object() from public, anon, authenticated;

create trigger documents_follow_objects
	after insert or update or delete on storage.objects
	for each row execute function private.sync_document_from_object();

