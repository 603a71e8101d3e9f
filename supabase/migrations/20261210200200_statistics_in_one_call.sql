-- Dominio: statistics
-- Issue 49: /estadisticas in one request. The page called the five admin_stats_* functions, five
-- requests on its first screen, and PostgREST cuts a set-returning call at max_rows (1.000):
-- sign-ups by day and role over 366 days are 1.464 rows, so a year's chart lost its last months.
-- admin_stats returns the five sets as one JSON object (a scalar, never cut), each in its
-- function's order; the five functions stay as they are (each still checks the admin and the
-- range, so this one raises their Spanish errors).

create or replace function public.admin_stats(p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
	select jsonb_build_object(
		'signups', (select coalesce(jsonb_agg(to_jsonb(s) - 'n' order by s.n), '[]'::jsonb)
			from public.admin_stats_signups(p_from, p_to) with ordinality s(day, role, signups, n)),
		'activity', (select coalesce(jsonb_agg(to_jsonb(a) - 'n' order by a.n), '[]'::jsonb)
			from public.admin_stats_activity(p_from, p_to) with ordinality a(day, simulations, valuations, n)),
		'tickets', (select coalesce(jsonb_agg(to_jsonb(t) - 'n' order by t.n), '[]'::jsonb)
			from public.admin_stats_tickets(p_from, p_to) with ordinality t(status, tickets, n)),
		'firstResponse', (select coalesce(jsonb_agg(to_jsonb(f) - 'n' order by f.n), '[]'::jsonb)
			from public.admin_stats_first_response(p_from, p_to) with ordinality f(day, answered, median_minutes, n)),
		'leads', (select coalesce(jsonb_agg(to_jsonb(l) - 'n' order by l.n), '[]'::jsonb)
			from public.admin_stats_leads(p_from, p_to) with ordinality l(source, status, leads, n))
	)
$$;

revoke execute on function public.admin_stats(date, date) from public, anon;
grant execute on function public.admin_stats(date, date) to authenticated, service_role;
