-- Dominio: valuation, simulations
-- Property valuations a signed-in user saved from /valoracion-inmueble.
create table public.valuations (
	id uuid primary key default gen_random_uuid(),
	user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
	province text not null check (province ~ '^[a-z]+(-[a-z]+)*$' and char_length(province) <= 40),
	municipality text check (municipality is null or char_length(municipality) between 2 and 100),
	property_type text not null
		check (property_type in ('piso', 'casa', 'chalet', 'atico', 'duplex', 'estudio', 'local', 'otro')),
	area_m2 numeric(8, 2) not null check (area_m2 between 10 and 10000),
	rooms smallint check (rooms is null or rooms between 0 and 50),
	bathrooms smallint check (bathrooms is null or bathrooms between 0 and 20),
	year_built smallint check (year_built is null or year_built between 1800 and 2100),
	condition text check (condition is null or condition in ('nuevo', 'buen_estado', 'a_reformar')),
	estimated_value numeric(12, 2) check (estimated_value is null or estimated_value >= 0),
	min_value numeric(12, 2) check (min_value is null or min_value >= 0),
	max_value numeric(12, 2) check (max_value is null or max_value >= 0),
	created_at timestamptz not null default now(),
	check (min_value is null or max_value is null or min_value <= max_value)
);
alter table public.valuations enable row level security;

comment on table public.valuations is 'Saved property valuations of one user.';

create index valuations_user_idx on public.valuations (user_id, created_at desc);

-- Policies: a user reaches only their own valuations; admins read and delete all.
create policy "Users can read their own valuations."
	on public.valuations for select
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Users can save their own valuations."
	on public.valuations for insert
	to authenticated
	with check (user_id = (select auth.uid()));

create policy "Users can update their own valuations."
	on public.valuations for update
	to authenticated
	using (user_id = (select auth.uid()))
	with check (user_id = (select auth.uid()));

create policy "Users can delete their own valuations."
	on public.valuations for delete
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Mortgage simulations a user saved from the calculators.
create table public.saved_simulations (
	id uuid primary key default gen_random_uuid(),
	user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
	name text not null check (char_length(name) between 1 and 100 and name = btrim(name)),
	kind text not null check (kind in ('cuota', 'capacidad', 'gastos', 'subrogacion', 'reunificacion', 'completa')),
	input jsonb not null check (jsonb_typeof(input) = 'object' and pg_column_size(input) <= 16384),
	result jsonb check (result is null or (jsonb_typeof(result) = 'object' and pg_column_size(result) <= 65536)),
	created_at timestamptz not null default now(),
	updated_at timestamptz not null default now()
);
alter table public.saved_simulations enable row level security;

comment on table public.saved_simulations is 'Calculator inputs and results a user saved by name.';

create index saved_simulations_user_idx on public.saved_simulations (user_id, created_at desc);

create trigger saved_simulations_set_updated_at
	before update on public.saved_simulations
	for each row execute function public.set_updated_at();

-- Policies: a user reaches only their own simulations; admins read and delete all.
create policy "Users can read their own simulations."
	on public.saved_simulations for select
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Users can save their own simulations."
	on public.saved_simulations for insert
	to authenticated
	with check (user_id = (select auth.uid()));

create policy "Users can update their own simulations."
	on public.saved_simulations for update
	to authenticated
	using (user_id = (select auth.uid()))
	with check (user_id = (select auth.uid()));

create policy "Users can delete their own simulations."
	on public.saved_simulations for delete
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()));
