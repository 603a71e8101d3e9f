/** Lower case without accents (ñ kept as n): how the assistant compares Spanish words. */
export function foldText(text: string): string {
	return text
		.normalize('NFD')
		.replace(/\p{M}+/gu, '')
		.toLowerCase();
}

/**
 * The form of a question the cache is keyed by: folded, opening and closing marks dropped,
 * punctuation that is not part of a number removed and spaces collapsed, so «¿Qué es la TAE?»
 * and «que es la tae» share one entry.
 */
export function normaliseQuestion(question: string): string {
	return foldText(question)
		.replace(/(?<!\d)[.,](?!\d)|[.,](?=\s|$)/g, ' ')
		.replace(/[¿?¡!;:"'«»“”()[\]{}]/g, ' ')
		.replace(/\s+/g, ' ')
		.trim();
}

/** SHA-256 of the normalised question as 64 lowercase hex characters (ai_response_cache key). */
export async function questionHash(question: string): Promise<string> {
	const bytes = new TextEncoder().encode(normaliseQuestion(question));
	const digest = await crypto.subtle.digest('SHA-256', bytes);
	return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
