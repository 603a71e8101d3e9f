import { type VolumeCounts, volumeAccounts, volumeId, volumeUserId } from './volumeCounts.ts';

/**
 * The volume set's activity: support tickets (the busy buyer's first one a 500-message thread),
 * notifications, applications with their vault documents (metadata rows in storage.objects and
 * public.documents), saved simulations and valuations (the busy buyer's 50 each, the rest spread
 * over two years for the statistics) and the assistant's answer cache.
 */

/** SQL for a bulk user other than the known accounts, chosen by row number. */
const someone = (n: string, bulk: number) => volumeUserId(`1 + ((${n}) * 7) % ${bulk}`);

export function activitySql(c: VolumeCounts): string {
	const bulk = c.users - 3;
	const { admin, buyer } = volumeAccounts;
	const docs = c.applications * c.documentsPerApplication;
	return `
-- Tickets: the first six the busy buyer's (the first with the long thread), the rest anyone's.
insert into public.support_tickets (id, user_id, subject, category, priority, status, created_at,
	updated_at, last_message_at, last_user_message_at, last_staff_message_at, assigned_to)
select ${volumeId('ticket', 't')}, case when t <= 6 then '${buyer.id}'::uuid else ${someone('t', bulk)} end,
	(array['Duda sobre la tasación', 'Cambio de banco', 'No puedo subir la nómina', 'Plazo de la oferta',
		'Gastos de notaría', 'Acceso a mi cuenta'])[1 + t % 6],
	(array['hipoteca', 'tasacion', 'documentacion', 'cuenta', 'tecnico', 'otro'])[1 + t % 6],
	(array['baja', 'media', 'alta', 'urgente'])[1 + t % 4],
	case when t = 1 then 'en_progreso' else (array['abierto', 'en_progreso', 'resuelto', 'cerrado'])[1 + t % 4] end,
	o.opened, o.last, o.last, o.last - interval '1 hour', o.last,
	case when t % 3 = 0 or t = 1 then '${admin.id}'::uuid end
from generate_series(1, ${c.tickets}) t
cross join lateral (select
	case when t = 1 then now() - interval '30 days' else now() - (t * 730.0 / ${c.tickets}) * interval '1 day' end as opened,
	case when t = 1 then now() - interval '30 days' + ${c.threadMessages} * interval '80 minutes'
		else now() - (t * 730.0 / ${c.tickets}) * interval '1 day' + interval '2 hours' end as last) o
on conflict do nothing;

-- The long thread: the buyer and the team, taking turns.
insert into public.ticket_messages (id, ticket_id, author_id, body, is_staff, created_at)
select ${volumeId('message', 'm')}, ${volumeId('ticket', '1')},
	case when m % 2 = 1 then '${buyer.id}'::uuid else '${admin.id}'::uuid end,
	case when m % 2 = 1 then 'Mensaje ' || m || ': os envío la duda sobre la cláusula de la oferta vinculante.'
		else 'Respuesta ' || m || ': lo revisamos con el banco y te contamos en cuanto lo sepamos.' end,
	m % 2 = 0, now() - interval '30 days' + m * interval '80 minutes'
from generate_series(1, ${c.threadMessages}) m
on conflict do nothing;

-- Every other ticket: a question, the answer and a thank-you (ids after the thread's range).
insert into public.ticket_messages (id, ticket_id, author_id, body, is_staff, created_at)
select ${volumeId('message', `1000000 + (t - 2) * ${c.messagesPerTicket} + j`)}, ${volumeId('ticket', 't')},
	case when j = 2 then '${admin.id}'::uuid else k.user_id end,
	(array['Hola, tengo una duda con mi solicitud.', 'Te respondemos: ya está revisado.', 'Gracias por la ayuda.'])[j],
	j = 2, k.created_at + (j - 1) * interval '1 hour'
from generate_series(2, ${c.tickets}) t
cross join generate_series(1, ${c.messagesPerTicket}) j
join public.support_tickets k on k.id = ${volumeId('ticket', 't')}
on conflict do nothing;

-- Notifications: the busy buyer's 500 at scale 1, the rest anyone's; most already read.
insert into public.notifications (id, user_id, title, message, is_read, action_url, created_at)
select ${volumeId('notification', 'g')},
	case when g % 40 = 0 then '${buyer.id}'::uuid else ${someone('g', bulk)} end,
	(array['Documentación recibida', 'Tu solicitud avanza', 'Nueva respuesta en soporte', 'Oferta de un banco'])[1 + g % 4],
	(array['Hemos recibido tus documentos.', 'Tu solicitud ha pasado al siguiente paso.',
		'El equipo ha respondido a tu consulta.', 'Un banco ha enviado una oferta preliminar.'])[1 + g % 4],
	g % 5 <> 0, (array['/dashboard', '/soporte', null, '/dashboard'])[1 + g % 4],
	now() - (g * 730.0 / ${c.notifications}) * interval '1 day'
from generate_series(1, ${c.notifications}) g
on conflict do nothing;

-- Applications: the busy buyer's and one per bulk user.
insert into public.application_progress (id, user_id, current_step, completed_steps, status, updated_at)
select ${volumeId('application', 'a')},
	case when a = 1 then '${buyer.id}'::uuid else ${volumeUserId('a - 1')} end,
	1 + a % 6, (select coalesce(array_agg(s::smallint), '{}') from generate_series(1, a % 6) s),
	(array['en_curso', 'en_curso', 'aprobada', 'firmada', 'cancelada'])[1 + a % 5],
	now() - (a * 730.0 / ${c.applications}) * interval '1 day'
from generate_series(1, ${c.applications}) a
on conflict do nothing;

-- Vault documents: the objects' metadata (no bytes) and their document rows.
with d as (
	select g, p.user_id, p.id as application_id,
		(array['dni', 'nominas', 'renta', 'extractos', 'vida_laboral', 'fein', 'otros'])[1 + g % 7] as kind,
		to_char(now() - (g * 730.0 / ${docs}) * interval '1 day', 'YYYYMMDDHH24MISS') || '-documento-' || g || '.pdf' as file,
		now() - (g * 730.0 / ${docs}) * interval '1 day' as at
	from generate_series(1, ${docs}) g
	join public.application_progress p on p.id = ${volumeId('application', `1 + (g - 1) / ${c.documentsPerApplication}`)}
), o as (
	insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, created_at, updated_at)
	select ${volumeId('object', 'g')}, 'documentos', d.user_id || '/' || d.application_id || '/' || d.kind || '/' || d.file,
		d.user_id, d.user_id::text, jsonb_build_object('size', 20000 + g % 50000, 'mimetype', 'application/pdf'), d.at, d.at
	from d
	on conflict do nothing
)
insert into public.documents (id, user_id, application_id, kind, object_path, file_name, size_bytes,
	mime_type, status, reason, reviewed_by, reviewed_at, verification, verified_at, created_at, updated_at)
select ${volumeId('document', 'g')}, d.user_id, d.application_id, d.kind,
	d.user_id || '/' || d.application_id || '/' || d.kind || '/' || d.file, d.file, 20000 + g % 50000,
	'application/pdf', s.status, case when s.status = 'rechazado' then 'La imagen no se lee bien.' end,
	case when s.status in ('revisado', 'rechazado') then '${admin.id}'::uuid end,
	case when s.status in ('revisado', 'rechazado') then d.at + interval '1 day' end,
	'verificado', d.at, d.at, d.at
from d cross join lateral (select (array['recibido', 'revisado', 'revisado', 'rechazado'])[1 + g % 4] as status) s
on conflict do nothing;

-- Saved simulations: the busy buyer's 50, then everyone else's.
insert into public.saved_simulations (id, user_id, name, kind, input, created_at, updated_at)
select ${volumeId('simulation', 'g')},
	case when g <= ${c.buyerSimulations} then '${buyer.id}'::uuid else ${someone('g', bulk)} end,
	'Piso de ' || (150 + g % 250) || '.000 €', 'completa',
	jsonb_build_object('price', (150 + g % 250) * 1000, 'amount', (120 + g % 200) * 1000, 'years', 20 + g % 16,
		'tin', 2.5, 'euribor', 2.2, 'diferencial', 0.8, 'fixedYears', 10,
		'rateType', (array['fija', 'variable', 'mixta'])[1 + g % 3], 'provinceId', 'madrid'),
	now() - (g * 730.0 / ${c.buyerSimulations + c.otherSimulations}) * interval '1 day',
	now() - (g * 730.0 / ${c.buyerSimulations + c.otherSimulations}) * interval '1 day'
from generate_series(1, ${c.buyerSimulations + c.otherSimulations}) g
on conflict do nothing;

-- Valuations: the same, the busy buyer's with the inputs that tell them apart.
insert into public.valuations (id, user_id, name, province, municipality, property_type, area_m2, rooms,
	bathrooms, year_built, condition, estimated_value, min_value, max_value, inputs, created_at)
select ${volumeId('valuation', 'g')},
	case when g <= ${c.buyerValuations} then '${buyer.id}'::uuid else ${someone('g', bulk)} end,
	'Vivienda ' || g, 'madrid', 'Madrid', 'piso', 50 + g % 120, 1 + g % 5, 1 + g % 3, 1960 + g % 60,
	'buen_estado', 200000 + g % 200 * 1000, 180000 + g % 200 * 1000, 220000 + g % 200 * 1000,
	case when g <= ${c.buyerValuations} then jsonb_build_object('volumen', g) end,
	now() - (g * 730.0 / ${c.buyerValuations + c.otherValuations}) * interval '1 day'
from generate_series(1, ${c.buyerValuations + c.otherValuations}) g
on conflict do nothing;

-- The assistant's answer cache.
insert into public.ai_response_cache (question_hash, response, hit_count, created_at, updated_at)
select encode(sha256(convert_to('volumen pregunta ' || g, 'UTF8')), 'hex'),
	'Respuesta guardada ' || g || ': la cuota depende del capital, del plazo y del tipo de interés.',
	g % 50, now() - g * interval '1 day', now() - g * interval '1 day'
from generate_series(1, ${c.aiCache}) g
on conflict do nothing;
`;
}
