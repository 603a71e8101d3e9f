/**
 * Inlines the stylesheets of a few pages into their HTML after the build (`<link rel=stylesheet>`
 * becomes `<style>`), so the first paint does not wait for a second request: on Lighthouse's
 * throttled phone the home's stylesheet cost its first paint a round trip. Only for the pages a
 * visitor most often lands on first and that have no cached stylesheet yet: every other page keeps
 * the shared, cached file (inlining it everywhere would also add ~65 KB to each of the thousands of
 * pages). The CSP allows inline styles ('unsafe-inline' in style-src, see public/_headers); the
 * stylesheet's url() references are absolute (/_astro/…), so they resolve the same inline.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const stylesheetLink = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>/g;

/** The page's HTML with each local stylesheet link replaced by a style element holding it. */
export async function inlineStylesheets(html: string, readCss: (href: string) => Promise<string>) {
	let out = '';
	let last = 0;
	for (const match of html.matchAll(stylesheetLink)) {
		const css = await readCss(match[1]!);
		out += `${html.slice(last, match.index)}<style>${css.replaceAll('</style', '<\\/style')}</style>`;
		last = match.index + match[0].length;
	}
	return out + html.slice(last);
}

export function inlineStyles(pages: readonly string[]): AstroIntegration {
	return {
		name: 'inline-styles',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const root = fileURLToPath(dir);
				for (const page of pages) {
					const file = join(root, page);
					const html = await readFile(file, 'utf8');
					const inlined = await inlineStylesheets(html, (href) =>
						readFile(join(root, href), 'utf8'),
					);
					await writeFile(file, inlined);
					logger.info(`${page}: hojas de estilo en línea (${inlined.length - html.length} B más)`);
				}
			},
		},
	};
}
