-- Dominio: email
-- Issue 30, item 3: the triggers that put each transactional email in public.email_outbox
-- (migration 20261127170000) through private.enqueue_email: the team answered or closed a
-- ticket, the application moved, an admin sent a notice, a professional got a lead from their
-- shareable form, and the copy of what a client signed. The document vault's «document
-- rejected» email has its own migration (20261127179000).

-- The team answered a ticket: the owner gets the answer.
create or replace function private.email_on_ticket_answer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_ticket public.support_tickets%rowtype;
begin
	if not new.is_staff then
		return null;
	end if;
	select * into v_ticket from public.support_tickets t where t.id = new.ticket_id;
	if v_ticket.user_id is null or v_ticket.user_id = new.author_id then
		return null;
	end if;
	perform private.enqueue_email(v_ticket.user_id, null, 'respuesta_soporte',
		jsonb_build_object('ticket_id', v_ticket.id, 'subject', v_ticket.subject,
			'message', left(new.body, 2000)),
		'respuesta_soporte:' || new.id);
	return null;
end
$$;

create trigger ticket_messages_email
	after insert on public.ticket_messages
	for each row execute function private.email_on_ticket_answer();

-- A ticket was closed.
create or replace function private.email_on_ticket_closed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	perform private.enqueue_email(new.user_id, null, 'ticket_cerrado',
		jsonb_build_object('ticket_id', new.id, 'subject', new.subject),
		'ticket_cerrado:' || new.id || ':' || new.updated_at);
	return null;
end
$$;

create trigger support_tickets_email_closed
	after update of status on public.support_tickets
	for each row
	when (new.status = 'cerrado' and old.status is distinct from 'cerrado')
	execute function private.email_on_ticket_closed();

-- The application moved a step or changed state.
create or replace function private.email_on_application_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	if tg_op = 'UPDATE' and new.current_step = old.current_step and new.status = old.status then
		return null;
	end if;
	perform private.enqueue_email(new.user_id, null, 'solicitud_avanza',
		jsonb_build_object('step', new.current_step, 'status', new.status),
		'solicitud_avanza:' || new.user_id || ':' || new.current_step || ':' || new.status
			|| ':' || new.updated_at);
	return null;
end
$$;

create trigger application_progress_email
	after insert or update on public.application_progress
	for each row execute function private.email_on_application_progress();

-- An admin wrote a notification (directly or through admin_notify). Security invoker on
-- purpose: current_user is then the API role of the request, so notifications written by the
-- database's own security-definer triggers (ticket answers, application steps, leads), which
-- already send their own email, are not mailed twice.
create or replace function private.email_on_admin_notice()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
	if current_user <> 'authenticated' or not public.is_admin() then
		return null;
	end if;
	perform private.enqueue_email(new.user_id, null, 'aviso_equipo',
		jsonb_build_object('title', new.title, 'message', new.message, 'action_url', new.action_url),
		'aviso_equipo:' || new.id);
	return null;
end
$$;

revoke execute on function private.email_on_admin_notice() from public;

create trigger notifications_email_admin_notice
	after insert on public.notifications
	for each row execute function private.email_on_admin_notice();

-- A client answered a professional's shareable form: the professional hears of the new lead,
-- and the client gets a copy of what they signed (always: it is their legal record).
create or replace function private.email_on_share_form_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	v_form public.share_forms%rowtype;
	v_owner public.profiles%rowtype;
begin
	if new.share_form_id is null then
		return null;
	end if;
	select * into v_form from public.share_forms f where f.id = new.share_form_id;
	select * into v_owner from public.profiles p where p.id = v_form.owner_id;
	perform private.enqueue_email(v_form.owner_id, null, 'nuevo_cliente',
		jsonb_build_object('lead_id', new.id, 'form_title', v_form.title, 'client_name', new.name),
		'nuevo_cliente:' || new.id);
	if new.signature is not null then
		perform private.enqueue_email(null, new.email, 'copia_formulario_firmado',
			jsonb_build_object(
				'form_title', v_form.title,
				'professional', nullif(btrim(concat_ws(' ', v_owner.first_name, v_owner.last_name)), ''),
				'signed_at', new.created_at,
				'name', new.name, 'email', new.email, 'phone', new.phone,
				'monthly_income', new.monthly_income, 'savings', new.savings,
				'employment', new.employment, 'property_type', new.property_type,
				'property_price', new.property_price, 'province', new.province, 'city', new.city,
				'message', new.message, 'signature_method', new.signature_method,
				'signature', new.signature, 'sha256', new.signed_content_sha256),
			'copia_formulario_firmado:' || new.id);
	end if;
	return null;
end
$$;

create trigger leads_email_share_form
	after insert on public.leads
	for each row execute function private.email_on_share_form_lead();

revoke execute on function private.email_on_ticket_answer() from public;
revoke execute on function private.email_on_ticket_closed() from public;
revoke execute on function private.email_on_application_progress() from public;
revoke execute on function private.email_on_share_form_lead() from public;
