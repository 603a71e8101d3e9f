-- Dominio: email
-- Issue 43, item 4: a value that can reach an email header (the subject: ticket subjects, form
-- titles, names, notice titles; the recipient's address) holds no line break or other control
-- character. The email renderer strips them too (supabase/functions/_shared/email/layout.ts);
-- these checks refuse them where the column lives. «Consulta\r\nBcc: …» was accepted as a ticket
-- subject and reached the email's Subject unchanged.
--
-- Control characters here: U+0001–U+001F (tab, LF, CR…), U+007F–U+009F (DEL, the C1 set with
-- NEL) and the Unicode line and paragraph separators U+2028–U+2029. PostgreSQL text cannot hold
-- U+0000.

-- The text on one line: each run of control characters becomes one space, then trimmed.
create or replace function private.single_line(value text)
returns text
language sql
immutable
set search_path = ''
as $$
	select btrim(regexp_replace(value, '[\u0001-\u001f\u007f-\u009f\u2028\u2029]+', ' ', 'g'))
$$;

revoke execute on function private.single_line(text) from public;

-- Existing rows are cleaned first (the same migration), then the checks are added validated.
-- A cleaned value too short for its column's length check takes a neutral one (or null where
-- the column allows it).
update public.support_tickets
set subject = case when char_length(private.single_line(subject)) >= 3
	then private.single_line(subject) else 'Consulta' end
where subject ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]';

alter table public.support_tickets add constraint support_tickets_subject_single_line
	check (subject !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]');

update public.share_forms
set title = case when char_length(private.single_line(title)) >= 3
	then private.single_line(title) else 'Formulario' end
where title ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]';

alter table public.share_forms add constraint share_forms_title_single_line
	check (title !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]');

update public.profiles
set first_name = case when first_name ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
		then private.profile_text_or_null(private.single_line(first_name), 2, 100) else first_name end,
	last_name = case when last_name ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
		then private.profile_text_or_null(private.single_line(last_name), 2, 100) else last_name end
where first_name ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
	or last_name ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]';

alter table public.profiles add constraint profiles_names_single_line
	check (first_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
		and last_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]');

update public.notifications
set title = coalesce(nullif(private.single_line(title), ''), 'Aviso')
where title ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]';

alter table public.notifications add constraint notifications_title_single_line
	check (title !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]');

update public.email_outbox
set to_email = regexp_replace(to_email, '[\u0001-\u001f\u007f-\u009f\u2028\u2029]', '', 'g')
where to_email ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]';

alter table public.email_outbox add constraint email_outbox_to_email_single_line
	check (to_email !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]');

-- A lead's name: NOT VALID on purpose. Signed leads cannot change (20261126200100 seals them
-- with the SHA-256 of what was signed), so existing rows are neither cleaned nor checked; every
-- new or updated row is, and the renderer strips what an old row may still hold.
alter table public.leads add constraint leads_name_single_line
	check (name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]') not valid;

-- Sign-up keeps storing what fits (20261123000200): a name with a line break is stored on one
-- line instead of aborting the sign-up on the check above.
create or replace function private.profile_text_or_null(value text, min_len integer, max_len integer)
returns text
language sql
immutable
set search_path = ''
as $$
	select case
		when nullif(private.single_line(value), '') is null then null
		when char_length(private.single_line(value)) between min_len and max_len then private.single_line(value)
		else null
	end
$$;
