/**
 * Critical CSS for the home page. The site's one stylesheet (67 KB, 10 KB brotli) blocks the
 * first paint: on Lighthouse's phone (150 ms round trips) the home's heading waited for it. The
 * rules that match the home's own markup (26 KB) go inline in its `<head>`, and the stylesheet
 * link moves to the end of `<body>`: the page paints without waiting for it, and it still loads
 * (and is cached) for the next page. Lighthouse (mobile, 4 alternating runs, three rounds): LCP
 * median 1,41 → 1,24, 1,37 → 1,34 and 1,43 → 1,35 s; FCP 1,28 → 1,20 s. Inlining the whole
 * stylesheet instead gave 1,27 s with a page 6 KB heavier. The page renders the same with the
 * inline rules alone as with the stylesheet (every element's box and colours, 320–1280 px, both
 * themes), so nothing moves when the stylesheet arrives.
 *
 * Only the pages listed get it: deciding which rules match reads the whole page and the whole
 * stylesheet (tens of milliseconds), too slow for the tens of thousands of portal pages.
 */
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Rules always kept:
 * - those that depend on what the head scripts set before the first paint, which the static
 *   markup does not have: the dark theme (`.dark` on <html>) and the stored session
 *   (`data-session`, which swaps the header's sign-in buttons for the account box);
 * - Tailwind's `space-*` and `divide-*` rules and group variants, written as `:where(…)` and
 *   `:is(…)`, which Beasties cannot match against the page and would drop: without them the
 *   lists below the fold grew 12 px when the stylesheet arrived.
 */
const keptRules = [
	/\.dark\b/,
	/\[data-session\]/,
	/^:where\(\.(space|divide)-/,
	/^:is\(:where\(\.(group|peer)\)/,
];

/** `html` with the rules it uses inline and its stylesheets moved to the end of <body>. */
export async function withCriticalCss(html: string, dist: string): Promise<string> {
	const beasties = new Beasties({
		path: dist,
		publicPath: '/',
		preload: 'body',
		inlineFonts: false,
		pruneSource: false,
		compress: true,
		logLevel: 'warn',
		allowRules: keptRules,
	});
	return beasties.process(html);
}

/** The integration: `pages` are paths inside the build folder, like `index.html`. */
export function criticalCss({ pages }: { pages: readonly string[] }): AstroIntegration {
	return {
		name: 'portal:critical-css',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const dist = fileURLToPath(dir);
				for (const page of pages) {
					const file = join(dist, page);
					const html = await readFile(file, 'utf8');
					const out = await withCriticalCss(html, dist);
					await writeFile(file, out);
					logger.info(`${page}: CSS crítico en línea (${out.length - html.length} B más)`);
				}
			},
		},
	};
}
