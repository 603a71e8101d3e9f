-- Dominio: statistics
-- Statistics of /estadisticas, computed in SQL and only for admins: each function checks
-- public.is_admin() and raises otherwise (security invoker, so RLS still applies underneath and
-- admins read every row). Days are calendar days in Spain (Europe/Madrid), p_from and p_to
-- included, at most 366 days.

-- Raises unless p_from..p_to is a valid range.
create or replace function private.check_stats_range(p_from date, p_to date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
	if p_from is null or p_to is null then
		raise exception 'Indica la fecha de inicio y la de fin.' using errcode = '22023';
	end if;
	if p_to < p_from then
		raise exception 'La fecha de fin es anterior a la de inicio.' using errcode = '22023';
	end if;
	if p_to - p_from > 365 then
		raise exception 'El intervalo admite como mucho 366 días.' using errcode = '22023';
	end if;
end
$$;

revoke execute on function private.check_stats_range(date, date) from public;
grant execute on function private.check_stats_range(date, date) to authenticated, service_role;

-- The Spanish calendar day of a timestamp.
create or replace function private.madrid_day(p_at timestamptz)
returns date
language sql
immutable
set search_path = ''
as $$
	select (p_at at time zone 'Europe/Madrid')::date
$$;

revoke execute on function private.madrid_day(timestamptz) from public;
grant execute on function private.madrid_day(timestamptz) to authenticated, service_role;

-- Sign-ups per day and profile role (every day and role of the range, zeros included).
create or replace function public.admin_stats_signups(p_from date, p_to date)
returns table (day date, role text, signups integer)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
	perform private.require_admin();
	perform private.check_stats_range(p_from, p_to);
	return query
		select d.day, r.role, count(p.id)::integer
		from (select g::date as day from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g) d
		cross join (values ('particular'), ('inmobiliaria'), ('promotora'), ('agente_inmobiliario')) r(role)
		left join public.profiles p
			on p.role = r.role and private.madrid_day(p.created_at) = d.day
		group by d.day, r.role
		order by d.day, r.role;
end
$$;

-- Saved simulations and valuations per day.
create or replace function public.admin_stats_activity(p_from date, p_to date)
returns table (day date, simulations integer, valuations integer)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
	perform private.require_admin();
	perform private.check_stats_range(p_from, p_to);
	return query
		select d.day,
			(select count(*)::integer from public.saved_simulations s
				where s.created_at >= (d.day::timestamp at time zone 'Europe/Madrid')
					and s.created_at < ((d.day + 1)::timestamp at time zone 'Europe/Madrid')),
			(select count(*)::integer from public.valuations v
				where v.created_at >= (d.day::timestamp at time zone 'Europe/Madrid')
					and v.created_at < ((d.day + 1)::timestamp at time zone 'Europe/Madrid'))
		from (select g::date as day from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g) d
		order by d.day;
end
$$;

-- Tickets opened in the range, by their current status (every status, zeros included).
create or replace function public.admin_stats_tickets(p_from date, p_to date)
returns table (status text, tickets integer)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
	perform private.require_admin();
	perform private.check_stats_range(p_from, p_to);
	return query
		select s.status, count(t.id)::integer
		from (values (1, 'abierto'), (2, 'en_progreso'), (3, 'resuelto'), (4, 'cerrado')) s(ord, status)
		left join public.support_tickets t
			on t.status = s.status and private.madrid_day(t.created_at) between p_from and p_to
		group by s.ord, s.status
		order by s.ord;
end
$$;

-- Median time to the team's first answer, in minutes, of tickets opened each day (null on days
-- without answered tickets), and one row with day null for the whole range.
create or replace function public.admin_stats_first_response(p_from date, p_to date)
returns table (day date, answered integer, median_minutes numeric)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
	perform private.require_admin();
	perform private.check_stats_range(p_from, p_to);
	return query
		with answered as (
			select private.madrid_day(t.created_at) as day,
				extract(epoch from (min(m.created_at) - t.created_at)) / 60 as minutes
			from public.support_tickets t
			join public.ticket_messages m on m.ticket_id = t.id and m.is_staff
			where private.madrid_day(t.created_at) between p_from and p_to
			group by t.id, t.created_at
		),
		per_day as (
			select d.day, count(a.minutes)::integer as answered,
				round((percentile_cont(0.5) within group (order by a.minutes))::numeric, 1) as median_minutes
			from (select g::date as day from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g) d
			left join answered a on a.day = d.day
			group by d.day
		),
		overall as (
			select null::date as day, count(a.minutes)::integer as answered,
				round((percentile_cont(0.5) within group (order by a.minutes))::numeric, 1) as median_minutes
			from answered a
		)
		select * from (select * from per_day union all select * from overall) r
		order by r.day nulls last;
end
$$;

-- Leads received in the range by source and status (every pair, zeros included).
create or replace function public.admin_stats_leads(p_from date, p_to date)
returns table (source text, status text, leads integer)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
	perform private.require_admin();
	perform private.check_stats_range(p_from, p_to);
	return query
		select so.source, st.status, count(l.id)::integer
		from (values (1, 'contacto'), (2, 'formulario_compartido')) so(ord, source)
		cross join (values (1, 'nuevo'), (2, 'contactado'), (3, 'cerrado'), (4, 'descartado')) st(ord, status)
		left join public.leads l
			on l.source = so.source and l.status = st.status
				and private.madrid_day(l.created_at) between p_from and p_to
		group by so.ord, so.source, st.ord, st.status
		order by so.ord, st.ord;
end
$$;

do $$
declare
	f text;
begin
	foreach f in array array[
		'public.admin_stats_signups(date, date)',
		'public.admin_stats_activity(date, date)',
		'public.admin_stats_tickets(date, date)',
		'public.admin_stats_first_response(date, date)',
		'public.admin_stats_leads(date, date)'
	] loop
		execute format('revoke execute on function %s from public, anon', f);
		execute format('grant execute on function %s to authenticated, service_role', f);
	end loop;
end
$$;
