-- Dominio: ai
-- Any signed-in user could overwrite the stored answer of any question through
-- cache_ai_response, and anon could push a poisoned answer into the preloaded top 50 by calling
-- record_ai_cache_hit in a loop. Both writes now belong to the server side of the assistant
-- (service role), which counts a hit when it serves a cached answer to a real question.

revoke execute on function public.cache_ai_response(text, text) from public, anon, authenticated;
grant execute on function public.cache_ai_response(text, text) to service_role;

revoke execute on function public.record_ai_cache_hit(text) from public, anon, authenticated;
grant execute on function public.record_ai_cache_hit(text) to service_role;

comment on table public.ai_response_cache is 'Readable by anyone; written only by the service role through cache_ai_response and record_ai_cache_hit.';
