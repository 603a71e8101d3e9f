-- Dominio: ai
-- Cache of AI assistant answers keyed by the SHA-256 of the normalised question.
create table public.ai_response_cache (
	question_hash text primary key check (question_hash ~ '^[0-9a-f]{64}$'),
	response text not null check (char_length(response) between 1 and 20000),
	hit_count integer not null default 0 check (hit_count >= 0),
	created_at timestamptz not null default now(),
	updated_at timestamptz not null default now()
);
alter table public.ai_response_cache enable row level security;

comment on table public.ai_response_cache is 'Readable by anyone; written only through cache_ai_response and record_ai_cache_hit.';

-- Preload reads the 50 most used answers.
create index ai_response_cache_hits_idx on public.ai_response_cache (hit_count desc);

create trigger ai_response_cache_set_updated_at
	before update on public.ai_response_cache
	for each row execute function public.set_updated_at();

-- Policies: anyone reads; nobody writes directly; admins may purge entries.
create policy "Anyone can read cached AI responses."
	on public.ai_response_cache for select
	to anon, authenticated
	using (true);

create policy "Nobody inserts cached AI responses directly."
	on public.ai_response_cache for insert
	to authenticated
	with check (false);

create policy "Nobody updates cached AI responses directly."
	on public.ai_response_cache for update
	to authenticated
	using (false);

create policy "Admins can delete cached AI responses."
	on public.ai_response_cache for delete
	to authenticated
	using ((select public.is_admin()));

-- Stores (or replaces) an answer; signed-in users only, so anonymous visitors cannot poison it.
create or replace function public.cache_ai_response(p_question_hash text, p_response text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
	if p_question_hash is null or p_question_hash !~ '^[0-9a-f]{64}$' then
		raise exception 'question_hash must be 64 lowercase hex characters' using errcode = '22023';
	end if;
	if p_response is null or char_length(p_response) not between 1 and 20000 then
		raise exception 'response must have 1 to 20000 characters' using errcode = '22023';
	end if;
	insert into public.ai_response_cache (question_hash, response)
	values (p_question_hash, p_response)
	on conflict (question_hash) do update set response = excluded.response;
end;
$$;

revoke execute on function public.cache_ai_response(text, text) from public, anon;
grant execute on function public.cache_ai_response(text, text) to authenticated, service_role;

-- Counts one use of a cached answer; returns the new count (null when the hash is unknown).
create or replace function public.record_ai_cache_hit(p_question_hash text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
	new_count integer;
begin
	if p_question_hash is null or p_question_hash !~ '^[0-9a-f]{64}$' then
		raise exception 'question_hash must be 64 lowercase hex characters' using errcode = '22023';
	end if;
	update public.ai_response_cache
	set hit_count = hit_count + 1
	where question_hash = p_question_hash
	returning hit_count into new_count;
	return new_count;
end;
$$;

revoke execute on function public.record_ai_cache_hit(text) from public;
grant execute on function public.record_ai_cache_hit(text) to anon, authenticated, service_role;
