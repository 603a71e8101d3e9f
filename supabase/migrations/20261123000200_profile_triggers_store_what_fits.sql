-- Dominio: account
-- A one-letter first name or an email like user@localhost in the signup broke a profile check
-- inside the auth.users trigger and aborted the whole signup (HTTP 500); the email-sync trigger
-- could do the same on an email change. The triggers now store what fits the profile's checks
-- and leave an invalid optional value null instead of aborting.

-- Helpers live in a schema the API does not expose.
create schema if not exists private;
revoke all on schema private from public;

-- The value trimmed, or null when empty or outside min..max characters.
create or replace function private.profile_text_or_null(value text, min_len integer, max_len integer)
returns text
language sql
immutable
set search_path = ''
as $$
	select case
		when nullif(btrim(value), '') is null then null
		when char_length(btrim(value)) between min_len and max_len then btrim(value)
		else null
	end
$$;

-- The email when it passes profiles' check, otherwise null.
create or replace function private.profile_email_or_null(value text)
returns text
language sql
immutable
set search_path = ''
as $$
	select case
		when value is not null and char_length(value) <= 255 and value ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then value
		else null
	end
$$;

revoke execute on function private.profile_text_or_null(text, integer, integer) from public;
revoke execute on function private.profile_email_or_null(text) from public;

create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
	meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
	wanted_role text := meta ->> 'role';
begin
	if jsonb_typeof(meta) <> 'object' then
		meta := '{}'::jsonb;
		wanted_role := null;
	end if;
	if wanted_role is null
		or wanted_role not in ('particular', 'inmobiliaria', 'promotora', 'agente_inmobiliario') then
		wanted_role := 'particular';
	end if;
	insert into public.profiles (id, email, first_name, last_name, phone, role)
	values (
		new.id,
		private.profile_email_or_null(new.email),
		private.profile_text_or_null(meta ->> 'first_name', 2, 100),
		private.profile_text_or_null(meta ->> 'last_name', 2, 100),
		private.profile_text_or_null(meta ->> 'phone', 9, 20),
		wanted_role
	);
	return new;
end;
$$;

create or replace function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	update public.profiles set email = private.profile_email_or_null(new.email) where id = new.id;
	return new;
end;
$$;
