-- Dominio: roleRequests, email
-- Issue 45, item 3: the person hears by email that their role request was approved or refused
-- (besides the bell notice of 20261127120000). Optional: private.enqueue_email skips it when the
-- person turned emails off. The content is the template «rol_decidido»
-- (supabase/functions/_shared/email/roleDecision.ts).

alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check check (template in (
	'respuesta_soporte', 'ticket_cerrado', 'solicitud_avanza', 'aviso_equipo', 'nuevo_cliente',
	'copia_formulario_firmado', 'documento_rechazado', 'cuenta_eliminada', 'confirmar_copia',
	'rol_decidido'));

-- One email per decision, named by the request and its outcome.
create or replace function private.email_on_role_decided()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	perform private.enqueue_email(new.user_id, null, 'rol_decidido',
		jsonb_build_object('request_id', new.id, 'status', new.status,
			'role', private.role_label(new.to_role),
			'first_name', (select coalesce(p.first_name, '') from public.profiles p where p.id = new.user_id)),
		'rol_decidido:' || new.id || ':' || new.status);
	return null;
end
$$;

revoke execute on function private.email_on_role_decided() from public;

create trigger role_change_requests_email_decided
	after update of status on public.role_change_requests
	for each row
	when (new.status in ('aprobada', 'rechazada') and old.status is distinct from new.status)
	execute function private.email_on_role_decided();
