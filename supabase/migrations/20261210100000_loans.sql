-- Dominio: loans
-- Issue 50, «Mi hipoteca»: a person keeps their own mortgage loans (several per person) and the
-- daily job «revisar-hipotecas» (supabase/functions/_shared/loanNotices.ts) tells them, in the
-- bell and by email, N days before each revision, when the revision's exact instalment is known,
-- and once when an improvement saves more than their threshold. Only the owner reads and writes a
-- loan (admins too see nothing: the person sends an improvement request as a lead instead).
-- The columns are src/lib/loans/types.ts's Loan (snake_case); the checks repeat its zod rules.

create table public.loans (
	id uuid primary key default gen_random_uuid(),
	user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
	name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
	bank text check (bank is null or (char_length(bank) between 1 and 80 and bank = btrim(bank))),
	principal numeric(12, 2) not null check (principal > 0 and principal <= 10000000),
	signed_on date not null,
	first_payment_month text not null check (first_payment_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	months integer not null check (months between 1 and 600),
	kind text not null check (kind in ('fija', 'variable', 'mixta')),
	tin numeric(8, 4) not null check (tin between 0 and 30),
	fixed_months integer check (fixed_months is null or fixed_months between 1 and 600),
	spread numeric(8, 4) check (spread is null or spread between -5 and 10),
	revision_months smallint check (revision_months is null or revision_months in (6, 12)),
	reference_lag_months smallint not null default 2 check (reference_lag_months between 0 and 12),
	floor_rate numeric(8, 4) check (floor_rate is null or floor_rate between 0 and 30),
	bonifications jsonb not null default '[]'::jsonb
		check (jsonb_typeof(bonifications) = 'array' and jsonb_array_length(bonifications) <= 10
			and pg_column_size(bonifications) <= 8192),
	prepayments jsonb not null default '[]'::jsonb
		check (jsonb_typeof(prepayments) = 'array' and jsonb_array_length(prepayments) <= 120
			and pg_column_size(prepayments) <= 32768),
	notice_days_before smallint not null default 30 check (notice_days_before between 1 and 90),
	improvement_threshold numeric(12, 2) not null default 3000
		check (improvement_threshold between 0 and 1000000),
	created_at timestamptz not null default now(),
	updated_at timestamptz not null default now(),
	-- A variable or mixed loan follows the Euríbor: spread, revision period and a first period
	-- shorter than the term.
	constraint loans_indexed_terms check (kind = 'fija'
		or (spread is not null and revision_months is not null and fixed_months < months)),
	constraint loans_first_payment_after_signing check (first_payment_month !~ '^[0-9]{4}-[0-9]{2}$'
		or left(first_payment_month, 4)::integer * 12 + right(first_payment_month, 2)::integer
			>= extract(year from signed_on)::integer * 12 + extract(month from signed_on)::integer)
);
alter table public.loans enable row level security;

comment on table public.loans is 'Mortgage loans a person follows in «Mi hipoteca»; only the owner reaches them.';
comment on column public.loans.first_payment_month is 'YYYY-MM of instalment 1.';
comment on column public.loans.reference_lag_months is 'The revision uses the Euríbor of the month this many months before the revision month.';
comment on column public.loans.bonifications is 'LoanBonification[]: label, tinReduction (points), yearlyCost (€), kept.';
comment on column public.loans.prepayments is 'LoanPrepayment[]: month (YYYY-MM), amount (€), mode (reduce-term | reduce-payment).';

-- The panel lists one person's loans, oldest first (and the foreign key is indexed by it).
create index loans_user_created_idx on public.loans (user_id, created_at);

create trigger loans_set_updated_at
	before update on public.loans
	for each row execute function public.set_updated_at();

-- Policies: the owner alone, for every operation (no admin clause on purpose).
create policy "Owners can read their own loans."
	on public.loans for select
	to authenticated
	using (user_id = (select auth.uid()));

create policy "Owners can add their own loans."
	on public.loans for insert
	to authenticated
	with check (user_id = (select auth.uid()));

create policy "Owners can update their own loans."
	on public.loans for update
	to authenticated
	using (user_id = (select auth.uid()))
	with check (user_id = (select auth.uid()));

create policy "Owners can delete their own loans."
	on public.loans for delete
	to authenticated
	using (user_id = (select auth.uid()));

revoke all on public.loans from anon;
revoke update on public.loans from authenticated;
grant update (name, bank, principal, signed_on, first_payment_month, months, kind, tin,
	fixed_months, spread, revision_months, reference_lag_months, floor_rate, bonifications,
	prepayments, notice_days_before, improvement_threshold) on public.loans to authenticated;

-- The notices the job has sent, one per loan and key (revision-aviso:<date>,
-- revision-exacta:<date>, mejora:<kind>): a second run sends nothing again.
create table public.loan_notices (
	id uuid primary key default gen_random_uuid(),
	loan_id uuid not null references public.loans (id) on delete cascade,
	key text not null check (char_length(key) between 1 and 100),
	kind text not null check (kind in ('revision-aviso', 'revision-exacta', 'mejora')),
	sent_at timestamptz not null default now(),
	constraint loan_notices_once unique (loan_id, key)
);
alter table public.loan_notices enable row level security;

comment on table public.loan_notices is 'Notices «revisar-hipotecas» has sent per loan; written only by the service role.';

-- The owner may see which notices a loan has had; only the service role writes them.
create policy "Owners can read the notices of their loans."
	on public.loan_notices for select
	to authenticated
	using (exists (
		select 1 from public.loans l where l.id = loan_id and l.user_id = (select auth.uid())
	));

revoke all on public.loan_notices from anon, authenticated;
grant select on public.loan_notices to authenticated;
grant select, insert, update, delete on public.loan_notices to service_role;

-- The revision notice email (supabase/functions/_shared/email/loanNotice.ts). Optional:
-- private.enqueue_email skips it when the person turned emails off.
alter table public.email_outbox drop constraint email_outbox_template_check;
alter table public.email_outbox add constraint email_outbox_template_check check (template in (
	'respuesta_soporte', 'ticket_cerrado', 'solicitud_avanza', 'aviso_equipo', 'nuevo_cliente',
	'copia_formulario_firmado', 'documento_rechazado', 'cuenta_eliminada', 'confirmar_copia',
	'rol_decidido', 'aviso_hipoteca'));

-- One notice of the job: recorded once per loan and key; the first time, a bell notification
-- and an email (subject to the person's preference). Returns whether it was new. Service role
-- only (the job); the notification is written as the database, so no other email follows it.
create or replace function public.loan_record_notice(
	p_loan_id uuid,
	p_key text,
	p_kind text,
	p_title text,
	p_body text
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
	v_loan public.loans%rowtype;
	v_id uuid;
begin
	select * into v_loan from public.loans l where l.id = p_loan_id;
	if not found then
		return false;
	end if;
	insert into public.loan_notices (loan_id, key, kind)
	values (p_loan_id, p_key, p_kind)
	on conflict (loan_id, key) do nothing
	returning id into v_id;
	if v_id is null then
		return false;
	end if;
	insert into public.notifications (user_id, title, message, action_url)
	values (v_loan.user_id, left(private.single_line(p_title), 200), left(p_body, 2000),
		'/dashboard#hipoteca');
	perform private.enqueue_email(v_loan.user_id, null, 'aviso_hipoteca',
		jsonb_build_object('kind', p_kind, 'title', private.single_line(p_title), 'body', p_body,
			'loan_name', v_loan.name,
			'first_name', (select coalesce(p.first_name, '') from public.profiles p where p.id = v_loan.user_id)),
		'aviso_hipoteca:' || p_loan_id || ':' || p_key);
	return true;
end
$$;

revoke execute on function public.loan_record_notice(uuid, text, text, text, text) from public, anon, authenticated;
grant execute on function public.loan_record_notice(uuid, text, text, text, text) to service_role;
