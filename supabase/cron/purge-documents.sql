-- Dominio: vault
-- Hosted only (not a migration: the local server runs the same purge on its own timer).
-- Schedules the vault's retention job daily at 03:15 UTC with pg_cron + pg_net, calling the
-- purge-documents Edge Function with the service-role key kept in Supabase Vault:
--   select vault.create_secret('https://<project>.supabase.co', 'project_url');
--   select vault.create_secret('<service-role key>', 'service_role_key');
create extension if not exists pg_cron;
create extension if not exists pg_net;

select cron.schedule(
	'purge-documents',
	'15 3 * * *',
	$$
	select net.http_post(
		url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
			|| '/functions/v1/purge-documents',
		headers := jsonb_build_object(
			'Content-Type', 'application/json',
			'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
		),
		body := '{}'::jsonb
	);
	$$
);
