-- Dominio: newsDrafts, application
-- News drafts written (or generated) in the admin area before publishing.
create table public.news_drafts (
	id uuid primary key default gen_random_uuid(),
	author_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
	title text not null check (char_length(title) between 5 and 200 and title = btrim(title)),
	slug text not null unique check (char_length(slug) <= 120 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	excerpt text check (excerpt is null or char_length(excerpt) <= 300),
	body text not null default '' check (char_length(body) <= 50000),
	status text not null default 'borrador' check (status in ('borrador', 'revision', 'publicado')),
	created_at timestamptz not null default now(),
	updated_at timestamptz not null default now()
);
alter table public.news_drafts enable row level security;

comment on table public.news_drafts is 'Admin-only news drafts.';

create trigger news_drafts_set_updated_at
	before update on public.news_drafts
	for each row execute function public.set_updated_at();

-- Policies: admins only, for every operation.
create policy "Admins can read news drafts."
	on public.news_drafts for select
	to authenticated
	using ((select public.is_admin()));

create policy "Admins can create news drafts."
	on public.news_drafts for insert
	to authenticated
	with check ((select public.is_admin()));

create policy "Admins can update news drafts."
	on public.news_drafts for update
	to authenticated
	using ((select public.is_admin()))
	with check ((select public.is_admin()));

create policy "Admins can delete news drafts."
	on public.news_drafts for delete
	to authenticated
	using ((select public.is_admin()));

-- A client's progress through the 6-step online process, kept by the advisors (admins).
create table public.application_progress (
	user_id uuid primary key references auth.users (id) on delete cascade,
	current_step smallint not null default 1 check (current_step between 1 and 6),
	completed_steps smallint[] not null default '{}'
		check (completed_steps <@ array[1, 2, 3, 4, 5, 6]::smallint[]),
	status text not null default 'en_curso' check (status in ('en_curso', 'aprobada', 'firmada', 'cancelada')),
	notes text check (notes is null or char_length(notes) <= 2000),
	updated_at timestamptz not null default now()
);
alter table public.application_progress enable row level security;

comment on table public.application_progress is 'One row per client: the current step (1 to 6) of their mortgage application.';

create trigger application_progress_set_updated_at
	before update on public.application_progress
	for each row execute function public.set_updated_at();

-- Policies: the client reads their own progress; admins write it.
create policy "Users can read their own application progress."
	on public.application_progress for select
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Admins can create application progress."
	on public.application_progress for insert
	to authenticated
	with check ((select public.is_admin()));

create policy "Admins can update application progress."
	on public.application_progress for update
	to authenticated
	using ((select public.is_admin()))
	with check ((select public.is_admin()));

create policy "Admins can delete application progress."
	on public.application_progress for delete
	to authenticated
	using ((select public.is_admin()));

-- The dashboard follows progress live.
alter publication supabase_realtime add table public.application_progress;
