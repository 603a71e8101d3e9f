-- Dominio: compartido
-- Helpers shared by every policy and table of the portal.

-- True when the caller's JWT says admin in app_metadata, which only the service role can set
-- (user_metadata is editable by the user, so it never grants anything).
create or replace function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
	select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
$$;

comment on function public.is_admin() is 'Whether the request JWT carries app_metadata.role = admin.';

-- Keeps updated_at honest on every update.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
	new.updated_at = now();
	return new;
end;
$$;
