-- Dominio: roleRequests
-- Issue 26, item 10: the profile role is fixed at sign-up and only an admin changes it. A person
-- asks for another role from their profile; an admin approves or rejects the request, the
-- database applies an approved role to the profile and tells the person in the bell.

-- Requests: who asks, the role they had and the one they want, and the decision.
create table public.role_change_requests (
	id uuid primary key default gen_random_uuid(),
	user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
	-- Always the profile's role when asked (set by the insert trigger; the default only lets
	-- clients omit the column they may not write).
	from_role text not null default 'particular'
		check (from_role in ('particular', 'inmobiliaria', 'promotora', 'agente_inmobiliario')),
	to_role text not null
		check (to_role in ('particular', 'inmobiliaria', 'promotora', 'agente_inmobiliario')),
	reason text check (reason is null or (char_length(reason) between 1 and 500 and reason = btrim(reason))),
	status text not null default 'pendiente' check (status in ('pendiente', 'aprobada', 'rechazada')),
	decided_by uuid references auth.users (id) on delete set null,
	decided_at timestamptz,
	created_at timestamptz not null default now(),
	updated_at timestamptz not null default now(),
	check (to_role <> from_role),
	check ((status = 'pendiente') = (decided_at is null))
);
alter table public.role_change_requests enable row level security;

comment on table public.role_change_requests is 'A person''s request to change their profile role, decided by an admin (issue 26, item 10).';

-- One pending request per person at a time.
create unique index role_change_requests_one_pending
	on public.role_change_requests (user_id) where status = 'pendiente';

create index role_change_requests_status_idx
	on public.role_change_requests (status, created_at desc);

-- A person writes only the role they want and why; admins write only the decision.
revoke all on public.role_change_requests from anon, authenticated;
grant select on public.role_change_requests to authenticated;
grant insert (to_role, reason) on public.role_change_requests to authenticated;
grant update (status) on public.role_change_requests to authenticated;

create trigger role_change_requests_set_updated_at
	before update on public.role_change_requests
	for each row execute function public.set_updated_at();

-- Policies: the owner reads and creates their own; admins read every request and decide.
create policy "Users can read their own role requests."
	on public.role_change_requests for select
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Users can ask for a role change."
	on public.role_change_requests for insert
	to authenticated
	with check (user_id = (select auth.uid()) and status = 'pendiente');

create policy "Admins can decide role requests."
	on public.role_change_requests for update
	to authenticated
	using ((select public.is_admin()))
	with check ((select public.is_admin()));

-- The Spanish name of a profile role, for the notifications.
create or replace function private.role_label(p_role text)
returns text
language sql
immutable
set search_path = ''
as $$
	select case p_role
		when 'particular' then 'Particular'
		when 'inmobiliaria' then 'Inmobiliaria'
		when 'promotora' then 'Promotora'
		when 'agente_inmobiliario' then 'Agente inmobiliario'
		else p_role
	end
$$;

revoke execute on function private.role_label(text) from public;

-- On insert: the current role comes from the profile (never from the request), a new request
-- is always pending and undecided, and asking for the role one has is refused in Spanish.
create or replace function private.prepare_role_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	select p.role into new.from_role from public.profiles p where p.id = new.user_id;
	if new.from_role is null then
		raise exception 'Esa persona no existe.' using errcode = 'P0002';
	end if;
	if new.to_role = new.from_role then
		raise exception 'Ya tienes ese rol.' using errcode = '22023';
	end if;
	if exists (
		select 1 from public.role_change_requests r
		where r.user_id = new.user_id and r.status = 'pendiente'
	) then
		raise exception 'Ya tienes una solicitud de cambio de rol pendiente.' using errcode = '23505';
	end if;
	new.status := 'pendiente';
	new.decided_by := null;
	new.decided_at := null;
	return new;
end
$$;

revoke execute on function private.prepare_role_request() from public;

create trigger role_change_requests_prepare
	before insert on public.role_change_requests
	for each row execute function private.prepare_role_request();

-- On a decision: only a pending request is decided, once; who decided and when are recorded.
create or replace function private.decide_role_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	if new.status is not distinct from old.status then
		return new;
	end if;
	if old.status <> 'pendiente' then
		raise exception 'Esta solicitud ya está decidida.' using errcode = '22023';
	end if;
	new.decided_by := auth.uid();
	new.decided_at := now();
	return new;
end
$$;

revoke execute on function private.decide_role_request() from public;

create trigger role_change_requests_decide
	before update of status on public.role_change_requests
	for each row execute function private.decide_role_request();

-- After a decision: an approved role is written to the profile, and the person hears about
-- either outcome in the bell, with a link to their profile.
create or replace function private.apply_role_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	if new.status = old.status then
		return new;
	end if;
	if new.status = 'aprobada' then
		update public.profiles set role = new.to_role where id = new.user_id;
		insert into public.notifications (user_id, title, message, action_url)
		values (
			new.user_id,
			'Cambio de rol aprobado',
			'Tu rol ahora es ' || private.role_label(new.to_role) || '.',
			'/dashboard#perfil'
		);
	elsif new.status = 'rechazada' then
		insert into public.notifications (user_id, title, message, action_url)
		values (
			new.user_id,
			'Cambio de rol no aprobado',
			'Tu solicitud para pasar a ' || private.role_label(new.to_role)
				|| ' no se ha aprobado. Si tienes dudas, escríbenos desde Soporte.',
			'/soporte'
		);
	end if;
	return new;
end
$$;

revoke execute on function private.apply_role_request() from public;

create trigger role_change_requests_apply
	after update of status on public.role_change_requests
	for each row execute function private.apply_role_request();

-- The person's panel follows the decision live.
alter publication supabase_realtime add table public.role_change_requests;
