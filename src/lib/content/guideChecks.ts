import GithubSlugger from 'github-slugger';
import { plainText } from '../search/articleIndex.ts';

/**
 * Pure readings of a guide's MDX body for the content test of issue 32: its words, the figures
 * typed by hand next to «€» or «%», its links and its heading anchors. No file access here.
 */

/** The MDX body without its front matter. */
export function mdxBody(raw: string): string {
	const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(raw);
	return match ? raw.slice(match[0].length) : raw;
}

/** The YAML front matter of an MDX file ('' when there is none). */
export function mdxFrontMatter(raw: string): string {
	return /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1] ?? '';
}

/** Words a reader reads in the body (component output and link targets not counted). */
export function bodyWords(body: string): number {
	return plainText(body)
		.split(/\s+/u)
		.filter((w) => /[\p{L}\d]/u.test(w)).length;
}

/** Spaces Intl and editors put between a number and its sign, made one plain space. */
export function normalizeSpaces(text: string): string {
	return text.replace(/[\u00a0\u202f\u2009]/gu, ' ').replace(/ {2,}/gu, ' ');
}

/**
 * The text a reader sees, with components, expressions, imports and link targets removed and
 * emphasis marks dropped: where figures typed by hand are looked for.
 */
export function visibleText(body: string): string {
	return normalizeSpaces(
		body
			.replace(/^(import|export)\s.*$/gmu, ' ')
			.replace(/\{\/\*[\s\S]*?\*\/\}/gu, ' ')
			.replace(/<[^>]*>/gu, ' ')
			.replace(/\{[^{}]*\}/gu, ' ')
			.replace(/\]\([^)]*\)/gu, ']')
			.replace(/[*_`]+/gu, ''),
	);
}

/**
 * Numbers next to «€» or «%» in the visible text: «843,21 €», «2 %», «0,2–0,5 %» (a range
 * joined by a dash counts as one figure). Each one must come from a component or be listed in
 * the front matter's `figures` with its reason.
 */
export function handFigures(body: string): string[] {
	const pattern = /(?<![\p{L}\d.,])\d+(?:[.,]\d+)*(?:\s?[–-]\s?\d+(?:[.,]\d+)*)?\s?[€%]/gu;
	return [...visibleText(body).matchAll(pattern)].map((m) => m[0]);
}

/** Whether `text` contains the whole figure `figure` («2,2 %» does not contain «2 %»). */
function containsFigure(text: string, figure: string): boolean {
	for (let i = text.indexOf(figure); i !== -1; i = text.indexOf(figure, i + 1)) {
		if (i === 0 || !/[\d.,]/u.test(text.charAt(i - 1))) return true;
	}
	return false;
}

/** The figures of `found` that no `figures[].text` covers (equal to it or whole inside it). */
export function unlistedFigures(found: readonly string[], listed: readonly string[]): string[] {
	const texts = listed.map(normalizeSpaces);
	return found.filter((f) => !texts.some((t) => containsFigure(t, f)));
}

/** Every link target in the body: Markdown links and `href` attributes. */
export function bodyLinks(body: string): string[] {
	const markdown = [...body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/gu)].map(
		(m) => m[1],
	);
	const hrefs = [...body.matchAll(/\bhref=["']([^"']+)["']/gu)].map((m) => m[1]);
	return [...markdown, ...hrefs].filter((u): u is string => u !== undefined);
}

/** The anchors Astro gives the body's headings (github-slugger over the heading text). */
export function headingAnchors(body: string): string[] {
	const slugger = new GithubSlugger();
	const withoutCode = body.replace(/```[\s\S]*?```/gu, '');
	return [...withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gmu)].map((m) =>
		slugger.slug(plainText(m[1] ?? '')),
	);
}
