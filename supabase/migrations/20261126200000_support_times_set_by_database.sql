-- Dominio: support
-- Issue 24, item 14: a ticket's or a message's creation time is the database's, never the
-- client's. Through the API (roles anon and authenticated), created_at (and a ticket's updated_at)
-- is now() on insert and cannot be changed later; the service role and the migrations' own role
-- (seeds, imports, the statistics tests) may still set them.

create or replace function private.set_created_at_by_database()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
	if current_user not in ('anon', 'authenticated') then
		return new;
	end if;
	if tg_op = 'INSERT' then
		new.created_at := now();
		if tg_table_name = 'support_tickets' then
			new.updated_at := now();
		end if;
	else
		new.created_at := old.created_at;
	end if;
	return new;
end
$$;

revoke execute on function private.set_created_at_by_database() from public;
grant execute on function private.set_created_at_by_database() to anon, authenticated;

create trigger support_tickets_created_at_by_database
	before insert or update on public.support_tickets
	for each row execute function private.set_created_at_by_database();

create trigger ticket_messages_created_at_by_database
	before insert or update on public.ticket_messages
	for each row execute function private.set_created_at_by_database();
