import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs } from '../chromium.ts';
import { axeViolationsOf } from '../lib/wcag.ts';

/** axe (WCAG 2.2 AA) over sitemap URLs in the light and dark themes. */

/** Every page path the sitemap lists (sitemap-index.xml and its sitemap files), as /a/b. */
export function sitemapPaths(dir: string): string[] {
	const paths = new Set<string>();
	for (const file of readdirSync(dir).filter((f) => /^sitemap-\d+\.xml$/.test(f))) {
		const xml = readFileSync(join(dir, file), 'utf8');
		for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
			// Without the trailing slash the build writes: the form the template families match.
			paths.add(new URL(loc!).pathname.replace(/(.)\/$/, '$1'));
		}
	}
	return [...paths].sort();
}

export interface AxeRow {
	path: string;
	theme: 'light' | 'dark';
	violations: { id: string; help: string; nodes: number }[];
}

export async function runAxe(base: string, chromePath: string, paths: string[]): Promise<AxeRow[]> {
	const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
	const rows: AxeRow[] = [];
	try {
		for (const theme of ['light', 'dark'] as const) {
			const context = await browser.newContext({ locale: 'es-ES' });
			await context.addInitScript((t) => {
				localStorage.setItem('theme', t);
				localStorage.setItem('cookie-consent', 'rejected');
			}, theme);
			const queue = [...paths];
			// Two pages at a time: the machines have two cores.
			const worker = async () => {
				const page = await context.newPage();
				for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
					await page.goto(base + path, { waitUntil: 'load' });
					const violations = await axeViolationsOf(page);
					rows.push({
						path,
						theme,
						violations: violations.map((v) => ({
							id: v.id,
							help: v.help,
							nodes: v.targets.length,
						})),
					});
				}
				await page.close();
			};
			await Promise.all([worker(), worker()]);
			await context.close();
		}
	} finally {
		await browser.close();
	}
	return rows;
}
