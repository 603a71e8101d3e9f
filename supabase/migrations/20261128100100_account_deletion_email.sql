-- Dominio: account, email
-- Issue 30, item 4 («Eliminar mi cuenta»): the Edge Function «eliminar-cuenta» deletes the auth
-- user (every row of theirs follows by cascade) and queues a «cuenta eliminada» notice to the
-- address the account had. It is a security email: always sent, with no user_id (the user no
-- longer exists), so it outlives the cascade.

alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check check (template in (
	'respuesta_soporte', 'ticket_cerrado', 'solicitud_avanza', 'aviso_equipo', 'nuevo_cliente',
	'copia_formulario_firmado', 'documento_rechazado', 'cuenta_eliminada'));
