-- Dominio: loans, leads
-- Issue 50: «Solicitar estudio de mejora». A signed-in person sends the team their loan's summary
-- (the text they saw and consented to send, nothing else) with the name and email they confirm,
-- as a lead of the new source 'estudio_mejora'. Admins see it in Administración › Contactos
-- beside the others; the loan itself stays out of their reach (loans has no admin policy).

alter table public.leads drop constraint leads_source_check;
alter table public.leads add constraint leads_source_check
	check (source in ('contacto', 'formulario_compartido', 'estudio_mejora'));

-- Only a shareable-form lead points to a form (the same rule as before for the two old sources).
alter table public.leads drop constraint leads_check;
alter table public.leads add constraint leads_share_form_only_for_forms
	check ((source = 'formulario_compartido') = (share_form_id is not null));

-- An improvement request always carries its summary.
alter table public.leads add constraint leads_loan_study_has_summary
	check (source <> 'estudio_mejora' or (message is not null and char_length(message) between 20 and 5000));

-- Contact messages from anyone, and improvement requests from a signed-in person.
alter policy "Anyone can send a lead."
	on public.leads
	with check (
		status = 'nuevo'
		and notes is null
		and signature is null
		and (source = 'contacto' or (source = 'estudio_mejora' and (select auth.uid()) is not null))
	);

-- Three improvement requests a day per email at most (a person asks for a study, not a stream).
create or replace function private.limit_loan_study_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
	if (
		select count(*) from public.leads l
		where l.source = 'estudio_mejora' and lower(l.email) = lower(new.email)
			and l.created_at > now() - interval '1 day'
	) >= 3 then
		raise exception 'Ya has enviado tres solicitudes de estudio hoy. Inténtalo de nuevo mañana.'
			using errcode = 'PT429';
	end if;
	return new;
end
$$;

revoke execute on function private.limit_loan_study_leads() from public;

create trigger leads_limit_loan_study
	before insert on public.leads
	for each row when (new.source = 'estudio_mejora')
	execute function private.limit_loan_study_leads();
