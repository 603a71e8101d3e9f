-- Dominio: clientForm, leads
-- Shareable form links a professional (agency, developer, agent) hands to their clients.
create table public.share_forms (
	id uuid primary key default gen_random_uuid(),
	owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
	token text not null unique default replace(gen_random_uuid()::text, '-', '')
		check (token ~ '^[a-z0-9]{16,64}$'),
	title text not null check (char_length(title) between 3 and 120 and title = btrim(title)),
	description text check (description is null or char_length(description) <= 1000),
	is_active boolean not null default true,
	created_at timestamptz not null default now()
);
alter table public.share_forms enable row level security;

comment on table public.share_forms is 'A professional''s shareable form links; the public reads one only by token through get_share_form.';

create index share_forms_owner_idx on public.share_forms (owner_id);

-- True when the caller's profile is a professional role.
create or replace function public.is_professional()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
	select exists (
		select 1 from public.profiles p
		where p.id = auth.uid() and p.role in ('inmobiliaria', 'promotora', 'agente_inmobiliario')
	)
$$;

-- Policies: professionals manage their own links; admins read, update and delete all.
create policy "Professionals can read their own share forms."
	on public.share_forms for select
	to authenticated
	using (owner_id = (select auth.uid()) or (select public.is_admin()));

create policy "Professionals can create their own share forms."
	on public.share_forms for insert
	to authenticated
	with check (owner_id = (select auth.uid()) and (select public.is_professional()));

create policy "Professionals can update their own share forms."
	on public.share_forms for update
	to authenticated
	using (owner_id = (select auth.uid()) or (select public.is_admin()))
	with check (owner_id = (select auth.uid()) or (select public.is_admin()));

create policy "Professionals can delete their own share forms."
	on public.share_forms for delete
	to authenticated
	using (owner_id = (select auth.uid()) or (select public.is_admin()));

-- The public /formulario page: the active form behind a token, without its owner's data.
create or replace function public.get_share_form(p_token text)
returns table (id uuid, title text, description text)
language sql
stable
security definer
set search_path = ''
as $$
	select f.id, f.title, f.description
	from public.share_forms f
	where p_token ~ '^[a-z0-9]{16,64}$' and f.token = p_token and f.is_active
$$;

grant execute on function public.get_share_form(text) to anon, authenticated;

-- Leads from the contact form and from shareable forms; anyone may send one.
create table public.leads (
	id uuid primary key default gen_random_uuid(),
	source text not null check (source in ('contacto', 'formulario_compartido')),
	share_form_id uuid references public.share_forms (id) on delete set null,
	name text not null check (char_length(name) between 2 and 100 and name = btrim(name)),
	email text not null check (char_length(email) <= 255 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
	phone text check (phone is null or (char_length(phone) between 9 and 20 and phone = btrim(phone))),
	message text check (message is null or char_length(message) <= 5000),
	consent boolean not null check (consent),
	status text not null default 'nuevo' check (status in ('nuevo', 'contactado', 'cerrado', 'descartado')),
	created_at timestamptz not null default now(),
	check ((source = 'contacto') = (share_form_id is null))
);
alter table public.leads enable row level security;

comment on table public.leads is 'Contact requests; visible to admins and to the owner of the share form they came from.';

create index leads_share_form_idx on public.leads (share_form_id, created_at desc);

-- True when a share form exists and is active (anon cannot read share_forms itself).
create or replace function public.share_form_is_active(p_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
	select exists (select 1 from public.share_forms f where f.id = p_id and f.is_active)
$$;

-- True when the caller owns the share form.
create or replace function public.owns_share_form(p_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
	select exists (select 1 from public.share_forms f where f.id = p_id and f.owner_id = auth.uid())
$$;

-- Policies: anyone sends a new lead; admins and the form's owner read and follow it up.
create policy "Form owners and admins can read leads."
	on public.leads for select
	to authenticated
	using ((select public.is_admin()) or public.owns_share_form(share_form_id));

create policy "Anyone can send a lead."
	on public.leads for insert
	to anon, authenticated
	with check (
		status = 'nuevo'
		and (source = 'contacto' or public.share_form_is_active(share_form_id))
	);

create policy "Form owners and admins can update leads."
	on public.leads for update
	to authenticated
	using ((select public.is_admin()) or public.owns_share_form(share_form_id))
	with check ((select public.is_admin()) or public.owns_share_form(share_form_id));

create policy "Admins can delete leads."
	on public.leads for delete
	to authenticated
	using ((select public.is_admin()));
