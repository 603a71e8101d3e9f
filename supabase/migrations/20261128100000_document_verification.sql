-- Dominio: vault
-- Issue 30, item 1 on hosted Supabase: hosted Storage only compares an upload's declared type with
-- the bucket's allowed_mime_types, so the Edge Function «verificar-documento» checks each new file
-- of `documentos` by its content after the upload (a Database Webhook or the pg_net trigger of
-- supabase/hosted/verificar-documento.sql calls it; the panel may call it too). It records the
-- result here; a file that fails is deleted and its document stays «rechazado» with the reason,
-- so the person sees it in the panel, gets the bell notice and the email (trigger
-- documents_email_rejected). The local server checks the bytes before storing, and serves the
-- same function.

alter table public.documents
	add column verification text not null default 'pendiente'
		check (verification in ('pendiente', 'verificado', 'rechazado')),
	add column verified_at timestamptz;

comment on column public.documents.verification is 'Content check of the file (verificar-documento): pendiente, verificado, or rechazado (the file was deleted; the row stays with the reason).';
comment on column public.documents.verified_at is 'When verificar-documento last checked the file.';

-- As in 20261127160000, plus: a new or replaced file is «pendiente» of verification again, and
-- deleting a file the check rejected keeps its document (the person must see why).
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
			delete from public.documents
			where object_path = old.name and verification <> 'rechazado';
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
		reviewed_at = null, verification = 'pendiente', verified_at = null, updated_at = now();
	return null;
end
$$;

revoke execute on function private.sync_document_from_object() from public, anon, authenticated;

-- The function's verdict on a file: p_reason null when it passed; otherwise the document is
-- rejected with that reason and the person notified (the email follows from the status change).
-- Returns the document, or null when no document has that path.
create or replace function public.record_document_verification(p_path text, p_reason text default null)
returns public.documents
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_doc public.documents;
	v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
	if v_reason is null then
		update public.documents set verification = 'verificado', verified_at = now()
		where object_path = p_path
		returning * into v_doc;
		return v_doc;
	end if;
	update public.documents
	set verification = 'rechazado', verified_at = now(), status = 'rechazado',
		reason = left(v_reason, 500), reviewed_by = null, reviewed_at = now(), updated_at = now()
	where object_path = p_path
	returning * into v_doc;
	if v_doc.id is not null then
		insert into public.notifications (user_id, title, message, action_url)
		values (v_doc.user_id, 'Documento rechazado',
			left(format('No hemos podido aceptar «%s»: %s Súbelo de nuevo cuando puedas.',
				regexp_replace(v_doc.file_name, '^[0-9]{14}-', ''), v_reason), 2000),
			'/dashboard#documentos');
	end if;
	return v_doc;
end
$$;

revoke execute on function public.record_document_verification(text, text) from public, anon, authenticated;
grant execute on function public.record_document_verification(text, text) to service_role;

-- The person may clear a document whose file the check deleted (no file is left to remove).
grant delete on public.documents to authenticated;

create policy "Owners delete documents whose file was rejected by the check."
	on public.documents for delete
	to authenticated
	using (user_id = (select auth.uid()) and verification = 'rechazado');
