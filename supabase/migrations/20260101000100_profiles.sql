-- Dominio: account
-- Profiles: one row per user, copied from the signup metadata by a trigger.
create table public.profiles (
	id uuid primary key references auth.users (id) on delete cascade,
	email text check (email is null or (char_length(email) <= 255 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
	first_name text check (first_name is null or (char_length(first_name) between 2 and 100 and first_name = btrim(first_name))),
	last_name text check (last_name is null or (char_length(last_name) between 2 and 100 and last_name = btrim(last_name))),
	phone text check (phone is null or (char_length(phone) between 9 and 20 and phone = btrim(phone))),
	role text not null default 'particular'
		check (role in ('particular', 'inmobiliaria', 'promotora', 'agente_inmobiliario')),
	created_at timestamptz not null default now(),
	updated_at timestamptz not null default now()
);
alter table public.profiles enable row level security;

comment on table public.profiles is 'Public data of each user, created from the signup metadata.';

-- Users edit their names and phone; the role and email only change through admins.
revoke update on public.profiles from anon, authenticated;
grant update (first_name, last_name, phone) on public.profiles to authenticated;

create trigger profiles_set_updated_at
	before update on public.profiles
	for each row execute function public.set_updated_at();

-- Policies: owners and admins read; owners update; admins update and delete; the trigger inserts.
create policy "Users can read their own profile."
	on public.profiles for select
	to authenticated
	using (id = (select auth.uid()) or (select public.is_admin()));

create policy "Admins can create profiles."
	on public.profiles for insert
	to authenticated
	with check ((select public.is_admin()));

create policy "Users can update their own profile."
	on public.profiles for update
	to authenticated
	using (id = (select auth.uid()) or (select public.is_admin()))
	with check (id = (select auth.uid()) or (select public.is_admin()));

create policy "Admins can delete profiles."
	on public.profiles for delete
	to authenticated
	using ((select public.is_admin()));

-- Copies first_name, last_name, phone and role from the signup metadata (trimmed, empty as
-- null, unknown roles as particular); the check constraints reject anything else.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
	wanted_role text := meta ->> 'role';
begin
	if wanted_role is null
		or wanted_role not in ('particular', 'inmobiliaria', 'promotora', 'agente_inmobiliario') then
		wanted_role := 'particular';
	end if;
	insert into public.profiles (id, email, first_name, last_name, phone, role)
	values (
		new.id,
		new.email,
		nullif(btrim(meta ->> 'first_name'), ''),
		nullif(btrim(meta ->> 'last_name'), ''),
		nullif(btrim(meta ->> 'phone'), ''),
		wanted_role
	);
	return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
	after insert on auth.users
	for each row execute function public.handle_new_user();
