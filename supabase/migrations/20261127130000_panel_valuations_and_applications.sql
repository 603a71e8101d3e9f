-- Dominio: valuation, application
-- Mi Panel: saved valuations reopen, are renamed and are never stored twice; a signed-in user
-- opens their own application («Solicitar estudio») instead of waiting for an advisor.

-- The valuation form as typed (the keys of /valoracion-inmueble's URL state), so the panel can
-- reopen it in the tool, and a name the person may change. Existing rows keep null inputs: they
-- predate this and reopen with what their columns hold.
alter table public.valuations
	add column name text check (name is null or (char_length(name) between 1 and 100 and name = btrim(name))),
	add column inputs jsonb check (inputs is null or (jsonb_typeof(inputs) = 'object' and pg_column_size(inputs) <= 4096));

comment on column public.valuations.inputs is 'The valuation form as typed (reopens it in the tool); one row per user and inputs.';

-- «Guardar en mi panel» twice with the same inputs never stores a duplicate (jsonb equality
-- ignores key order and spacing).
create unique index valuations_user_inputs_key on public.valuations (user_id, inputs)
	where inputs is not null;

-- A user opens their own application: only their row, at step 1, in course, nothing done and no
-- advisor's note. The primary key (user_id) keeps one application per user; advisors (admins)
-- keep writing every field through their own policies.
create policy "Users can open their own application."
	on public.application_progress for insert
	to authenticated
	with check (
		user_id = (select auth.uid())
		and current_step = 1
		and completed_steps = '{}'::smallint[]
		and status = 'en_curso'
		and notes is null
	);
