import { atom } from 'nanostores';
import { checkAiResponse } from '~/lib/ai/cacheEntry.ts';
import { adminStore, runAction, type ActionResult } from './shared/adminStore.ts';

/** The assistant's cached answers, as the admin corrects or deletes them. */

const cache = () => import('~/lib/supabase/aiCache.ts');

/** Cached AI answers: `q` searches their text. */
export const $aiFilter = atom('');

/** The answers matching the filter, most used first (at most 100). */
export const $aiCache = adminStore('ai-cache', $aiFilter, async (c, f) =>
	(await cache()).listAiCache(c, f.get('q') ?? ''),
);

/** Stores a corrected answer (checked first: 1 to 20000 characters once trimmed). */
export function saveAiAnswer(hash: string, text: string): Promise<ActionResult> {
	const checked = checkAiResponse(text);
	if (!checked.ok) return Promise.resolve({ ok: false, message: checked.message });
	return runAction(
		'Respuesta guardada',
		async (c) => (await cache()).updateAiCache(c, hash, checked.response),
		$aiCache,
	);
}

/** Deletes a cached answer (the assistant will write it afresh). */
export function deleteAiAnswer(hash: string): Promise<ActionResult> {
	return runAction(
		'Respuesta borrada',
		async (c) => (await cache()).deleteAiCache(c, hash),
		$aiCache,
	);
}
