-- Dominio: loans
-- Hosted only (not a migration: the local server runs the same review on its own timer).
-- Schedules «Mi hipoteca»'s daily review at 07:30 UTC with pg_cron + pg_net, calling the
-- revisar-hipotecas Edge Function with the service-role key kept in Supabase Vault (the same two
-- secrets as supabase/cron/purgar-documentos.sql):
--   select vault.create_secret('https://<project>.supabase.co', 'project_url');
--   select vault.create_secret('<service-role key>', 'service_role_key');
-- The function records each notice once (public.loan_notices), so a repeated run sends nothing.
create extension if not exists pg_cron;
create extension if not exists pg_net;

select cron.schedule(
	'revisar-hipotecas',
	'30 7 * * *',
	$$
	select net.http_post(
		url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
			|| '/functions/v1/revisar-hipotecas',
		headers := jsonb_build_object(
			'Content-Type', 'application/json',
			'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
		),
		body := '{}'::jsonb
	);
	$$
);
