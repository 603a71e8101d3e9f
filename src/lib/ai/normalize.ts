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

/** Chat shorthand as people type it in forums: «q», «xq», «x», «d», «tb», «pa», «dnd». */
const shorthand: Record<string, string> = {
	q: 'que',
	k: 'que',
	qe: 'que',
	ke: 'que',
	xq: 'porque',
	pq: 'porque',
	porq: 'porque',
	xk: 'porque',
	x: 'por',
	d: 'de',
	tb: 'también',
	tmb: 'también',
	xa: 'para',
	pa: 'para',
	dnd: 'dónde',
	qn: 'quién',
	kien: 'quién',
	qien: 'quién',
	cdo: 'cuándo',
	bn: 'bien',
	hipo: 'hipoteca',
	hipot: 'hipoteca',
	// The words the plans look for, as people misspell them.
	euribol: 'euríbor',
	euribo: 'euríbor',
	euriboor: 'euríbor',
	euriborr: 'euríbor',
	eurivor: 'euríbor',
	eurobor: 'euríbor',
	uribor: 'euríbor',
	hipoteka: 'hipoteca',
	hipotca: 'hipoteca',
	ipoteca: 'hipoteca',
	hipotec: 'hipoteca',
	kuota: 'cuota',
	cuata: 'cuota',
	kuanto: 'cuánto',
	cuantto: 'cuánto',
};

/** A question with chat shorthand written out, the rest as typed. */
export function expandShorthand(question: string): string {
	return question.replace(
		/(?<![\p{L}\d])([a-z]{1,8})(?![\p{L}\d])/giu,
		(w: string, _: string, at: number, whole: string) =>
			// «95 k» is thousands and «2 x 1.500» a product, not «que» and «por».
			/^[kx]$/i.test(w) && /\d\s*$/.test(whole.slice(0, at))
				? w
				: (shorthand[w.toLowerCase()] ?? w),
	);
}
