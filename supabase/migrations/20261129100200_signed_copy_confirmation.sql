-- Dominio: email, clientForm
-- Issue 43, item 4: the copy of a signed shareable form goes only to an address whose owner
-- confirmed it. Anyone who asked for a professional role could title a form «Aviso de su banco…
-- https://evil.example», fill it in with a victim's address and have the portal email that text
-- there, from our domain. Now the form's submission queues a first email, «confirmar_copia»,
-- that says who filled in which form of whom and why the email arrives, with a link to
-- /formulario?copia=<token>; the copy itself is queued only when that link's page confirms
-- (public.confirm_signed_copy). Both emails are rate limited per recipient and per form owner.

alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check check (template in (
	'respuesta_soporte', 'ticket_cerrado', 'solicitud_avanza', 'aviso_equipo', 'nuevo_cliente',
	'copia_formulario_firmado', 'documento_rechazado', 'cuenta_eliminada', 'confirmar_copia'));

-- One request per signed lead: where the copy would go, its token, and whether it was confirmed
-- or held back by a limit.
create table public.signed_copy_requests (
	id uuid primary key default gen_random_uuid(),
	lead_id uuid not null unique references public.leads (id) on delete cascade,
	owner_id uuid references auth.users (id) on delete set null,
	email text not null check (char_length(email) <= 255),
	token text not null unique
		default replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
		check (token ~ '^[0-9a-f]{64}$'),
	status text not null default 'pendiente' check (status in ('pendiente', 'limitada', 'confirmada')),
	created_at timestamptz not null default now(),
	confirmed_at timestamptz
);
alter table public.signed_copy_requests enable row level security;

comment on table public.signed_copy_requests is 'The signed-form copy a client may receive by email once they confirm the address (confirm_signed_copy); read and written only by the database''s functions.';
comment on column public.signed_copy_requests.status is 'pendiente: confirmation email sent; limitada: no email (a limit per recipient or per form owner); confirmada: the copy was queued.';

-- No policies: nobody reads or writes the table through the API (the service role may).
revoke all on public.signed_copy_requests from anon, authenticated;
grant select, insert, update, delete on public.signed_copy_requests to service_role;
create index signed_copy_requests_email_idx on public.signed_copy_requests (lower(email), created_at desc);
create index signed_copy_requests_owner_idx on public.signed_copy_requests (owner_id, created_at desc);

-- Emails with user-written text a form owner may cause in 24 hours, and one address may get.
create or replace function private.signed_copy_over_limit(p_owner uuid, p_email text)
returns boolean
language sql
stable
set search_path = ''
as $$
	select (
		select count(*) from public.signed_copy_requests r
		where lower(r.email) = lower(p_email) and r.status <> 'limitada'
			and r.created_at > now() - interval '24 hours'
	) >= 3 or (
		select count(*) from public.signed_copy_requests r
		where r.owner_id = p_owner and r.status <> 'limitada'
			and r.created_at > now() - interval '24 hours'
	) >= 20
$$;

revoke execute on function private.signed_copy_over_limit(uuid, text) from public;

-- As in 20261127170100, except the copy: a confirmation request (or nothing, over a limit).
create or replace function private.email_on_share_form_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_form public.share_forms%rowtype;
	v_owner public.profiles%rowtype;
	v_limited boolean;
	v_token text;
begin
	if new.share_form_id is null then
		return null;
	end if;
	select * into v_form from public.share_forms f where f.id = new.share_form_id;
	select * into v_owner from public.profiles p where p.id = v_form.owner_id;
	perform private.enqueue_email(v_form.owner_id, null, 'nuevo_cliente',
		jsonb_build_object('lead_id', new.id, 'form_title', v_form.title, 'client_name', new.name),
		'nuevo_cliente:' || new.id);
	if new.signature is null then
		return null;
	end if;
	v_limited := private.signed_copy_over_limit(v_form.owner_id, new.email);
	insert into public.signed_copy_requests (lead_id, owner_id, email, status)
	values (new.id, v_form.owner_id, lower(new.email), case when v_limited then 'limitada' else 'pendiente' end)
	returning token into v_token;
	if not v_limited then
		perform private.enqueue_email(null, new.email, 'confirmar_copia',
			jsonb_build_object(
				'token', v_token,
				'form_title', v_form.title,
				'professional', nullif(btrim(concat_ws(' ', v_owner.first_name, v_owner.last_name)), ''),
				'name', new.name,
				'signed_at', new.created_at),
			'confirmar_copia:' || new.id);
	end if;
	return null;
end
$$;

revoke execute on function private.email_on_share_form_lead() from public;

-- The page of the confirmation link: queues the copy to the confirmed address. Answers
-- 'enviada', 'ya_enviada' (confirmed before), 'caducada' (after 7 days) or 'no_existe'.
create or replace function public.confirm_signed_copy(p_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
	v_request public.signed_copy_requests%rowtype;
	v_lead public.leads%rowtype;
	v_form public.share_forms%rowtype;
	v_owner public.profiles%rowtype;
begin
	select * into v_request from public.signed_copy_requests r
	where p_token ~ '^[0-9a-f]{64}$' and r.token = p_token and r.status <> 'limitada'
	for update;
	if v_request.id is null then
		return 'no_existe';
	end if;
	if v_request.status = 'confirmada' then
		return 'ya_enviada';
	end if;
	if v_request.created_at < now() - interval '7 days' then
		return 'caducada';
	end if;
	select * into v_lead from public.leads l where l.id = v_request.lead_id;
	select * into v_form from public.share_forms f where f.id = v_lead.share_form_id;
	select * into v_owner from public.profiles p where p.id = v_form.owner_id;
	update public.signed_copy_requests set status = 'confirmada', confirmed_at = now()
	where id = v_request.id;
	perform private.enqueue_email(null, v_request.email, 'copia_formulario_firmado',
		jsonb_build_object(
			'form_title', v_form.title,
			'professional', nullif(btrim(concat_ws(' ', v_owner.first_name, v_owner.last_name)), ''),
			'signed_at', v_lead.created_at,
			'name', v_lead.name, 'email', v_lead.email, 'phone', v_lead.phone,
			'monthly_income', v_lead.monthly_income, 'savings', v_lead.savings,
			'employment', v_lead.employment, 'property_type', v_lead.property_type,
			'property_price', v_lead.property_price, 'province', v_lead.province, 'city', v_lead.city,
			'message', v_lead.message, 'signature_method', v_lead.signature_method,
			'signature', v_lead.signature, 'sha256', v_lead.signed_content_sha256),
		'copia_formulario_firmado:' || v_lead.id);
	return 'enviada';
end
$$;

revoke execute on function public.confirm_signed_copy(text) from public;
grant execute on function public.confirm_signed_copy(text) to anon, authenticated;
