-- Dominio: admin, roleRequests
-- Issue 49: Administración › Usuarios opens without a search, and then lists the newest profiles
-- straight from profiles_created_idx (20261210200000) instead of matching four patterns against
-- 5.000 rows first; with a search it runs as before. Same results, signature and grants.
-- A person's latest role request (Mi cuenta) reads its own index instead of the table.

create index role_change_requests_user_created_idx
	on public.role_change_requests (user_id, created_at desc);

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
	-- No search: the newest profiles by the created_at index, without matching every row.
	if btrim(coalesce(p_search, '')) = '' then
		return query
			select p.id, p.email, p.first_name, p.last_name, p.role,
				coalesce(u.raw_app_meta_data ->> 'role' = 'admin', false),
				p.created_at
			from public.profiles p
			join auth.users u on u.id = p.id
			where p_role is null
				or (p_role = 'admin' and u.raw_app_meta_data ->> 'role' = 'admin')
				or (p_role <> 'admin' and p.role = p_role)
			order by p.created_at desc, p.id
			limit least(greatest(coalesce(p_limit, 50), 1), 200);
		return;
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
