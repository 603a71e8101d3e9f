import { foldWithMap, queryWords } from './normalize.ts';

/** What kind of text an article is: a news item, a buyer's guide or a glossary term. */
export type ArticleKind = 'noticia' | 'guia' | 'glosario';

/** One searchable text as the build writes it into /search-index.json. */
export interface ArticleDoc {
	/** Link to the article (a glossary term links to its anchor). */
	url: string;
	title: string;
	kind: ArticleKind;
	/** The article's text without MDX or Markdown syntax. */
	text: string;
}

/** A search result: the article and a short excerpt around the first matching word. */
export interface ArticleHit {
	url: string;
	title: string;
	kind: ArticleKind;
	snippet: string;
}

/** An index entry with its folded text, prepared once when the index loads. */
export interface PreparedDoc extends ArticleDoc {
	foldedTitle: string;
	folded: string;
	origin: number[];
}

/**
 * The readable text of an MDX body: drops import/export lines, JSX tags and expressions,
 * Markdown marks (headings, emphasis, tables, code fences) and keeps link texts.
 */
export function plainText(mdx: string): string {
	return mdx
		.replace(/^(import|export)\s.*$/gmu, ' ')
		.replace(/```[\s\S]*?```/gu, ' ')
		.replace(/\{\/\*[\s\S]*?\*\/\}/gu, ' ')
		.replace(/<[^>]*>/gu, ' ')
		.replace(/\{[^{}]*\}/gu, ' ')
		.replace(/!?\[([^\]]*)\]\([^)]*\)/gu, '$1')
		.replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gmu, '')
		.replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gmu, ' ')
		.replace(/[*_`~]+/gu, '')
		.replace(/\|/gu, ' ')
		.replace(/\s+/gu, ' ')
		.trim();
}

/** Folds every document once so each keystroke only scans. */
export function prepareIndex(docs: readonly ArticleDoc[]): PreparedDoc[] {
	return docs.map((doc) => {
		const { folded, origin } = foldWithMap(doc.text);
		return { ...doc, foldedTitle: foldWithMap(doc.title).folded, folded, origin };
	});
}

/** Characters of context kept on each side of the first match in a snippet. */
const CONTEXT = 60;

/** The words around the folded position `at` of the document, with ellipses when cut. */
function snippetAt(doc: PreparedDoc, at: number): string {
	const start = doc.origin[Math.max(0, at - CONTEXT)] ?? 0;
	const endIndex = doc.origin[Math.min(doc.origin.length - 1, at + CONTEXT)] ?? doc.text.length;
	let from = start === 0 ? 0 : doc.text.indexOf(' ', start) + 1;
	if (from <= 0 || from > at) from = start;
	let to = doc.text.lastIndexOf(' ', endIndex);
	if (to <= from || endIndex >= doc.text.length - 1) to = doc.text.length;
	const body = doc.text.slice(from, to).trim();
	return `${from > 0 ? '… ' : ''}${body}${to < doc.text.length ? ' …' : ''}`;
}

/**
 * Articles containing every word of `query` (accents and case ignored) in their title or text,
 * best first: title matches, then how often the words occur. Queries under 2 letters find
 * nothing (too many hits to be useful).
 */
export function searchArticles(
	docs: readonly PreparedDoc[],
	query: string,
	limit = 6,
): ArticleHit[] {
	const words = queryWords(query);
	if (words.join('').length < 2) return [];
	const scored: { doc: PreparedDoc; score: number; at: number }[] = [];
	for (const doc of docs) {
		let score = 0;
		let at = -1;
		let all = true;
		for (const word of words) {
			const inTitle = doc.foldedTitle.includes(word);
			const first = doc.folded.indexOf(word);
			if (!inTitle && first < 0) {
				all = false;
				break;
			}
			if (inTitle) score += 10;
			if (first >= 0) {
				if (at < 0) at = first;
				score += Math.min(5, doc.folded.split(word).length - 1);
			}
		}
		if (all) scored.push({ doc, score, at });
	}
	return scored
		.sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title, 'es'))
		.slice(0, limit)
		.map(({ doc, at }) => ({
			url: doc.url,
			title: doc.title,
			kind: doc.kind,
			snippet: at >= 0 ? snippetAt(doc, at) : snippetAt(doc, 0),
		}));
}
