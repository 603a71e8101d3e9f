-- Dominio: vault
-- Issue 30, items 2 and 4 (after 20261127160000_document_vault): admins review documents (a
-- rejection notifies the person), every admin read of a file is logged first, and the files due
-- for deletion (retention) are listed for the purge job.

-- Admin review: revisado, or rechazado with a reason (the person gets a bell notification that
-- names the file as they chose it, without the time prefix the panel adds to stored names).
create or replace function public.admin_review_document(p_id uuid, p_status text, p_reason text default null)
returns public.documents
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_doc public.documents;
	v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
	perform private.require_admin();
	if p_status not in ('revisado', 'rechazado') then
		raise exception 'Estado de revisión no válido.' using errcode = '22023';
	end if;
	if p_status = 'rechazado' and v_reason is null then
		raise exception 'Indica el motivo del rechazo.' using errcode = '22023';
	end if;
	update public.documents
	set status = p_status, reason = case when p_status = 'rechazado' then v_reason end,
		reviewed_by = auth.uid(), reviewed_at = now(), updated_at = now()
	where id = p_id
	returning * into v_doc;
	if v_doc.id is null then
		raise exception 'El documento no existe.' using errcode = 'P0002';
	end if;
	if p_status = 'rechazado' then
		insert into public.notifications (user_id, title, message, action_url)
		values (v_doc.user_id, 'Documento rechazado',
			left(format('Hemos rechazado «%s»: %s. Súbelo de nuevo cuando puedas.',
				regexp_replace(v_doc.file_name, '^[0-9]{14}-', ''), v_reason), 2000),
			'/dashboard#documentos');
	end if;
	return v_doc;
end
$$;

revoke execute on function public.admin_review_document(uuid, text, text) from public, anon;
grant execute on function public.admin_review_document(uuid, text, text) to authenticated, service_role;

-- An admin logs that they open a document; the file is then readable by them for two minutes.
create or replace function public.log_document_access(p_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_doc public.documents;
begin
	perform private.require_admin();
	select * into v_doc from public.documents where id = p_id;
	if v_doc.id is null then
		raise exception 'El documento no existe.' using errcode = 'P0002';
	end if;
	insert into public.document_access_log (user_id, document_id, object_path, kind, admin_id)
	values (v_doc.user_id, v_doc.id, v_doc.object_path, v_doc.kind, auth.uid());
	return v_doc.object_path;
end
$$;

revoke execute on function public.log_document_access(uuid) from public, anon;
grant execute on function public.log_document_access(uuid) to authenticated, service_role;

-- Retention (item 4): files of applications closed more than 12 months ago, and files whose
-- owner deleted their account. The purge job (local scheduler, or pg_cron calling the
-- purgar-documentos Edge Function on hosted) deletes them through the Storage API.
create or replace function public.documents_due_for_deletion()
returns table (object_path text)
language sql
stable
security definer
set search_path = ''
as $$
	select o.name from storage.objects o
	where o.bucket_id = 'documentos'
		and (
			not exists (select 1 from auth.users u where u.id::text = (storage.foldername(o.name))[1])
			or exists (
				select 1 from public.application_progress a
				where a.id::text = (storage.foldername(o.name))[2]
					and a.closed_at < now() - interval '12 months'
			)
		)
	order by o.name
$$;

revoke execute on function public.documents_due_for_deletion() from public, anon, authenticated;
grant execute on function public.documents_due_for_deletion() to service_role;

alter publication supabase_realtime add table public.documents;
