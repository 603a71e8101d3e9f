-- Local stand-in for logical replication: publication tables get a trigger that NOTIFYs each
-- change, which the local Realtime server fans out. Runs after the migrations, locally only.
create schema if not exists _realtime_local;

-- Sends one change as JSON. A row too large for NOTIFY travels as hosted Realtime sends it: only
-- the fields whose values take 64 bytes or less (the primary key among them, so RLS can still be
-- checked per subscriber), flagged too_large (the client sees «Error 413: Payload Too Large»).
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
		payload := (head || jsonb_build_object(
			'too_large', true,
			'record', case when tg_op <> 'DELETE' then (
				select jsonb_object_agg(f.key, f.value) from jsonb_each(to_jsonb(new)) as f
				where octet_length(f.value::text) <= 64
			) end,
			'old_record', case when tg_op <> 'INSERT' then (
				select jsonb_object_agg(f.key, f.value) from jsonb_each(to_jsonb(old)) as f
				where octet_length(f.value::text) <= 64
			) end
		))::text;
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
