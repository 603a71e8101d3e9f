-- Dominio: support
-- The support chat (/soporte) and the panel's ticket list: last activity and unread marks per
-- ticket, a notification for each new message (to the owner when the team answers, to every
-- admin when the owner writes), closed tickets that only the team can still write in, and the
-- notes a professional keeps on each lead of their shareable forms.

-- When each side last wrote; set only by the trigger below (a client's values are replaced).
alter table public.support_tickets
	add column last_message_at timestamptz not null default now(),
	add column last_staff_message_at timestamptz,
	add column last_user_message_at timestamptz;

comment on column public.support_tickets.last_message_at is 'Last activity: the latest message, or the opening of the ticket.';
comment on column public.support_tickets.last_staff_message_at is 'When the team last wrote; set by the database.';
comment on column public.support_tickets.last_user_message_at is 'When the ticket owner last wrote; set by the database.';

create index support_tickets_activity_idx on public.support_tickets (last_message_at desc);

-- A new ticket starts with no messages, whatever the client sent.
create or replace function public.reset_ticket_activity()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
	new.last_message_at := now();
	new.last_staff_message_at := null;
	new.last_user_message_at := null;
	return new;
end
$$;

create trigger support_tickets_reset_activity
	before insert on public.support_tickets
	for each row execute function public.reset_ticket_activity();

-- After a message is stored: the ticket's activity moves, and the other side gets a notification
-- (security definer: users may not update tickets nor write notifications themselves).
create or replace function public.on_ticket_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_ticket public.support_tickets%rowtype;
begin
	select * into v_ticket from public.support_tickets t where t.id = new.ticket_id;
	update public.support_tickets t set
		last_message_at = greatest(t.last_message_at, new.created_at),
		last_staff_message_at = case when new.is_staff
			then greatest(coalesce(t.last_staff_message_at, new.created_at), new.created_at)
			else t.last_staff_message_at end,
		last_user_message_at = case when not new.is_staff
			then greatest(coalesce(t.last_user_message_at, new.created_at), new.created_at)
			else t.last_user_message_at end
	where t.id = new.ticket_id;
	if new.is_staff then
		insert into public.notifications (user_id, title, message, action_url)
		values (
			v_ticket.user_id,
			'Nueva respuesta de soporte',
			left(format('El equipo ha respondido a tu consulta «%s».', v_ticket.subject), 2000),
			'/soporte?ticket=' || new.ticket_id
		);
	else
		insert into public.notifications (user_id, title, message, action_url)
		select u.id,
			'Nuevo mensaje en un ticket',
			left(format('%s: %s', v_ticket.subject, new.body), 2000),
			'/soporte?ticket=' || new.ticket_id
		from auth.users u
		where u.raw_app_meta_data ->> 'role' = 'admin' and u.id <> new.author_id;
	end if;
	return null;
end
$$;

create trigger ticket_messages_after_insert
	after insert on public.ticket_messages
	for each row execute function public.on_ticket_message();

-- Trigger functions only: nobody calls them through the API.
revoke execute on function public.reset_ticket_activity() from public, anon, authenticated;
revoke execute on function public.on_ticket_message() from public, anon, authenticated;

-- A closed ticket is read-only for its owner (they open a new one); the team may still write.
alter policy "Users can write messages in their own tickets."
	on public.ticket_messages
	with check (
		author_id = (select auth.uid())
		and (
			(select public.is_admin())
			or (
				is_staff = false
				and exists (
					select 1 from public.support_tickets t
					where t.id = ticket_id and t.user_id = (select auth.uid()) and t.status <> 'cerrado'
				)
			)
		)
	);

-- Ticket lists and their unread marks follow status changes live.
alter publication supabase_realtime add table public.support_tickets;

-- When each person last read each ticket they can see (the unread marks).
create table public.ticket_reads (
	ticket_id uuid not null references public.support_tickets (id) on delete cascade,
	user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
	last_read_at timestamptz not null default now(),
	primary key (ticket_id, user_id)
);
alter table public.ticket_reads enable row level security;

comment on table public.ticket_reads is 'When each user last read a support ticket; a ticket with newer messages from the other side is unread.';

create index ticket_reads_user_idx on public.ticket_reads (user_id);

-- Policies: a person keeps only their own marks, on tickets they can read (their own, or all for admins).
create policy "Users can read their own ticket reads."
	on public.ticket_reads for select
	to authenticated
	using (user_id = (select auth.uid()));

create policy "Users can mark tickets they can read."
	on public.ticket_reads for insert
	to authenticated
	with check (
		user_id = (select auth.uid())
		and exists (
			select 1 from public.support_tickets t
			where t.id = ticket_id and (t.user_id = (select auth.uid()) or (select public.is_admin()))
		)
	);

create policy "Users can move their own ticket reads."
	on public.ticket_reads for update
	to authenticated
	using (user_id = (select auth.uid()))
	with check (
		user_id = (select auth.uid())
		and exists (
			select 1 from public.support_tickets t
			where t.id = ticket_id and (t.user_id = (select auth.uid()) or (select public.is_admin()))
		)
	);

create policy "Users can delete their own ticket reads."
	on public.ticket_reads for delete
	to authenticated
	using (user_id = (select auth.uid()));

-- What a professional notes while following up a lead.
alter table public.leads add column notes text
	check (notes is null or char_length(notes) <= 2000);

comment on column public.leads.notes is 'Follow-up notes of the form owner or the team; never sent by the public form.';

-- The public form never sets notes.
alter policy "Anyone can send a lead."
	on public.leads
	with check (
		status = 'nuevo'
		and notes is null
		and (source = 'contacto' or private.share_form_is_active(share_form_id))
	);
