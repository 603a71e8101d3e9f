-- Dominio: leads, clientForm
-- Issue 24, item 5: a client's signed answer to a shareable form cannot be rewritten. Through the
-- API only a lead's follow-up (status and notes) can change, for its form's owner and the team
-- alike; a signed lead's content cannot change at all, whoever asks (service role included), and
-- the SHA-256 of what was signed is stored beside it when submit_share_form stores the lead.

-- Follow-up columns only (contact leads too: the message a visitor sent is theirs).
revoke update on public.leads from anon, authenticated;
grant update (status, notes) on public.leads to authenticated;

alter table public.leads add column signed_content_sha256 text
	check (signed_content_sha256 is null or signed_content_sha256 ~ '^[0-9a-f]{64}$');

comment on column public.leads.signed_content_sha256 is 'SHA-256 (hex) of private.lead_signed_content(lead), computed by the database when a signed share-form answer is stored.';

-- What the client signed, as one text: one "field=value" line per field in this order, a null
-- as an empty value, numbers as PostgreSQL prints them (2500.00).
create or replace function private.lead_signed_content(l public.leads)
returns text
language sql
immutable
set search_path = ''
as $$
	select concat_ws(E'\n',
		'share_form_id=' || coalesce(l.share_form_id::text, ''),
		'name=' || l.name,
		'email=' || l.email,
		'phone=' || coalesce(l.phone, ''),
		'message=' || coalesce(l.message, ''),
		'monthly_income=' || coalesce(l.monthly_income::text, ''),
		'savings=' || coalesce(l.savings::text, ''),
		'employment=' || coalesce(l.employment, ''),
		'property_type=' || coalesce(l.property_type, ''),
		'property_price=' || coalesce(l.property_price::text, ''),
		'province=' || coalesce(l.province, ''),
		'city=' || coalesce(l.city, ''),
		'consent=' || l.consent::text,
		'signature_method=' || coalesce(l.signature_method, ''),
		'signature=' || coalesce(l.signature, ''))
$$;

revoke execute on function private.lead_signed_content(public.leads) from public;
grant execute on function private.lead_signed_content(public.leads) to anon, authenticated, service_role;

-- Leads signed before this migration get their hash now.
update public.leads l
set signed_content_sha256 = encode(sha256(convert_to(private.lead_signed_content(l), 'UTF8')), 'hex')
where l.signature is not null;

-- Before a lead is stored (submit_share_form is the only way a signed one is): its hash. Before
-- a signed lead changes: only status and notes may differ.
create or replace function private.seal_signed_lead()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
	if tg_op = 'INSERT' then
		new.signed_content_sha256 := case when new.signature is null then null
			else encode(sha256(convert_to(private.lead_signed_content(new), 'UTF8')), 'hex') end;
		return new;
	end if;
	if old.signature is not null
		and (to_jsonb(new) - 'status' - 'notes') is distinct from (to_jsonb(old) - 'status' - 'notes') then
		raise exception 'Un formulario firmado no se puede modificar: solo su estado y sus notas.'
			using errcode = '42501';
	end if;
	return new;
end
$$;

revoke execute on function private.seal_signed_lead() from public;
grant execute on function private.seal_signed_lead() to anon, authenticated, service_role;

create trigger leads_seal_signed
	before insert or update on public.leads
	for each row execute function private.seal_signed_lead();
