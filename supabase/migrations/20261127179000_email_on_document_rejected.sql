-- Dominio: email, vault
-- Issue 30, item 3: the person hears by email when the team rejects one of their documents
-- (public.documents of the document vault, migration 20261127160000 of the storage work: id,
-- user_id, application_id, kind, status pendiente/recibido/revisado/rechazado, reason). One
-- email per rejection; the person's email preference applies (private.enqueue_email).

create or replace function private.email_on_document_rejected()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	perform private.enqueue_email(new.user_id, null, 'documento_rechazado',
		jsonb_build_object('document_id', new.id, 'kind', new.kind, 'reason', new.reason),
		'documento_rechazado:' || new.id || ':' || extract(epoch from now())::text);
	return null;
end
$$;

revoke execute on function private.email_on_document_rejected() from public;

-- The trigger needs the documents table. Migrations run in name order, so after the storage
-- migration it is always there; the check only keeps a database without the vault working.
do $$
begin
	if to_regclass('public.documents') is not null then
		execute 'drop trigger if exists documents_email_rejected on public.documents';
		execute $sql$
			create trigger documents_email_rejected
				after update of status on public.documents
				for each row
				when (new.status = 'rechazado' and old.status is distinct from 'rechazado')
				execute function private.email_on_document_rejected()
		$sql$;
	end if;
end
$$;
