-- Dominio: clientForm, leads
-- The shareable client form (/formulario), issue 14: professionals create, revoke and reactivate
-- their links (with an optional expiry); a client without an account reads the form by token and
-- sends their data and signed consent through submit_share_form, rate limited per token and per
-- IP; the owner gets a notification. Share-form leads can no longer be inserted directly.

-- An optional expiry per link; a link is usable while active and not expired.
alter table public.share_forms add column expires_at timestamptz
	check (expires_at is null or expires_at > created_at);

comment on column public.share_forms.expires_at is 'When the link stops accepting answers (null: never); the owner can still revoke it before.';

-- Professionals write only these columns: the token is always the database's random one and the
-- owner is the caller (checked by the insert policy).
revoke insert, update on public.share_forms from authenticated;
grant insert (owner_id, title, description, expires_at) on public.share_forms to authenticated;
grant update (title, description, is_active, expires_at) on public.share_forms to authenticated;

-- What a client of a shareable form tells the professional: income, savings, job, and what they
-- want to buy and where; the signature is a PNG data URL (drawn on the pad, or the typed name
-- drawn by the page), at most about 150 KB.
alter table public.leads
	add column monthly_income numeric(12, 2)
		check (monthly_income is null or monthly_income between 0 and 1000000),
	add column savings numeric(14, 2) check (savings is null or savings between 0 and 100000000),
	add column employment text check (employment is null or employment in (
		'asalariado_indefinido', 'asalariado_temporal', 'funcionario', 'autonomo', 'pensionista', 'otro')),
	add column property_type text
		check (property_type is null or (property_type ~ '^[a-z]+(-[a-z]+)*$' and char_length(property_type) <= 40)),
	add column property_price numeric(14, 2)
		check (property_price is null or property_price between 1000 and 100000000),
	add column province text
		check (province is null or (province ~ '^[a-z]+(-[a-z]+)*$' and char_length(province) <= 40)),
	add column city text check (city is null or (char_length(city) between 2 and 100 and city = btrim(city))),
	add column signature text check (signature is null or (
		char_length(signature) <= 200000
		and signature ~ '^data:image/png;base64,[A-Za-z0-9+/]+={0,2}$')),
	add column signature_method text check (signature_method is null or signature_method in ('trazo', 'nombre')),
	add constraint leads_signature_has_method check ((signature is null) = (signature_method is null));

comment on column public.leads.signature is 'Signed consent of a shareable-form client: PNG data URL (drawn, or the typed name rendered by the page).';
comment on column public.leads.signature_method is 'trazo: drawn on the pad (mouse or touch); nombre: typed name (keyboard alternative).';

-- Only contact leads are inserted directly; share-form leads go through submit_share_form.
alter policy "Anyone can send a lead."
	on public.leads
	with check (
		status = 'nuevo'
		and notes is null
		and source = 'contacto'
		and signature is null
	);

-- The caller's IP, hashed, from the API gateway's request headers (PostgREST's request.headers:
-- Cloudflare's cf-connecting-ip on hosted Supabase, else the first x-forwarded-for hop); null
-- when the request carries none (the local server behind no proxy).
create or replace function private.request_ip_hash()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
	v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
	v_ip text := btrim(split_part(
		coalesce(v_headers ->> 'cf-connecting-ip', v_headers ->> 'x-forwarded-for', v_headers ->> 'x-real-ip', ''),
		',', 1));
begin
	return case when v_ip = '' then null else encode(sha256(convert_to(v_ip, 'UTF8')), 'hex') end;
end
$$;

revoke execute on function private.request_ip_hash() from public;

-- The contact form's limit reads the IP the same way (one place).
create or replace function public.limit_contact_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	new.sender_ip_hash := private.request_ip_hash();
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

-- Recent share-form leads per form (the per-token limit).
create index leads_share_form_recent_idx on public.leads (share_form_id, created_at desc)
	where source = 'formulario_compartido';

-- The public /formulario page: what the link shows. state is 'activo', 'caducado' or
-- 'revocado'; the title and description only for an active link; who sent it always (so the
-- client knows whom to ask for a new link). No row: the token does not exist.
drop function public.get_share_form(text);
create function public.get_share_form(p_token text)
returns table (
	title text,
	description text,
	sender_name text,
	sender_role text,
	expires_at timestamptz,
	state text
)
language sql
stable
security definer
set search_path = ''
as $$
	select
		case when s.state = 'activo' then f.title end,
		case when s.state = 'activo' then f.description end,
		nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''),
		p.role,
		f.expires_at,
		s.state
	from public.share_forms f
	left join public.profiles p on p.id = f.owner_id
	cross join lateral (
		select case
			when not f.is_active then 'revocado'
			when f.expires_at is not null and f.expires_at <= now() then 'caducado'
			else 'activo'
		end as state
	) s
	where p_token ~ '^[a-z0-9]{16,64}$' and f.token = p_token
$$;

revoke execute on function public.get_share_form(text) from public;
grant execute on function public.get_share_form(text) to anon, authenticated;

-- A client's answer to a shareable form. Checks the link (exists: PT404; revoked or expired:
-- PT410 with the state as detail), the consent box and the signature (22023), and the limits:
-- 5 answers an hour from one IP and 20 an hour per link (PT429, HTTP 429). Stores the lead and
-- notifies the form's owner. The column checks of leads validate every field.
create or replace function public.submit_share_form(
	p_token text,
	p_name text,
	p_email text,
	p_phone text,
	p_monthly_income numeric,
	p_savings numeric,
	p_employment text,
	p_property_type text,
	p_property_price numeric,
	p_province text,
	p_city text,
	p_message text,
	p_signature text,
	p_signature_method text,
	p_consent boolean
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
	v_form public.share_forms%rowtype;
	v_ip text := private.request_ip_hash();
	v_name text := btrim(p_name);
begin
	select * into v_form from public.share_forms f
	where p_token ~ '^[a-z0-9]{16,64}$' and f.token = p_token
	for update;
	if not found then
		raise exception 'Este enlace no es válido.' using errcode = 'PT404';
	end if;
	if not v_form.is_active then
		raise exception 'Este enlace ya no está activo.' using errcode = 'PT410', detail = 'revocado';
	end if;
	if v_form.expires_at is not null and v_form.expires_at <= now() then
		raise exception 'Este enlace ha caducado.' using errcode = 'PT410', detail = 'caducado';
	end if;
	if p_consent is distinct from true then
		raise exception 'Debes aceptar el tratamiento de tus datos para continuar.'
			using errcode = '22023', detail = 'consentimiento';
	end if;
	if p_signature is null or p_signature_method is null then
		raise exception 'Falta la firma.' using errcode = '22023', detail = 'firma';
	end if;
	if v_ip is not null and (
		select count(*) from public.leads l
		where l.source = 'formulario_compartido' and l.sender_ip_hash = v_ip
			and l.created_at > now() - interval '1 hour'
	) >= 5 then
		raise exception 'Demasiados envíos desde esta conexión. Inténtalo de nuevo más tarde.'
			using errcode = 'PT429', detail = 'ip';
	end if;
	if (
		select count(*) from public.leads l
		where l.source = 'formulario_compartido' and l.share_form_id = v_form.id
			and l.created_at > now() - interval '1 hour'
	) >= 20 then
		raise exception 'Este formulario ha recibido muchas respuestas en poco tiempo. Inténtalo de nuevo más tarde.'
			using errcode = 'PT429', detail = 'formulario';
	end if;

	insert into public.leads (
		source, share_form_id, name, email, phone, message, consent, sender_ip_hash,
		monthly_income, savings, employment, property_type, property_price, province, city,
		signature, signature_method
	) values (
		'formulario_compartido', v_form.id, v_name, btrim(p_email), nullif(btrim(p_phone), ''),
		nullif(btrim(p_message), ''), true, v_ip,
		p_monthly_income, p_savings, p_employment, nullif(p_property_type, ''), nullif(p_property_price, 0),
		nullif(p_province, ''), nullif(btrim(p_city), ''), p_signature, p_signature_method
	);

	insert into public.notifications (user_id, title, message, action_url)
	values (
		v_form.owner_id,
		'Nuevo cliente desde tu formulario',
		left(format('%s ha rellenado «%s» y ha firmado su consentimiento.', v_name, v_form.title), 2000),
		'/dashboard#clientes'
	);
end
$$;

revoke execute on function public.submit_share_form(
	text, text, text, text, numeric, numeric, text, text, numeric, text, text, text, text, text, boolean
) from public;
grant execute on function public.submit_share_form(
	text, text, text, text, numeric, numeric, text, text, numeric, text, text, text, text, text, boolean
) to anon, authenticated;
