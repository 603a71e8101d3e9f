-- Dominio: statistics
-- Issue 49: with two years of data, /estadisticas's functions read only the rows of the period.
-- A day of Europe/Madrid is [day 00:00, day + 1 00:00) in Madrid, so "madrid_day(created_at)
-- between p_from and p_to" is the range below, which an index on created_at can read (the old
-- form computed madrid_day of every row; activity counted both tables once per day). Same
-- results, same signatures and grants; the created_at indexes come with them.

create index profiles_created_idx on public.profiles (created_at desc, id);
create index saved_simulations_created_idx on public.saved_simulations (created_at);
create index valuations_created_idx on public.valuations (created_at);
create index support_tickets_created_idx on public.support_tickets (created_at);

-- The first instant of p_from and the first instant after p_to, in Madrid.
create or replace function private.madrid_range_start(p_day date)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
	select p_day::timestamp at time zone 'Europe/Madrid'
$$;

revoke execute on function private.madrid_range_start(date) from public;
grant execute on function private.madrid_range_start(date) to authenticated, service_role;

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
		with per_day as (
			select private.madrid_day(p.created_at) as day, p.role, count(*)::integer as n
			from public.profiles p
			where p.created_at >= private.madrid_range_start(p_from)
				and p.created_at < private.madrid_range_start(p_to + 1)
			group by 1, 2
		)
		select d.day, r.role, coalesce(c.n, 0)
		from (select g::date as day from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g) d
		cross join (values ('particular'), ('inmobiliaria'), ('promotora'), ('agente_inmobiliario')) r(role)
		left join per_day c on c.day = d.day and c.role = r.role
		order by d.day, r.role;
end
$$;

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
		with sims as (
			select private.madrid_day(s.created_at) as day, count(*)::integer as n
			from public.saved_simulations s
			where s.created_at >= private.madrid_range_start(p_from)
				and s.created_at < private.madrid_range_start(p_to + 1)
			group by 1
		),
		vals as (
			select private.madrid_day(v.created_at) as day, count(*)::integer as n
			from public.valuations v
			where v.created_at >= private.madrid_range_start(p_from)
				and v.created_at < private.madrid_range_start(p_to + 1)
			group by 1
		)
		select d.day, coalesce(s.n, 0), coalesce(v.n, 0)
		from (select g::date as day from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g) d
		left join sims s on s.day = d.day
		left join vals v on v.day = d.day
		order by d.day;
end
$$;

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
			on t.status = s.status
				and t.created_at >= private.madrid_range_start(p_from)
				and t.created_at < private.madrid_range_start(p_to + 1)
		group by s.ord, s.status
		order by s.ord;
end
$$;

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
			where t.created_at >= private.madrid_range_start(p_from)
				and t.created_at < private.madrid_range_start(p_to + 1)
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
		with counted as (
			select l.source, l.status, count(*)::integer as n
			from public.leads l
			where l.created_at >= private.madrid_range_start(p_from)
				and l.created_at < private.madrid_range_start(p_to + 1)
			group by 1, 2
		)
		select so.source, st.status, coalesce(c.n, 0)
		from (values (1, 'contacto'), (2, 'formulario_compartido')) so(ord, source)
		cross join (values (1, 'nuevo'), (2, 'contactado'), (3, 'cerrado'), (4, 'descartado')) st(ord, status)
		left join counted c on c.source = so.source and c.status = st.status
		order by so.ord, st.ord;
end
$$;
