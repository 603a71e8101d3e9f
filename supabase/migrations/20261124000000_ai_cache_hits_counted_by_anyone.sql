-- Dominio: ai
-- Hits of cached AI answers are counted from the browser when it serves an answer from the
-- preloaded cache (SPEC.md section 7). record_ai_cache_hit stays with the service role; this
-- function is the one anon may call: it adds exactly 1 to an existing entry and nothing else,
-- and each entry counts at most 30 hits a minute, so a loop cannot reorder the top 50 quickly.
-- Only the service role writes answers, so the count can never bring in new text.

-- Hits counted per entry and minute, for the rate limit; old minutes are dropped as we go.
create table private.ai_cache_hit_minutes (
	question_hash text not null references public.ai_response_cache (question_hash) on delete cascade,
	minute timestamptz not null,
	hits integer not null default 0 check (hits >= 0),
	primary key (question_hash, minute)
);
alter table private.ai_cache_hit_minutes enable row level security;
revoke all on private.ai_cache_hit_minutes from public, anon, authenticated;

-- Counts one use of a cached answer: returns the new count, the unchanged count when the
-- entry has reached its hits for this minute, or null when the hash is unknown.
create or replace function public.count_ai_cache_hit(p_question_hash text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
	this_minute timestamptz := date_trunc('minute', now());
	counted integer;
	new_count integer;
begin
	if p_question_hash is null or p_question_hash !~ '^[0-9a-f]{64}$' then
		raise exception 'question_hash must be 64 lowercase hex characters' using errcode = '22023';
	end if;
	if not exists (select 1 from public.ai_response_cache where question_hash = p_question_hash) then
		return null;
	end if;
	delete from private.ai_cache_hit_minutes where minute < this_minute - interval '5 minutes';
	insert into private.ai_cache_hit_minutes as m (question_hash, minute, hits)
	values (p_question_hash, this_minute, 1)
	on conflict (question_hash, minute) do update set hits = m.hits + 1
	where m.hits < 30
	returning hits into counted;
	if counted is null then
		select hit_count into new_count from public.ai_response_cache where question_hash = p_question_hash;
		return new_count;
	end if;
	update public.ai_response_cache
	set hit_count = hit_count + 1
	where question_hash = p_question_hash
	returning hit_count into new_count;
	return new_count;
end;
$$;

revoke execute on function public.count_ai_cache_hit(text) from public;
grant execute on function public.count_ai_cache_hit(text) to anon, authenticated, service_role;
