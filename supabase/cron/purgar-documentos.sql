-- Dominio: vault
-- Hosted only (not a migration: the local server runs the same purge on its own timer).
-- Schedules the vault's retention job daily at 03:15 UTC with pg_cron + pg_net, calling the
-- purgar-documentos Edge Function with the service-role key kept in Supabase Vault:
--   select vault.create_secret('https://<project>.supabase.co', 'project_url');
--   select vault.create_secret('<service-role key>', 'service_role_key');
create extension if not exists pg_cron;
create extension if not exists pg_net;

-- Before 8 December 2026 the job and the function were called «purge-documents» (every Edge
-- Function now has a Spanish name): a project scheduled with the old name drops that job first.
select cron.unschedule(jobid) from cron.job where jobname = 'purge-documents';

select cron.schedule(
	'purgar-documentos',
	'15 3 * * *',
	$$
	select net.http_post(
		url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
			|| '/functions/v1/purgar-documentos',
		headers := jsonb_build_object(
			'Content-Type', 'application/json',
			'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
		),
		body := '{}'::jsonb
	);
	$$
);
