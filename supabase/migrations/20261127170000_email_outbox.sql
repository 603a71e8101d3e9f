-- Dominio: email
-- Issue 30, item 3: transactional email. Triggers (migration 20261127170100) put one row per
-- email in public.email_outbox (a dedupe key makes a repeated event enqueue nothing more); a
-- worker (the local backend's loop, or the Edge Function «enviar-emails» in production) claims
-- due rows with email_claim, sends them with the row id as the provider's idempotency key, and
-- records the result with email_mark_sent or email_mark_failed (retry later, or give up). Only the service role reaches
-- the queue. A person may turn off the non-legal emails in their profile (email_notifications);
-- the signed-form copy is always sent. The email change notice to the old address is not here:
-- the auth server sends it ([auth.email.notification.email_changed] in config.toml).

alter table public.profiles
	add column email_notifications boolean not null default true;

comment on column public.profiles.email_notifications is 'Whether the person wants emails about their tickets, application, notices and leads; legal and security emails are sent regardless.';

grant update (email_notifications) on public.profiles to authenticated;

create table public.email_outbox (
	id uuid primary key default gen_random_uuid(),
	user_id uuid references auth.users (id) on delete cascade,
	to_email text not null check (char_length(to_email) <= 255 and to_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
	template text not null check (template in (
		'respuesta_soporte', 'ticket_cerrado', 'solicitud_avanza', 'aviso_equipo', 'nuevo_cliente',
		'copia_formulario_firmado', 'documento_rechazado')),
	payload jsonb not null default '{}'::jsonb,
	status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
	attempts integer not null default 0 check (attempts >= 0),
	next_attempt_at timestamptz not null default now(),
	lease_until timestamptz,
	last_error text check (last_error is null or char_length(last_error) <= 1000),
	provider_id text check (provider_id is null or char_length(provider_id) <= 200),
	dedupe_key text not null unique check (char_length(dedupe_key) <= 300),
	created_at timestamptz not null default now(),
	sent_at timestamptz
);
alter table public.email_outbox enable row level security;

comment on table public.email_outbox is 'Transactional emails waiting to be sent, being sent, sent or failed; filled by triggers, read and written only by the service role (the worker).';
comment on column public.email_outbox.dedupe_key is 'One per event (template and the row that caused it): a repeated trigger enqueues nothing more.';
comment on column public.email_outbox.lease_until is 'While status is sending: when the claim expires and another worker may take the row again (same id, so the provider drops a duplicate).';

-- No policies: anon and authenticated see nothing; the service role bypasses RLS.
revoke all on public.email_outbox from anon, authenticated;
grant select, insert, update, delete on public.email_outbox to service_role;

create index email_outbox_due_idx on public.email_outbox (next_attempt_at)
	where status in ('queued', 'sending');
create index email_outbox_user_idx on public.email_outbox (user_id);

-- Puts one email in the queue unless its dedupe key is there already. p_to null: the user's
-- account email. Non-legal templates are skipped when the person turned emails off.
create or replace function private.enqueue_email(
	p_user_id uuid,
	p_to text,
	p_template text,
	p_payload jsonb,
	p_dedupe_key text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_to text := p_to;
begin
	if p_user_id is not null then
		if p_template not in ('copia_formulario_firmado') and exists (
			select 1 from public.profiles p where p.id = p_user_id and not p.email_notifications
		) then
			return;
		end if;
		if v_to is null then
			select u.email into v_to from auth.users u where u.id = p_user_id;
		end if;
	end if;
	if v_to is null or v_to !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
		return;
	end if;
	insert into public.email_outbox (user_id, to_email, template, payload, dedupe_key)
	values (p_user_id, lower(v_to), p_template, coalesce(p_payload, '{}'::jsonb), left(p_dedupe_key, 300))
	on conflict (dedupe_key) do nothing;
end
$$;

revoke execute on function private.enqueue_email(uuid, text, text, jsonb, text) from public;
-- The admin-notice trigger runs as the caller (to tell an admin's insert from a trigger's).
grant execute on function private.enqueue_email(uuid, text, text, jsonb, text) to authenticated, service_role;

-- The worker's three steps, for the service role only (local loop and Edge Function alike).

-- Claims up to p_limit due rows (queued and due, or sending with an expired lease): marks them
-- sending with a lease of p_lease_seconds and one more attempt, and returns them.
create or replace function public.email_claim(p_limit integer default 10, p_lease_seconds integer default 120)
returns setof public.email_outbox
language sql
volatile
set search_path = ''
as $$
	with due as (
		select o.id from public.email_outbox o
		where (o.status = 'queued' and o.next_attempt_at <= now())
			or (o.status = 'sending' and o.lease_until < now())
		order by o.next_attempt_at, o.created_at
		limit least(greatest(coalesce(p_limit, 10), 1), 100)
		for update skip locked
	)
	update public.email_outbox o set
		status = 'sending',
		attempts = o.attempts + 1,
		lease_until = now() + make_interval(secs => least(greatest(coalesce(p_lease_seconds, 120), 5), 3600))
	from due
	where o.id = due.id
	returning o.*
$$;

-- The provider accepted the email. The signature image of a signed-form copy is not kept twice:
-- once sent, the queue forgets it (the lead keeps the signed original).
create or replace function public.email_mark_sent(p_id uuid, p_provider_id text default null)
returns void
language sql
volatile
set search_path = ''
as $$
	update public.email_outbox set
		status = 'sent', sent_at = now(), lease_until = null, last_error = null,
		provider_id = left(p_provider_id, 200), payload = payload - 'signature'
	where id = p_id and status = 'sending'
$$;

-- Sending failed: queued again in p_retry_in_seconds, or failed for good when that is null.
create or replace function public.email_mark_failed(p_id uuid, p_error text, p_retry_in_seconds integer default null)
returns void
language sql
volatile
set search_path = ''
as $$
	update public.email_outbox set
		status = case when p_retry_in_seconds is null then 'failed' else 'queued' end,
		next_attempt_at = case when p_retry_in_seconds is null then next_attempt_at
			else now() + make_interval(secs => greatest(p_retry_in_seconds, 0)) end,
		lease_until = null,
		last_error = left(coalesce(p_error, 'Error desconocido'), 1000)
	where id = p_id and status = 'sending'
$$;

revoke execute on function public.email_claim(integer, integer) from public, anon, authenticated;
revoke execute on function public.email_mark_sent(uuid, text) from public, anon, authenticated;
revoke execute on function public.email_mark_failed(uuid, text, integer) from public, anon, authenticated;
grant execute on function public.email_claim(integer, integer) to service_role;
grant execute on function public.email_mark_sent(uuid, text) to service_role;
grant execute on function public.email_mark_failed(uuid, text, integer) to service_role;
