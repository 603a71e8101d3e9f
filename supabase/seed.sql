-- Demo data for local runs: an admin, a client with notifications and progress, a cached answer.
-- Passwords are bcrypt hashes made by pgcrypto, as in Supabase's own seed examples, at GoTrue's
-- cost (10): a cheaper hash would let sign-in timing tell these accounts apart.

-- Demo users (the profile trigger copies their metadata). The token columns are empty strings,
-- not null: hosted GoTrue fails to sign in users whose token columns are null.
insert into auth.users (
	instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
	raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
	confirmation_token, recovery_token, email_change_token_new, email_change
)
values
	(
		'00000000-0000-0000-0000-000000000000', '00000000-0000-4000-a000-000000000001',
		'authenticated', 'authenticated', 'admin@hipotecas.local',
		extensions.crypt('admin-demo-1234', extensions.gen_salt('bf', 10)), now(),
		'{"provider":"email","providers":["email"],"role":"admin"}',
		'{"first_name":"Ana","last_name":"Administradora","phone":"600000001","role":"particular"}',
		now(), now(), '', '', '', ''
	),
	(
		'00000000-0000-0000-0000-000000000000', '00000000-0000-4000-a000-000000000002',
		'authenticated', 'authenticated', 'demo@hipotecas.local',
		extensions.crypt('demo-demo-1234', extensions.gen_salt('bf', 10)), now(),
		'{"provider":"email","providers":["email"]}',
		'{"first_name":"Lucía","last_name":"García Pérez","phone":"600000002","role":"particular"}',
		now(), now(), '', '', '', ''
	);

-- Their email identities, as GoTrue stores them.
insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id::text, u.id,
	jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
	'email', now(), now()
from auth.users u
where u.id in ('00000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000002');

-- Notifications for the demo client.
insert into public.notifications (user_id, title, message, is_read, action_url, created_at)
values
	('00000000-0000-4000-a000-000000000002', 'Bienvenida',
		'Tu cuenta está lista. Empieza por simular tu hipoteca.', true, '/herramientas', now() - interval '2 days'),
	('00000000-0000-4000-a000-000000000002', 'Documentación recibida',
		'Hemos recibido tus nóminas y la declaración de la renta.', false, '/dashboard', now() - interval '1 day'),
	('00000000-0000-4000-a000-000000000002', 'Oferta de un banco',
		'Un banco ha enviado una oferta preliminar para tu hipoteca.', false, null, now());

-- The demo client is at step 3 of the 6-step process.
insert into public.application_progress (user_id, current_step, completed_steps)
values ('00000000-0000-4000-a000-000000000002', 3, '{1,2}');

-- One cached assistant answer.
insert into public.ai_response_cache (question_hash, response, hit_count)
values (
	encode(extensions.digest('¿qué es el euríbor?', 'sha256'), 'hex'),
	'El euríbor es el tipo de interés al que los bancos europeos se prestan dinero entre sí; es la referencia de la mayoría de hipotecas variables en España.',
	3
);
