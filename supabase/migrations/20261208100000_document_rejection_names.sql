-- Dominio: vault, email
-- Issue 45, item 8: a rejected document's notice and email name the file and the person. The
-- bell notice no longer doubles the reason's full stop («…a percibir.. Súbelo»), and the
-- email's payload carries the file's name (as the person chose it) and their first name, so
-- «Hola, Lucía:» says which of three payslips was refused.

-- A reason as the end of a sentence: trimmed, with one full stop (or its own ?, !, …).
create or replace function private.as_sentence(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
	select case
		when btrim(coalesce(p_text, '')) = '' then ''
		when btrim(p_text) ~ '[.!?…]$' then btrim(p_text)
		else btrim(p_text) || '.'
	end
$$;

revoke execute on function private.as_sentence(text) from public;

-- The name a person gave a stored file (the panel prefixes a 14-digit time stamp).
create or replace function private.document_display_name(p_file_name text)
returns text
language sql
immutable
set search_path = ''
as $$
	select regexp_replace(coalesce(p_file_name, ''), '^[0-9]{14}-', '')
$$;

revoke execute on function private.document_display_name(text) from public;

-- Admin review (as 20261127160100), the notice's sentence fixed.
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
			left(format('Hemos rechazado «%s»: %s Súbelo de nuevo cuando puedas.',
				private.document_display_name(v_doc.file_name), private.as_sentence(v_reason)), 2000),
			'/dashboard#documentos');
	end if;
	return v_doc;
end
$$;

revoke execute on function public.admin_review_document(uuid, text, text) from public, anon;
grant execute on function public.admin_review_document(uuid, text, text) to authenticated, service_role;

-- The automatic check's verdict (as 20261128100000), the notice's sentence fixed.
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
				private.document_display_name(v_doc.file_name), private.as_sentence(v_reason)), 2000),
			'/dashboard#documentos');
	end if;
	return v_doc;
end
$$;

revoke execute on function public.record_document_verification(text, text) from public, anon, authenticated;
grant execute on function public.record_document_verification(text, text) to service_role;

-- The email (as 20261127179000) with the file's name and the person's first name.
create or replace function private.email_on_document_rejected()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	perform private.enqueue_email(new.user_id, null, 'documento_rechazado',
		jsonb_build_object('document_id', new.id, 'kind', new.kind, 'reason', new.reason,
			'file_name', private.document_display_name(new.file_name),
			'first_name', (select coalesce(p.first_name, '') from public.profiles p where p.id = new.user_id)),
		'documento_rechazado:' || new.id || ':' || extract(epoch from now())::text);
	return null;
end
$$;

revoke execute on function private.email_on_document_rejected() from public;
