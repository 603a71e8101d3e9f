-- Dominio: support
-- Support tickets opened by users and answered by admins in a chat.
create table public.support_tickets (
	id uuid primary key default gen_random_uuid(),
	user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
	subject text not null check (char_length(subject) between 3 and 200 and subject = btrim(subject)),
	category text not null default 'otro'
		check (category in ('hipoteca', 'tasacion', 'documentacion', 'cuenta', 'tecnico', 'otro')),
	priority text not null default 'media' check (priority in ('baja', 'media', 'alta', 'urgente')),
	status text not null default 'abierto' check (status in ('abierto', 'en_progreso', 'resuelto', 'cerrado')),
	created_at timestamptz not null default now(),
	updated_at timestamptz not null default now()
);
alter table public.support_tickets enable row level security;

comment on table public.support_tickets is 'Support tickets; users open them, admins move them through their states.';

create index support_tickets_user_idx on public.support_tickets (user_id, created_at desc);

create trigger support_tickets_set_updated_at
	before update on public.support_tickets
	for each row execute function public.set_updated_at();

-- Policies: users read and open their own tickets (always as abierto); admins manage all.
create policy "Users can read their own tickets."
	on public.support_tickets for select
	to authenticated
	using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Users can open their own tickets."
	on public.support_tickets for insert
	to authenticated
	with check ((user_id = (select auth.uid()) and status = 'abierto') or (select public.is_admin()));

create policy "Admins can update tickets."
	on public.support_tickets for update
	to authenticated
	using ((select public.is_admin()))
	with check ((select public.is_admin()));

create policy "Admins can delete tickets."
	on public.support_tickets for delete
	to authenticated
	using ((select public.is_admin()));

-- Chat messages inside a ticket; is_staff marks an admin's answer.
create table public.ticket_messages (
	id uuid primary key default gen_random_uuid(),
	ticket_id uuid not null references public.support_tickets (id) on delete cascade,
	author_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
	body text not null check (char_length(body) between 1 and 5000),
	is_staff boolean not null default false,
	created_at timestamptz not null default now()
);
alter table public.ticket_messages enable row level security;

comment on table public.ticket_messages is 'Messages of a support ticket chat.';

create index ticket_messages_ticket_idx on public.ticket_messages (ticket_id, created_at);

-- Policies: the ticket owner and admins read and write; only admins edit or delete messages.
create policy "Users can read messages of their own tickets."
	on public.ticket_messages for select
	to authenticated
	using (
		(select public.is_admin())
		or exists (
			select 1 from public.support_tickets t
			where t.id = ticket_id and t.user_id = (select auth.uid())
		)
	);

create policy "Users can write messages in their own tickets."
	on public.ticket_messages for insert
	to authenticated
	with check (
		author_id = (select auth.uid())
		and (
			(select public.is_admin())
			or (
				is_staff = false
				and exists (
					select 1 from public.support_tickets t
					where t.id = ticket_id and t.user_id = (select auth.uid())
				)
			)
		)
	);

create policy "Admins can edit ticket messages."
	on public.ticket_messages for update
	to authenticated
	using ((select public.is_admin()))
	with check ((select public.is_admin()));

create policy "Admins can delete ticket messages."
	on public.ticket_messages for delete
	to authenticated
	using ((select public.is_admin()));

-- The chat updates live.
alter publication supabase_realtime add table public.ticket_messages;
