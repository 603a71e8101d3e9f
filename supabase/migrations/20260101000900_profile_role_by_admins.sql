-- Dominio: account, admin
-- Admins may change a profile's role from the admin area; users still may not change their own.
grant update (role) on public.profiles to authenticated;

-- Refuses a role change unless the caller is an admin (or a trusted server-side role).
create or replace function public.guard_profile_role()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
	if new.role is distinct from old.role
		and current_user in ('anon', 'authenticated')
		and not public.is_admin() then
		raise exception 'Only admins can change the role of a profile' using errcode = '42501';
	end if;
	return new;
end;
$$;

create trigger profiles_guard_role
	before update of role on public.profiles
	for each row execute function public.guard_profile_role();
