-- Local stand-in for logical replication: publication tables get a trigger that NOTIFYs each
-- change, which the local Realtime server fans out. Runs after the migrations, locally only.
create schema if not exists _realtime_local;

-- Sends one change as JSON; rows too large for NOTIFY travel without their record.
create or replace function _realtime_local.notify_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	head jsonb := jsonb_build_object(
		'schema', tg_table_schema,
		'table', tg_table_name,
		'type', tg_op,
		'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
	);
	payload text;
begin
	payload := (head || jsonb_build_object(
		'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
		'old_record', case when tg_op <> 'INSERT' then to_jsonb(old) end
	))::text;
	if octet_length(payload) > 7800 then
		payload := (head || jsonb_build_object('too_large', true))::text;
	end if;
	perform pg_notify('realtime_changes', payload);
	return null;
end;
$$;

-- Attaches the trigger to every table in the supabase_realtime publication.
do $$
declare
	t record;
begin
	for t in select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime'
	loop
		execute format(
			'create or replace trigger _realtime_local_changes after insert or update or delete on %I.%I '
			'for each row execute function _realtime_local.notify_change()',
			t.schemaname, t.tablename
		);
	end loop;
end
$$;
