/**
 * Text folding shared by the command palette, the /buscar page and the article search, so
 * "valoracion" finds "Valoración" and "GUIA" finds "guía".
 */

/** Lower-cases `text` (es-ES) and removes accents and other diacritics. */
export function foldText(text: string): string {
	return text
		.normalize('NFD')
		.replace(/\p{Diacritic}/gu, '')
		.toLocaleLowerCase('es-ES');
}

/** `text` folded, with punctuation turned into single spaces: for matching place names. */
export function foldName(text: string): string {
	return foldText(text)
		.replace(/[^a-z0-9]+/g, ' ')
		.trim();
}

/** The folded words of a query, empty when the query is blank. */
export function queryWords(query: string): string[] {
	return foldText(query).split(/\s+/u).filter(Boolean);
}

/**
 * `text` folded character by character, with the index in `text` of each folded character, so
 * a match found in the folded text can be cut out of the original (for snippets).
 */
export function foldWithMap(text: string): { folded: string; origin: number[] } {
	let folded = '';
	const origin: number[] = [];
	let index = 0;
	for (const char of text) {
		const part = foldText(char);
		folded += part;
		for (let i = 0; i < part.length; i++) origin.push(index);
		index += char.length;
	}
	return { folded, origin };
}
