import { z } from 'zod';

/** Where the build writes its report (scripts/buildReport.ts) and /revision-codigo reads it. */
export const BUILD_REPORT_PATH = '/build-report.json';

/** Most broken links listed in the report (the count stays exact). */
export const MAX_BROKEN_LISTED = 200;

/** The facts of one build, as /build-report.json holds them. */
export const buildReportSchema = z
	.object({
		buildId: z.string().min(1).describe('Identifier of the build: commit and time.'),
		builtAt: z.iso.datetime().describe('When the build finished (UTC, ISO 8601).'),
		commit: z.string().nullable().describe('Short git commit, when the build ran in a checkout.'),
		pages: z
			.array(z.object({ template: z.string(), count: z.number().int().min(0) }).strict())
			.describe('HTML pages per source template (src/pages file), most pages first.'),
		totalPages: z.number().int().min(0),
		links: z
			.object({
				checked: z.number().int().min(0).describe('Internal links checked.'),
				brokenCount: z.number().int().min(0),
				broken: z
					.array(z.object({ page: z.string(), href: z.string() }).strict())
					.describe('Internal links that point to no built page or file.'),
			})
			.strict(),
	})
	.strict();

/** A build report. */
export type BuildReport = z.infer<typeof buildReportSchema>;

/** A route of the build: the regular expression of its URLs and its source file. */
export interface TemplateRoute {
	pattern: RegExp;
	entrypoint: string;
}

/** '/blog/' and '/blog/index.html' → '/blog'; '/' stays '/'. */
export function normalizePath(path: string): string {
	const clean = path.replace(/index\.html$/u, '').replace(/\.html$/u, '');
	return clean.replace(/\/+$/u, '') || '/';
}

/** The URL path of a built HTML file given relative to the output folder. */
export function pathOfHtmlFile(relative: string): string {
	return normalizePath(`/${relative.replaceAll('\\', '/')}`);
}

/** Pages per template: each path is counted under the first route whose pattern matches it. */
export function countByTemplate(
	paths: readonly string[],
	routes: readonly TemplateRoute[],
): { template: string; count: number }[] {
	const counts = new Map<string, number>();
	for (const path of paths) {
		const candidates = [path, `${path}/`];
		const route = routes.find((r) => candidates.some((c) => r.pattern.test(c)));
		const template = route ? route.entrypoint.replace(/^src\/pages\//u, '') : 'otros';
		counts.set(template, (counts.get(template) ?? 0) + 1);
	}
	return [...counts.entries()]
		.map(([template, count]) => ({ template, count }))
		.sort((a, b) => b.count - a.count || a.template.localeCompare(b.template));
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
