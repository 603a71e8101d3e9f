-- Dominio: leads
-- Contact-form leads (/contacto): a rate limit per email and per sender IP, and a notification
-- to every admin for each new message. Anonymous inserts stay governed by the policy
-- "Anyone can send a lead." (consent is required by the table's check).

-- The sender's IP, hashed (never stored in clear), to rate limit by network as well as by email.
alter table public.leads add column sender_ip_hash text
	check (sender_ip_hash is null or sender_ip_hash ~ '^[0-9a-f]{64}$');

comment on column public.leads.sender_ip_hash is 'SHA-256 of the sender''s IP, set by the database for rate limiting; never sent by the client.';

-- The rate limit looks up recent contact leads by email and by IP.
create index leads_contact_email_idx on public.leads (lower(email), created_at desc)
	where source = 'contacto';
create index leads_contact_ip_idx on public.leads (sender_ip_hash, created_at desc)
	where sender_ip_hash is not null;

-- Before a contact lead is stored: hash the caller's IP (from the API gateway's request headers)
-- and refuse a fourth message from the same email, or an eleventh from the same IP, within an
-- hour. SQLSTATE PT429 is answered by the REST layer as HTTP 429 Too Many Requests.
create or replace function public.limit_contact_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
	v_ip text := btrim(split_part(
		coalesce(v_headers ->> 'cf-connecting-ip', v_headers ->> 'x-forwarded-for', v_headers ->> 'x-real-ip', ''),
		',', 1));
begin
	new.sender_ip_hash := case when v_ip = '' then null
		else encode(sha256(convert_to(v_ip, 'UTF8')), 'hex') end;
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

create trigger leads_limit_contact
	before insert on public.leads
	for each row when (new.source = 'contacto')
	execute function public.limit_contact_leads();

-- After a contact lead is stored: one notification per admin (the header bell), pointing to the
-- admin area, so the team sees it without polling the table.
create or replace function public.notify_admins_of_contact_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	insert into public.notifications (user_id, title, message, action_url)
	select u.id,
		'Nuevo mensaje de contacto',
		left(format('%s (%s): %s', new.name, new.email, coalesce(new.message, '')), 2000),
		'/admin'
	from auth.users u
	where u.raw_app_meta_data ->> 'role' = 'admin';
	return null;
end
$$;

create trigger leads_notify_admins
	after insert on public.leads
	for each row when (new.source = 'contacto')
	execute function public.notify_admins_of_contact_lead();

-- Trigger functions only: nobody calls them through the API.
revoke execute on function public.limit_contact_leads() from public, anon, authenticated;
revoke execute on function public.notify_admins_of_contact_lead() from public, anon, authenticated;
