import {
	type VolumeCounts,
	volumeAccounts,
	volumeId,
	volumePassword,
	volumeUserId,
} from './volumeCounts.ts';

/**
 * The volume set's people and what they send in: accounts (three known ones and the rest across
 * the four roles, signed up over two years), their profiles, the professionals' share forms and
 * the 10.000 leads (contact messages and signed forms). Invented names only. Every insert skips
 * rows that exist, so running it twice adds nothing.
 */

/** Invented first names and surnames, combined by row number. */
const firstNames = [
	'Alba', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fermín', 'Gloria', 'Hugo', 'Irene', 'Jorge',
	'Lara', 'Marcos', 'Nuria', 'Óscar', 'Paula', 'Quique', 'Rocío', 'Sergio', 'Tania', 'Unai',
]; // prettier-ignore
const lastNames = [
	'Alcaraz Ruiz', 'Benítez Mora', 'Castaño Gil', 'Duarte León', 'Escobar Pino', 'Fuentes Vidal',
	'Galindo Sanz', 'Herrero Cano', 'Ibarra Soto', 'Jiménez Luna', 'Lozano Rey', 'Montero Paz',
	'Navarro Roca', 'Ortega Vela', 'Peña Campos', 'Quintana Mas', 'Robles Sáez', 'Salinas Toro',
]; // prettier-ignore

export const sqlArray = (values: readonly string[]) =>
	`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** SQL for an invented full name from row number `n`. */
export const personName = (n: string) =>
	`(${sqlArray(firstNames)})[1 + (${n}) % ${firstNames.length}] || ' ' || (${sqlArray(lastNames)})[1 + ((${n}) / ${firstNames.length}) % ${lastNames.length}]`;

/** The profile role of bulk user n: 70 % buyers, the rest professionals. */
export const bulkRole = (n: string) =>
	`(case when (${n}) % 20 < 14 then 'particular' when (${n}) % 20 < 16 then 'inmobiliaria' when (${n}) % 20 = 16 then 'promotora' else 'agente_inmobiliario' end)`;

/** A tiny PNG, the drawn signature of every signed form of the set. */
const signature =
	'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function peopleSql(c: VolumeCounts): string {
	const bulk = c.users - 3;
	const { admin, buyer, professional } = volumeAccounts;
	const known = [
		[admin, 'Amparo', 'Volumen Admin', 'particular', '{"provider":"email","providers":["email"],"role":"admin"}'],
		[buyer, 'Berta', 'Compradora Ocupada', 'particular', '{"provider":"email","providers":["email"]}'],
		[professional, 'Clara', 'Asesora Volumen', 'agente_inmobiliario', '{"provider":"email","providers":["email"]}'],
	] as const; // prettier-ignore
	const knownRows = known
		.map(
			([a, first, last, role, app]) =>
				`('${a.id}'::uuid, '${a.email}', '${app}'::jsonb, jsonb_build_object('first_name', '${first}', 'last_name', '${last}', 'role', '${role}'), now() - interval '730 days')`,
		)
		.join(',\n\t\t');
	return `
with pw as (select extensions.crypt('${volumePassword}', extensions.gen_salt('bf', 10)) as hash),
people (id, email, app, meta, created_at) as (
	values
		${knownRows}
	union all
	select ${volumeUserId('g')}, 'persona' || g || '@volumen.local',
		'{"provider":"email","providers":["email"]}'::jsonb,
		jsonb_build_object('first_name', (${sqlArray(firstNames)})[1 + g % ${firstNames.length}],
			'last_name', (${sqlArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}],
			'phone', '6' || lpad((g % 100000000)::text, 8, '0'), 'role', ${bulkRole('g')}),
		now() - (g * 730.0 / ${bulk}) * interval '1 day'
	from generate_series(1, ${bulk}) g
)
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
	raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
	confirmation_token, recovery_token, email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', p.id, 'authenticated', 'authenticated', p.email,
	pw.hash, p.created_at, p.app, p.meta, p.created_at, p.created_at, '', '', '', ''
from people p cross join pw
on conflict do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
	'email', u.created_at, u.created_at
from auth.users u
where u.email like '%@volumen.local'
on conflict do nothing;

-- The profile trigger made the profiles today; they signed up when their accounts did.
update public.profiles p set created_at = u.created_at, updated_at = u.created_at
from auth.users u
where u.id = p.id and u.email like '%@volumen.local' and p.created_at <> u.created_at;

-- Share forms: the known professional's five, the rest owned by bulk estate agents.
insert into public.share_forms (id, owner_id, token, title, description, is_active, created_at)
select ${volumeId('shareForm', 'f')},
	case when f <= 5 then '${professional.id}'::uuid else ${volumeUserId(`least(f * 20 - 1, ${bulk})`)} end,
	md5('volumen-formulario-' || f), 'Formulario de clientes ' || f,
	'Datos para estudiar la hipoteca de tu nueva vivienda.', f % 7 <> 0,
	now() - interval '730 days' + f * interval '1 hour'
from generate_series(1, ${c.shareForms}) f
on conflict do nothing;

-- Leads: 40 % contact messages, 60 % signed share forms (a tenth of them the professional's).
insert into public.leads (id, source, share_form_id, name, email, phone, message, consent, status,
	created_at, sender_ip_hash, monthly_income, savings, employment, property_type, property_price,
	province, city, signature, signature_method)
select ${volumeId('lead', 'g')}, s.source,
	case when s.source = 'contacto' then null
		when ${c.shareForms} <= 5 or g % 10 = 2 then ${volumeId('shareForm', `1 + g % least(5, ${c.shareForms})`)}
		else ${volumeId('shareForm', `6 + g % greatest(1, ${c.shareForms} - 5)`)} end,
	${personName('g + 7')}, 'cliente' || g || '@volumen.local', '7' || lpad((g % 100000000)::text, 8, '0'),
	'Quiero estudiar una hipoteca para una vivienda de unos ' || (150 + g % 250) || '.000 euros.', true,
	(array['nuevo', 'contactado', 'cerrado', 'descartado'])[1 + g % 4],
	now() - (g * 730.0 / ${c.leads}) * interval '1 day',
	case when s.source = 'contacto' then md5('ip' || g) || md5('ip-' || g) end,
	case when s.signed then 1500 + g % 3000 end, case when s.signed then 10000 + g % 60000 end,
	case when s.signed then (array['asalariado_indefinido', 'asalariado_temporal', 'funcionario', 'autonomo'])[1 + g % 4] end,
	case when s.signed then 'piso' end, case when s.signed then 150000 + (g % 250) * 1000 end,
	case when s.signed then 'madrid' end, case when s.signed then 'Madrid' end,
	case when s.signed then '${signature}' end, case when s.signed then 'trazo' end
from generate_series(1, ${c.leads}) g
cross join lateral (select case when g % 5 < 2 then 'contacto' else 'formulario_compartido' end as source,
	g % 5 >= 2 as signed) s
on conflict do nothing;

-- Pending role changes of bulk buyers.
insert into public.role_change_requests (id, user_id, from_role, to_role, reason, status, created_at)
select ${volumeId('roleRequest', 'r')}, ${volumeUserId('r * 20')}, 'particular', 'inmobiliaria',
	'Trabajo en una inmobiliaria y quiero compartir formularios.', 'pendiente',
	now() - r * interval '3 hours'
from generate_series(1, least(${c.roleRequests}, ${bulk} / 20)) r
on conflict do nothing;
`;
}
