-- Dominio: notifications
-- Notifications shown in the header bell; created by admins or the service role.
create table public.notifications (
	id uuid primary key default gen_random_uuid(),
	user_id uuid not null references auth.users (id) on delete cascade,
	title text not null check (char_length(title) between 1 and 200),
	message text not null check (char_length(message) between 1 and 2000),
	created_at timestamptz not null default now(),
	is_read boolean not null default false,
	action_url text check (action_url is null or (char_length(action_url) <= 500 and action_url ~ '^/([^/].*)?$'))
);
alter table public.notifications enable row level security;

comment on table public.notifications is 'Per-user notifications; action_url is an internal route.';
comment on column public.notifications.action_url is 'Optional route inside the site (starts with one slash).';

-- The bell lists the latest ten of one user.
create index notifications_user_created_idx on public.notifications (user_id, created_at desc);

-- Users may only flip is_read; admins write through the same column set plus inserts.
revoke update on public.notifications from anon, authenticated;
grant update (is_read) on public.notifications to authenticated;

-- Policies: a user reaches only their own notifications; admins reach all.
create policy "Users can read their own notifications."
	on public.notifications for select
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Admins can create notifications."
	on public.notifications for insert
	to authenticated
	with check ((select public.is_admin()));

create policy "Users can mark their own notifications as read."
	on public.notifications for update
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()))
	with check (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Users can delete their own notifications."
	on public.notifications for delete
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()));

-- The bell refetches on INSERT events.
alter publication supabase_realtime add table public.notifications;
