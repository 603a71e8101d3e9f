-- Dominio: leads
-- The contact form's limits (3 an hour per email, 10 an hour per connection) protect the public
-- form from visitors. A request with the service_role key is the project's own server (an import,
-- an Edge Function, the test harness seeding rows): it is not a visitor, and counting it would
-- let one busy back office lock the form for everyone behind the same address. The sender's
-- address hash is still recorded for every insert.
create or replace function public.limit_contact_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_role text := coalesce(
		nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '');
begin
	new.sender_ip_hash := private.request_ip_hash();
	if v_role = 'service_role' then
		return new;
	end if;
	if (
		select count(*) from public.leads l
		where l.source = 'contacto' and lower(l.email) = lower(new.email)
			and l.created_at > now() - interval '1 hour'
	) >= 3 then
		raise exception 'Demasiados mensajes desde este email. Inténtalo de nuevo más tarde.'
			using errcode = 'PT429';
	end if;
	if new.sender_ip_hash is not null and (
		select count(*) from public.leads l
		where l.sender_ip_hash = new.sender_ip_hash and l.created_at > now() - interval '1 hour'
	) >= 10 then
		raise exception 'Demasiados mensajes desde esta conexión. Inténtalo de nuevo más tarde.'
			using errcode = 'PT429';
	end if;
	return new;
end
$$;
revoke execute on function public.limit_contact_leads() from public, anon, authenticated;
