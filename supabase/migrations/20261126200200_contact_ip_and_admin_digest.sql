-- Dominio: leads
-- Issue 24, item 6: the contact form's per-IP limit reads an address the client cannot choose,
-- and a burst of messages no longer sends every admin one notification each.
--
-- The address: Cloudflare's cf-connecting-ip on hosted Supabase (Cloudflare replaces any value a
-- client sends), else the LAST hop of x-forwarded-for, the one the gateway nearest to PostgREST
-- appended (hops to its left are whatever the client wrote). The local server replaces the
-- client's address headers with the socket's address (or the one a configured proxy reports).
create or replace function private.request_ip_hash()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
	v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
	v_hops text[] := string_to_array(coalesce(v_headers ->> 'x-forwarded-for', ''), ',');
	v_ip text := btrim(coalesce(
		nullif(btrim(v_headers ->> 'cf-connecting-ip'), ''),
		v_hops[cardinality(v_hops)],
		''));
begin
	return case when v_ip = '' then null else encode(sha256(convert_to(v_ip, 'UTF8')), 'hex') end;
end
$$;

revoke execute on function private.request_ip_hash() from public;

-- One pending notice per admin: the first message of a burst notifies as before ("Nuevo mensaje
-- de contacto", with the sender and the text); while that notice is unread, later messages
-- update it into a digest (how many are waiting and who wrote last) instead of adding one more.
create or replace function public.notify_admins_of_contact_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_admin record;
	v_pending uuid;
	v_waiting bigint;
begin
	for v_admin in
		select u.id from auth.users u where u.raw_app_meta_data ->> 'role' = 'admin'
	loop
		select n.id into v_pending
		from public.notifications n
		where n.user_id = v_admin.id and not n.is_read and n.action_url = '/admin'
			and n.title in ('Nuevo mensaje de contacto', 'Mensajes de contacto nuevos')
		order by n.created_at desc
		limit 1
		for update;
		if v_pending is null then
			insert into public.notifications (user_id, title, message, action_url)
			values (
				v_admin.id,
				'Nuevo mensaje de contacto',
				left(format('%s (%s): %s', new.name, new.email, coalesce(new.message, '')), 2000),
				'/admin'
			);
		else
			select count(*) into v_waiting
			from public.leads l
			where l.source = 'contacto'
				and l.created_at >= (select n.created_at from public.notifications n where n.id = v_pending);
			update public.notifications n set
				title = 'Mensajes de contacto nuevos',
				message = left(format('%s mensajes de contacto sin revisar. El último, de %s (%s).',
					greatest(v_waiting, 2), new.name, new.email), 2000)
			where n.id = v_pending;
		end if;
	end loop;
	return null;
end
$$;

revoke execute on function public.notify_admins_of_contact_lead() from public, anon, authenticated;
