-- Dominio: compartido
-- Hosted Supabase's default privileges give anon and authenticated every privilege on each new
-- public table. RLS does not cover TRUNCATE, TRIGGER or REFERENCES, so `truncate` as anon
-- emptied a table. Take those away on every public table, now and for tables created later,
-- and leave anon only the writes a policy lets it make (INSERT on leads).

do $$
declare
	t record;
begin
	for t in
		select c.relname
		from pg_class c
		join pg_namespace n on n.oid = c.relnamespace
		where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
	loop
		execute format('revoke truncate, trigger, references on public.%I from anon, authenticated', t.relname);
		execute format('revoke insert, update, delete on public.%I from anon', t.relname);
	end loop;
end;
$$;

grant insert on public.leads to anon;

-- Tables created later by this role (postgres on hosted) start without them either.
alter default privileges in schema public revoke truncate, trigger, references on tables from anon, authenticated;
alter default privileges in schema public revoke insert, update, delete on tables from anon;
