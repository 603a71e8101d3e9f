import { foldText } from './normalize.ts';

/**
 * Typos fixed against the words our cards and guides use: «hipoteka», «clausla», «subrogracion»
 * become the nearest word we know (one edit for short words, two for long ones), the most used
 * one when several are as near.
 */

/** The words we know, folded, with how often they appear, grouped by length. */
export interface Vocabulary {
	count: Map<string, number>;
	byLength: Map<number, string[]>;
}

/** The vocabulary of a list of words (any case, with accents or without). */
export function vocabularyOf(words: readonly string[]): Vocabulary {
	const count = new Map<string, number>();
	for (const w of words) {
		const f = foldText(w).replace(/[^a-z0-9ñ]/g, '');
		if (f.length >= 3 && !/\d/.test(f)) count.set(f, (count.get(f) ?? 0) + 1);
	}
	const byLength = new Map<number, string[]>();
	for (const w of count.keys()) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
	return { count, byLength };
}

/** A vocabulary from its words and counts, as served in the index. */
export function vocabularyFrom(entries: readonly [string, number][]): Vocabulary {
	const count = new Map(entries);
	const byLength = new Map<number, string[]>();
	for (const w of count.keys()) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
	return { count, byLength };
}

/** Damerau-Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
	if (Math.abs(a.length - b.length) > max) return max + 1;
	const rows: number[][] = [];
	for (let i = 0; i <= a.length; i++) rows.push([i]);
	for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
	for (let i = 1; i <= a.length; i++) {
		let low = Number.POSITIVE_INFINITY;
		const row = rows[i] as number[];
		const up = rows[i - 1] as number[];
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let d = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
				d = Math.min(d, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
			row[j] = d;
			low = Math.min(low, d);
		}
		if (low > max) return max + 1;
	}
	return (rows[a.length] as number[])[b.length] ?? max + 1;
}

/** The known word nearest to `word`, or the word itself when none is near enough. */
export function nearestWord(word: string, v: Vocabulary): string {
	if (word.length < 4 || v.count.has(word) || /\d/.test(word)) return word;
	const max = word.length >= 8 ? 2 : 1;
	let best = word;
	let bestDistance = max + 1;
	let bestCount = 0;
	for (let len = word.length - max; len <= word.length + max; len++)
		for (const candidate of v.byLength.get(len) ?? []) {
			const d = distance(word, candidate, max);
			const c = v.count.get(candidate) ?? 0;
			if (d < bestDistance || (d === bestDistance && d <= max && c > bestCount)) {
				best = candidate;
				bestDistance = d;
				bestCount = c;
			}
		}
	return bestDistance <= max ? best : word;
}

/** A question with each unknown word replaced by the nearest known one. */
export function fixTypos(question: string, v: Vocabulary): string {
	return foldText(question)
		.split(/([^a-z0-9ñ]+)/)
		.map((w, i) => (i % 2 === 0 ? nearestWord(w, v) : w))
		.join('');
}
