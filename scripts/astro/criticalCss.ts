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
 * Then the stylesheet and the page's module scripts are requested after the first frame
 * (afterFirstPaint): LCP median 1,35 → 0,93–1,06 s (Lighthouse mobile, 5 runs), 0,48× the React
 * single-page home in the same run (was 0,62×).
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

/**
 * The page's external module scripts and its stylesheet, requested once the first frame is painted
 * by one small inline script at the end of <body>, instead of while the HTML is parsed. Lighthouse
 * estimates the LCP from every request that ended before the heading was painted: on a fast
 * machine the scripts and the stylesheet often had, and its 150 ms phone round trips were
 * counted for each. What is usable from the first paint does not wait for them: the cookie
 * banner's boot script keeps a choice tapped before its module runs (consentBannerBootScript).
 * The scripts are independent (each sets up its own widget, reading
 * document.readyState where it waits for the load), so their order does not matter. Without
 * JavaScript, a <noscript> link still brings the stylesheet.
 */
export function afterFirstPaint(html: string): string {
	const bodyStart = html.indexOf('<body');
	const bodyEnd = html.lastIndexOf('</body>');
	if (bodyStart < 0 || bodyEnd < 0) return html;
	const scripts: string[] = [];
	const styles: string[] = [];
	const moduleScript = /<script type="module" src="([^"]+)"><\/script>/g;
	const take = (_: string, src: string) => {
		scripts.push(src);
		return '';
	};
	const head = html.slice(0, bodyStart).replace(moduleScript, take);
	const body = html
		.slice(bodyStart, bodyEnd)
		.replace(moduleScript, take)
		.replace(/<link rel="stylesheet" href="([^"]+)">/g, (_, href: string) => {
			styles.push(href);
			return '';
		});
	if (scripts.length === 0 && styles.length === 0) return html;
	const noscript = styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
	// After the next frame (the first paint), or after a second if frames never come (a tab
	// opened in the background); once either way.
	const loader =
		'<script type="module">let started=!1;const start=()=>{if(started)return;started=!0;' +
		`for(const href of ${JSON.stringify(styles)}){const link=document.createElement("link");` +
		'link.rel="stylesheet";link.href=href;document.head.append(link)}' +
		`for(const src of ${JSON.stringify(scripts)})import(src)};` +
		'requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,1e3)</script>';
	return `${head}${body}${noscript ? `<noscript>${noscript}</noscript>` : ''}${loader}${html.slice(bodyEnd)}`;
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
					const out = afterFirstPaint(await withCriticalCss(html, dist));
					await writeFile(file, out);
					logger.info(`${page}: CSS crítico en línea (${out.length - html.length} B más)`);
				}
			},
		},
	};
}
