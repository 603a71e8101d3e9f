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
 * Then the page's module scripts and the rules of the stylesheet it did not inline (cssRest) are
 * requested after the first frame (afterFirstPaint): LCP median 1,35 → 0,93–1,06 s (Lighthouse
 * mobile, 5 runs), 0,48× the React single-page home in the same run (was 0,62×).
 *
 * Only the pages listed get it: deciding which rules match reads the whole page and the whole
 * stylesheet (tens of milliseconds), too slow for the tens of thousands of portal pages.
 */
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';
import postcss, { type AtRule, type ChildNode, type Node } from 'postcss';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * Rules always kept:
 * - those that depend on what the head scripts set before the first paint, which the static
 *   markup does not have: the dark theme (`.dark` on <html>) and the stored session
 *   (`data-session`, which swaps the header's sign-in buttons for the account box);
 * - Tailwind's `space-*` and `divide-*` rules and group variants, written as `:where(…)` and
 *   `:is(…)`, which Beasties cannot match against the page and would drop: without them the
 *   lists below the fold grew 12 px when the stylesheet arrived;
 * - the `::backdrop` rules (Tailwind's reset and variable defaults), which match nothing until a
 *   dialog opens, but which, added after the first paint with the rest of the rules (see
 *   afterFirstPaint), made Chromium restyle every element of the page: inserting the rest took
 *   1,0 ms without them and 10,6 ms with them (median of 15, the home in Chromium).
 */
const keptRules = [
	/\.dark\b/,
	/\[data-session\]/,
	/^:where\(\.(space|divide)-/,
	/^:is\(:where\(\.(group|peer)\)/,
	/::backdrop/,
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

/** Selector or at-rule text without the spaces that do not change its meaning. */
const squash = (text: string) =>
	text
		.replace(/\s+/g, ' ')
		.replace(/\s*([>+~,():])\s*/g, '$1')
		.trim();

/** The at-rules around a node, outermost first (`@layer utilities/@media(min-width:40rem)`). */
function contextOf(node: ChildNode): string {
	const chain: string[] = [];
	let parent: Node | undefined = node.parent;
	while (parent?.type === 'atrule') {
		const at = parent as AtRule;
		chain.unshift(`@${at.name}${squash(at.params)}`);
		parent = at.parent;
	}
	return chain.join('/');
}

/** An at-rule without rules inside (`@property`, `@font-face`, `@layer a, b;`), as one key. */
const leafKey = (at: AtRule) =>
	`${contextOf(at)}|@${at.name}${squash(at.params)}{${squash((at.nodes ?? []).map(String).join(';'))}}`;

const hasRules = (at: AtRule) =>
	(at.nodes ?? []).some((node) => node.type === 'rule' || node.type === 'atrule');

/**
 * The rules of `full` that the inline `critical` CSS does not hold: each rule keeps only the
 * selectors not inlined in the same at-rules (Beasties inlines the selectors of a list that match
 * the page), and at-rules left empty go. Beasties' own "pruned source" cannot be used: it drops
 * every rule nested in an at-rule that kept one (all of Tailwind's, inside @layer).
 */
export function cssRest(full: string, critical: string): string {
	const inline = new Set<string>();
	const inlineRoot = postcss.parse(critical);
	inlineRoot.walkRules((rule) => {
		for (const selector of rule.selectors) inline.add(`${contextOf(rule)}|${squash(selector)}`);
	});
	inlineRoot.walkAtRules((at) => {
		if (!hasRules(at)) inline.add(leafKey(at));
	});
	const root = postcss.parse(full);
	root.walkRules((rule) => {
		const context = contextOf(rule);
		const left = rule.selectors.filter((selector) => !inline.has(`${context}|${squash(selector)}`));
		if (left.length === 0) rule.remove();
		else if (left.length < rule.selectors.length) rule.selectors = left;
	});
	root.walkAtRules((at) => {
		if (!hasRules(at) && inline.has(leafKey(at))) at.remove();
	});
	// Innermost first, so an at-rule that only held empty ones goes too.
	const empty: AtRule[] = [];
	root.walkAtRules((at) => {
		if (at.nodes !== undefined && at.nodes.length === 0) empty.push(at);
	});
	for (let at = empty.pop(); at; at = empty.pop()) {
		const parent = at.parent;
		at.remove();
		if (parent?.type === 'atrule' && (parent as AtRule).nodes?.length === 0) empty.push(parent);
	}
	return root.toString().trim();
}

/** The inline CSS Beasties wrote into a page's <head>. */
export function inlineCss(html: string): string {
	const head = html.slice(0, html.indexOf('</head>'));
	return [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

/** Where a stylesheet's rest is written: next to it, named by its content (cached for a year). */
export function restSheetPath(sheet: string, rest: string): string {
	const hash = createHash('sha256').update(rest).digest('base64url').slice(0, 8);
	return sheet.replace(/(\.[\w-]+)?\.css$/, `.resto.${hash}.css`);
}

/**
 * The page's external module scripts and its stylesheet (or the stylesheet's rest, see below),
 * requested once the first frame is painted by one small inline script at the end of <body>,
 * instead of while the HTML is parsed. Lighthouse estimates the LCP from every request that
 * ended before the heading was painted: on a fast machine the scripts and the stylesheet often
 * had, and its 150 ms phone round trips were counted for each. What is usable from the first
 * paint does not wait for them: the cookie banner's boot script applies a choice tapped before
 * its module runs (consentBannerBootScript). The scripts are independent (each sets up its own
 * widget, reading document.readyState where it waits for the load), so their order does not
 * matter. Without JavaScript, a <noscript> link still brings the whole stylesheet.
 *
 * `rest` maps a stylesheet's address to a sheet with only the rules the page did not inline (or
 * to null when it inlined them all). The loader applies that one instead: adding the whole sheet
 * again made the browser restyle every element of the page after the first paint (14–28 ms on a
 * fast machine, four times that on Lighthouse's phone, all of it blocking), while rules that
 * match nothing on the page yet restyle nothing. The next page still finds the whole stylesheet
 * cached: the service worker, registered on load, precaches it with the offline page.
 */
export function afterFirstPaint(
	html: string,
	rest: ReadonlyMap<string, string | null> = new Map(),
): string {
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
	const apply = styles.flatMap((href) => {
		const own = rest.get(href);
		return own === undefined ? [href] : own === null ? [] : [own];
	});
	// After the next frame (the first paint), or after a second if frames never come (a tab
	// opened in the background); once either way.
	const sheets =
		apply.length === 0
			? ''
			: `for(const href of ${JSON.stringify(apply)}){const link=document.createElement("link");` +
				'link.rel="stylesheet";link.href=href;document.head.append(link)}';
	const loader =
		'<script type="module">let started=!1;const start=()=>{if(started)return;started=!0;' +
		sheets +
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
					const critical = await withCriticalCss(html, dist);
					const inline = inlineCss(critical);
					const rest = new Map<string, string | null>();
					const sizes: string[] = [];
					for (const [, href] of critical.matchAll(/<link rel="stylesheet" href="(\/[^"]+)">/g)) {
						if (!href || rest.has(href)) continue;
						const rules = cssRest(await readFile(join(dist, href), 'utf8'), inline);
						sizes.push(`${href}: ${rules.length} B`);
						if (rules === '') {
							rest.set(href, null);
							continue;
						}
						const path = restSheetPath(href, rules);
						await writeFile(join(dist, path), rules);
						rest.set(href, path);
					}
					const out = afterFirstPaint(critical, rest);
					await writeFile(file, out);
					logger.info(
						`${page}: CSS crítico en línea (${out.length - html.length} B más); resto de la hoja: ${sizes.join(', ')}`,
					);
				}
			},
		},
	};
}
