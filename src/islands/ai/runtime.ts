import { AnswerCache, cachePreload } from '~/lib/ai/cache.ts';
import { supabaseAnonKey, supabaseUrl } from '~/lib/supabase/config.ts';

/** The project the assistants talk to (public URL and anon key only). */
export const backend = { url: supabaseUrl, anonKey: supabaseAnonKey };

/** The page's one answer cache, shared by the launcher (preload) and every assistant. */
export const answerCache = new AnswerCache(backend);

/**
 * SPEC.md section 7: 2 s after the page has loaded, preload the 50 most used answers into
 * memory; failures are ignored. Plain fetch, so supabase-js is not loaded for it.
 */
export function schedulePreload(): void {
	const start = () => setTimeout(() => void answerCache.preload(), cachePreload.delayMs);
	if (document.readyState === 'complete') start();
	else window.addEventListener('load', start, { once: true });
}
