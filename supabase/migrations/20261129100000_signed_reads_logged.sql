-- Dominio: vault
-- Issue 43, item 5: a read through a signed download link is logged in the owner's access log,
-- with who signed the link. After one logged access an admin could sign a link valid for ten
-- years and read the file again without a trace; the local Storage now caps such links at ten
-- minutes (supabase/local/storage/signed.ts) and calls private.log_signed_read before serving
-- each read. Hosted Storage does neither (see README, «Límites de seguridad»).

-- Who signed the link a read went through (null for the other entries, and when the signer's
-- account is gone).
alter table public.document_access_log
	add column signed_by uuid references auth.users (id) on delete set null;

comment on column public.document_access_log.signed_by is 'For a read through a signed link (action enlace_firmado): the user who signed the link.';

-- 'descarga': an admin opened the document (log_document_access); 'enlace_firmado': the file
-- was read through a signed link. No existing row has another value, so nothing to clean.
alter table public.document_access_log drop constraint document_access_log_action_check;
alter table public.document_access_log add constraint document_access_log_action_check
	check (action in ('descarga', 'enlace_firmado'));

-- Called by the Storage server (service role) for every read of a private bucket's file
-- through a signed link: a vault document gets an entry in its owner's log.
create or replace function private.log_signed_read(p_bucket text, p_name text, p_signer text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_doc public.documents;
	v_signer uuid := case
		when p_signer ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p_signer::uuid
	end;
begin
	if p_bucket <> 'documentos' then
		return;
	end if;
	select * into v_doc from public.documents where object_path = p_name;
	if v_doc.id is null then
		return;
	end if;
	insert into public.document_access_log (user_id, document_id, object_path, kind, action, signed_by)
	values (v_doc.user_id, v_doc.id, v_doc.object_path, v_doc.kind, 'enlace_firmado',
		(select u.id from auth.users u where u.id = v_signer));
end
$$;

revoke execute on function private.log_signed_read(text, text, text) from public, anon, authenticated;
grant execute on function private.log_signed_read(text, text, text) to service_role;
