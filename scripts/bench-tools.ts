/**
 * The calculators of /herramientas, one by one: the JS (gzip) a tool downloads when it opens,
 * beyond what the page already loaded, and the DOM elements of its section before it opens and
 * once open, measured in Chromium over the built site served by `npm start`'s server. Also the
 * height reserved for each tool against the height it takes open (phone and wide screen), which
 * is what keeps opening it from moving the page (src/lib/tools/toolShell.ts).
 *
 * Usage: node scripts/bench-tools.ts [dist]   (npm run bench runs it too)
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.ts';
import { moduleClosure, pageAssets } from './lib/pageAssets.ts';
import { createStaticServer } from './serve.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Per calculator island of a built page: the JS files its hydration adds to the page's own. */
export function toolJs(html: string, dist: string): { id: string; files: string[] }[] {
	// What the page loads on arrival (pageAssets leaves the client:tool islands out).
	const initial = new Set(pageAssets(html, dist).jsFiles);
	const out: { id: string; files: string[] }[] = [];
	for (const m of html.matchAll(
		/data-tool-shell="([^"]+)"[\s\S]*?<astro-island\b([^>]*client="tool"[^>]*)>/g,
	)) {
		const files = new Set<string>();
		for (const name of ['component-url', 'renderer-url']) {
			const url = attr(m[2] ?? '', name);
			if (url) for (const f of moduleClosure(join(dist, url))) files.add(f);
		}
		out.push({ id: m[1] ?? '', files: [...files].filter((f) => !initial.has(f)) });
	}
	return out;
}

/** The React renderer's modules (react-dom and the client), shared by every island. */
function rendererFiles(html: string, dist: string): string[] {
	const url = /renderer-url="([^"]+)"/.exec(html)?.[1];
	return url ? moduleClosure(join(dist, url)) : [];
}

interface DomFigures {
	id: string;
	before: number;
	after: number;
	reservedRem: number;
	contentRem: number;
}

/** Opens each calculator of `path` in turn (scrolling to it) and counts its section's elements. */
async function measureDom(base: string, path: string, width: number): Promise<DomFigures[]> {
	const browser = await chromium.launch({
		executablePath: findChromium() ?? '',
		args: chromiumArgs,
	});
	try {
		const context = await browser.newContext({ viewport: { width, height: 823 } });
		await context.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
		const page = await context.newPage();
		await page.goto(base + path, { waitUntil: 'networkidle' });
		const ids = await page.$$eval('[data-tool-shell]', (els) =>
			els.map((e) => (e as HTMLElement).dataset['toolShell'] ?? ''),
		);
		const count = (id: string) =>
			page.$eval(`section#${id}`, (s) => s.querySelectorAll('*').length);
		const before = new Map<string, number>();
		for (const id of ids) before.set(id, await count(id));
		const rows: DomFigures[] = [];
		for (const id of ids) {
			const shell = page.locator(`[data-tool-shell="${id}"]`);
			// The reservation (min-height), read with the shell closed: it drops it once open.
			const reserved = await shell.evaluate((e) => {
				const opened = e.hasAttribute('data-opened');
				e.removeAttribute('data-opened');
				const height = parseFloat(getComputedStyle(e).minHeight) || 0;
				if (opened) e.setAttribute('data-opened', '');
				return height;
			});
			await shell.scrollIntoViewIfNeeded();
			await page.waitForFunction(
				(i) => document.querySelector(`[data-tool-shell="${i}"]`)?.hasAttribute('data-opened'),
				id,
			);
			await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
			const content = await shell.evaluate(
				(e) =>
					e.querySelector('astro-island')?.firstElementChild?.getBoundingClientRect().height ?? 0,
			);
			rows.push({
				id,
				before: before.get(id) ?? 0,
				after: await count(id),
				reservedRem: reserved / 16,
				contentRem: content / 16,
			});
		}
		await context.close();
		return rows;
	} finally {
		await browser.close();
	}
}

/** Prints the per-calculator table for /herramientas (and the landing pages' single tool). */
export async function benchTools(dist: string): Promise<void> {
	const file = join(dist, 'herramientas/index.html');
	if (!existsSync(file) || !findChromium()) {
		console.log('\nCalculadoras de /herramientas: (sin construir o sin Chromium)');
		return;
	}
	const js = new Map(toolJs(readFileSync(file, 'utf8'), dist).map((t) => [t.id, t.files]));
	const server = createStaticServer(dist);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	try {
		const phone = await measureDom(base, '/herramientas', 412);
		const tablet = new Map((await measureDom(base, '/herramientas', 820)).map((r) => [r.id, r]));
		const wide = new Map((await measureDom(base, '/herramientas', 1280)).map((r) => [r.id, r]));
		const renderer = rendererFiles(readFileSync(file, 'utf8'), dist);
		const rendererGz = renderer.reduce((n, f) => n + gz(f), 0);
		console.log(
			`\nCalculadoras de /herramientas: JS gzip al abrirse (la primera que se abre trae además React, ${kb(rendererGz)}) y elementos del DOM de su sección`,
		);
		console.log(
			'  Herramienta               JS al abrir  Elementos: cerrada → abierta   Alto reservado / abierta (412 px; 820 px; 1280 px)',
		);
		const rem = (r: DomFigures | undefined) =>
			r ? `${r.reservedRem.toFixed(1)} / ${r.contentRem.toFixed(1)} rem` : '-';
		for (const row of phone) {
			const own = (js.get(row.id) ?? []).filter((f) => !renderer.includes(f));
			console.log(
				`  ${row.id.padEnd(24)} ${kb(own.reduce((n, f) => n + gz(f), 0)).padStart(10)}   ${String(row.before).padStart(8)} → ${String(row.after).padEnd(8)}          ${rem(row)}; ${rem(tablet.get(row.id))}; ${rem(wide.get(row.id))}`,
			);
		}
		const all = new Set([...js.values()].flat());
		console.log(
			`  Todas abiertas: ${kb([...all].reduce((n, f) => n + gz(f), 0))} de JS (React incluido) en ${all.size} ficheros`,
		);
	} finally {
		server.close();
	}
}

if (import.meta.main) {
	await benchTools(process.argv[2] ?? 'dist');
	process.exit(0);
}
