-- Dominio: vault
-- Hosted only (not a migration: the local Storage checks each upload's bytes before storing it).
-- Hosted Storage compares only the declared type with the bucket's allowed_mime_types, so every
-- new or replaced file of `documentos` is sent to the Edge Function «verificar-documento», which
-- checks its content, and deletes and rejects (with the reason, the bell notice and the email)
-- the ones that fail. Uses pg_net and the secrets purgar-documentos.sql also reads from Vault:
--   select vault.create_secret('https://<project>.supabase.co', 'project_url');
--   select vault.create_secret('<service-role key>', 'service_role_key');
-- (Equivalent: Database → Webhooks → «Create a new hook» on storage.objects, events Insert and
-- Update, type «Supabase Edge Functions», function verificar-documento, with the header
-- Authorization: Bearer <service-role key>. Use one or the other, not both.)
create extension if not exists pg_net;

create or replace function private.verify_document_upload()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	perform net.http_post(
		url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
			|| '/functions/v1/verificar-documento',
		headers := jsonb_build_object(
			'Content-Type', 'application/json',
			'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
		),
		-- The payload of a Database Webhook, which the function also accepts.
		body := jsonb_build_object('type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema,
			'record', jsonb_build_object('bucket_id', new.bucket_id, 'name', new.name))
	);
	return null;
end
$$;

revoke execute on function private.verify_document_upload() from public, anon, authenticated;

drop trigger if exists documents_verify_upload on storage.objects;
create trigger documents_verify_upload
	after insert or update of version on storage.objects
	for each row
	when (new.bucket_id = 'documentos')
	execute function private.verify_document_upload();
