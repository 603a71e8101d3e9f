/**
 * The internal links of built pages and their check: what the build report counts, and what the
 * build's page scan (scripts/lib/siteScan.ts) runs on worker threads, without zod or the report's
 * schema.
 */

/** Most broken links listed in the report (the count stays exact). */
export const MAX_BROKEN_LISTED = 200;

/** '/blog/' and '/blog/index.html' → '/blog'; '/' stays '/'. */
export function normalizePath(path: string): string {
	const clean = path.replace(/index\.html$/u, '').replace(/\.html$/u, '');
	return clean.replace(/\/+$/u, '') || '/';
}

/** The URL path of a built HTML file given relative to the output folder. */
export function pathOfHtmlFile(relative: string): string {
	return normalizePath(`/${relative.replaceAll('\\', '/')}`);
}

/** The site-internal link targets (paths, without query or fragment) of an HTML page. */
export function internalLinks(html: string): string[] {
	const found: string[] = [];
	for (const match of html.matchAll(/<a\b[^>]*?\shref\s*=\s*("([^"]*)"|'([^']*)')/giu)) {
		const href = (match[2] ?? match[3] ?? '').replaceAll('&amp;', '&');
		if (!href.startsWith('/') || href.startsWith('//')) continue;
		found.push(normalizePath(decodeURI(href.replace(/[?#].*$/u, '')) || '/'));
	}
	return found;
}

/** A broken internal link: the page it is on and where it points. */
export interface BrokenLink {
	page: string;
	href: string;
}

/**
 * Checks links page by page, so a build never holds every link of the site at once: counts the
 * distinct links of each page and the broken ones, and keeps the first `keep` broken ones.
 */
export function linkChecker(exists: (path: string) => boolean, keep = Number.POSITIVE_INFINITY) {
	let checked = 0;
	let brokenCount = 0;
	const broken: BrokenLink[] = [];
	return {
		/** Checks one page's links (each distinct target once). */
		check(page: string, links: readonly string[]): void {
			for (const href of new Set(links)) {
				checked++;
				if (exists(href)) continue;
				brokenCount++;
				if (broken.length < keep) broken.push({ page, href });
			}
		},
		/** What was checked so far. */
		result: () => ({ checked, brokenCount, broken }),
	};
}

/** Every internal link of every page that points to nothing the build produced. */
export function findBrokenLinks(
	pages: ReadonlyMap<string, readonly string[]>,
	exists: (path: string) => boolean,
): { checked: number; broken: BrokenLink[] } {
	const checker = linkChecker(exists);
	for (const [page, links] of pages) checker.check(page, links);
	const { checked, broken } = checker.result();
	return { checked, broken };
}
