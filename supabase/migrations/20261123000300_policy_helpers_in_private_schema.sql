-- Dominio: compartido
-- is_professional, owns_share_form and share_form_is_active are security definer helpers of the
-- policies, and in public they were callable by anyone through /rest/v1/rpc. They move to a
-- schema the API does not expose; the policies call them there and the public versions go.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

create or replace function private.is_professional()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
	select exists (
		select 1 from public.profiles p
		where p.id = auth.uid() and p.role in ('inmobiliaria', 'promotora', 'agente_inmobiliario')
	)
$$;

create or replace function private.share_form_is_active(p_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
	select exists (select 1 from public.share_forms f where f.id = p_id and f.is_active)
$$;

create or replace function private.owns_share_form(p_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
	select exists (select 1 from public.share_forms f where f.id = p_id and f.owner_id = auth.uid())
$$;

revoke execute on all functions in schema private from public;
grant execute on function private.is_professional() to authenticated, service_role;
grant execute on function private.owns_share_form(uuid) to authenticated, service_role;
grant execute on function private.share_form_is_active(uuid) to anon, authenticated, service_role;

alter policy "Professionals can create their own share forms."
	on public.share_forms
	with check (owner_id = (select auth.uid()) and (select private.is_professional()));

alter policy "Form owners and admins can read leads."
	on public.leads
	using ((select public.is_admin()) or private.owns_share_form(share_form_id));

alter policy "Anyone can send a lead."
	on public.leads
	with check (
		status = 'nuevo'
		and (source = 'contacto' or private.share_form_is_active(share_form_id))
	);

alter policy "Form owners and admins can update leads."
	on public.leads
	using ((select public.is_admin()) or private.owns_share_form(share_form_id))
	with check ((select public.is_admin()) or private.owns_share_form(share_form_id));

drop function public.is_professional();
drop function public.owns_share_form(uuid);
drop function public.share_form_is_active(uuid);
