-- Dominio: account
-- Keeps profiles.email equal to the account's email after a confirmed email change.
create or replace function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	update public.profiles set email = new.email where id = new.id;
	return new;
end;
$$;

revoke execute on function public.handle_user_email_change() from public, anon, authenticated;

-- Fires only when the email really changed.
create trigger on_auth_user_email_changed
	after update of email on auth.users
	for each row
	when (old.email is distinct from new.email)
	execute function public.handle_user_email_change();
