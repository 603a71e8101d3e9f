-- Dominio: admin
-- The admin area (/admin): ticket assignment, users and the admin flag, notifications to a user
-- or a role, the applicant's progress notified to them, and editing cached AI answers. Admin
-- power stays in the database: every function checks public.is_admin() (app_metadata.role in
-- the caller's JWT, which only the service role or admin_set_admin can set) and raises otherwise.

-- Raises unless the caller is an admin; the admin functions call it first.
create or replace function private.require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
	if not public.is_admin() then
		raise exception 'Solo el equipo de administración puede hacer esto.' using errcode = '42501';
	end if;
end
$$;

revoke execute on function private.require_admin() from public;
grant execute on function private.require_admin() to anon, authenticated, service_role;

-- Tickets: the admin who looks after each one.
alter table public.support_tickets
	add column assigned_to uuid references auth.users (id) on delete set null;

comment on column public.support_tickets.assigned_to is 'The admin looking after the ticket; only admins set it, and only to an admin.';

create index support_tickets_assigned_idx on public.support_tickets (assigned_to)
	where assigned_to is not null;

-- A user opening a ticket cannot assign it; an assignee must be an admin.
create or replace function public.check_ticket_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	-- current_user is the definer here: the caller's role comes from the request's JWT.
	if tg_op = 'INSERT' and coalesce(auth.jwt() ->> 'role', '') in ('anon', 'authenticated')
		and not public.is_admin() then
		new.assigned_to := null;
	end if;
	if new.assigned_to is not null and not exists (
		select 1 from auth.users u
		where u.id = new.assigned_to and u.raw_app_meta_data ->> 'role' = 'admin'
	) then
		raise exception 'Un ticket solo se asigna a una persona del equipo de administración.'
			using errcode = '23514';
	end if;
	return new;
end
$$;

create trigger support_tickets_check_assignee
	before insert or update of assigned_to on public.support_tickets
	for each row execute function public.check_ticket_assignee();

revoke execute on function public.check_ticket_assignee() from public, anon, authenticated;

-- Users as the admin area lists them: profile data plus the admin flag of auth.users.
-- p_search matches email, first or last name (case-insensitive, as plain text); p_role is one
-- of the profile roles, or 'admin' for the team.
create or replace function public.admin_list_users(
	p_search text default null,
	p_role text default null,
	p_limit integer default 50
)
returns table (
	id uuid,
	email text,
	first_name text,
	last_name text,
	role text,
	is_admin boolean,
	created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
	v_pattern text;
begin
	perform private.require_admin();
	if p_role is not null
		and p_role not in ('particular', 'inmobiliaria', 'promotora', 'agente_inmobiliario', 'admin') then
		raise exception 'Rol desconocido.' using errcode = '22023';
	end if;
	if p_search is not null and char_length(p_search) > 100 then
		raise exception 'La búsqueda admite como mucho 100 caracteres.' using errcode = '22023';
	end if;
	v_pattern := '%' || replace(replace(replace(coalesce(btrim(p_search), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
	return query
		select p.id, p.email, p.first_name, p.last_name, p.role,
			coalesce(u.raw_app_meta_data ->> 'role' = 'admin', false),
			p.created_at
		from public.profiles p
		join auth.users u on u.id = p.id
		where (
				p.email ilike v_pattern
				or p.first_name ilike v_pattern
				or p.last_name ilike v_pattern
				or (coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) ilike v_pattern
			)
			and (
				p_role is null
				or (p_role = 'admin' and u.raw_app_meta_data ->> 'role' = 'admin')
				or (p_role <> 'admin' and p.role = p_role)
			)
		order by p.created_at desc, p.id
		limit least(greatest(coalesce(p_limit, 50), 1), 200);
end
$$;

revoke execute on function public.admin_list_users(text, text, integer) from public, anon;
grant execute on function public.admin_list_users(text, text, integer) to authenticated, service_role;

-- Grants or removes the admin flag (app_metadata.role). Only an admin may call it, and an admin
-- cannot remove their own flag (so the team never locks itself out by mistake). The change
-- reaches the person's JWT when their session refreshes.
create or replace function public.admin_set_admin(p_user_id uuid, p_admin boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
	perform private.require_admin();
	if p_user_id is null or p_admin is null then
		raise exception 'Faltan la persona o el valor.' using errcode = '22023';
	end if;
	if p_user_id = auth.uid() and not p_admin then
		raise exception 'No puedes quitarte a ti mismo el rol de administrador.' using errcode = '42501';
	end if;
	update auth.users u set raw_app_meta_data = case
		when p_admin then coalesce(u.raw_app_meta_data, '{}'::jsonb) || '{"role": "admin"}'::jsonb
		else coalesce(u.raw_app_meta_data, '{}'::jsonb) - 'role'
	end
	where u.id = p_user_id;
	if not found then
		raise exception 'Esa persona no existe.' using errcode = 'P0002';
	end if;
end
$$;

revoke execute on function public.admin_set_admin(uuid, boolean) from public, anon;
grant execute on function public.admin_set_admin(uuid, boolean) to authenticated, service_role;

-- Sends a notification to one user or to every user of a profile role; returns how many were
-- written. Security invoker: the inserts still pass the notifications policies (admins only).
create or replace function public.admin_notify(
	p_title text,
	p_message text,
	p_action_url text default null,
	p_user_id uuid default null,
	p_role text default null
)
returns integer
language plpgsql
set search_path = ''
as $$
declare
	v_count integer;
begin
	perform private.require_admin();
	if (p_user_id is null) = (p_role is null) then
		raise exception 'Elige una persona o un rol, no ambos.' using errcode = '22023';
	end if;
	if p_role is not null
		and p_role not in ('particular', 'inmobiliaria', 'promotora', 'agente_inmobiliario') then
		raise exception 'Rol desconocido.' using errcode = '22023';
	end if;
	insert into public.notifications (user_id, title, message, action_url)
	select p.id, btrim(p_title), btrim(p_message), nullif(btrim(coalesce(p_action_url, '')), '')
	from public.profiles p
	where (p_user_id is not null and p.id = p_user_id) or (p_role is not null and p.role = p_role);
	get diagnostics v_count = row_count;
	return v_count;
end
$$;

revoke execute on function public.admin_notify(text, text, text, uuid, text) from public, anon;
grant execute on function public.admin_notify(text, text, text, uuid, text) to authenticated, service_role;

-- The applicant hears about each move of their application (step or state) in the bell, with a
-- link to the panel's progress section.
create or replace function public.notify_application_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_status text := case new.status
		when 'aprobada' then 'aprobada'
		when 'firmada' then 'firmada'
		when 'cancelada' then 'cancelada'
		else 'en curso' end;
begin
	if tg_op = 'UPDATE'
		and new.current_step = old.current_step and new.status = old.status then
		return null;
	end if;
	insert into public.notifications (user_id, title, message, action_url)
	values (
		new.user_id,
		'Tu solicitud avanza',
		format('Tu solicitud hipotecaria está en el paso %s de 6 (%s).', new.current_step, v_status),
		'/dashboard#solicitud'
	);
	return null;
end
$$;

create trigger application_progress_notify
	after insert or update on public.application_progress
	for each row execute function public.notify_application_progress();

revoke execute on function public.notify_application_progress() from public, anon, authenticated;

-- Admins correct a cached AI answer's text (nothing else of the entry).
revoke update on public.ai_response_cache from anon, authenticated;
grant update (response) on public.ai_response_cache to authenticated;

create policy "Admins can correct cached AI responses."
	on public.ai_response_cache for update
	to authenticated
	using ((select public.is_admin()))
	with check ((select public.is_admin()));
