import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from './fixtures.ts';
import { pendingAnchors, pendingRoutes } from '../fixtures/pendingLinks.ts';

/**
 * Build-level checks over every HTML file the e2e build produced (the same build the browser
 * tests use): links and anchors resolve, and every page has its head data and valid JSON-LD.
 */
const port = process.env['E2E_PORT'] ?? '4329';
const dist = join(process.cwd(), 'dist-e2e', port);

function htmlFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return entry.name.startsWith('~') ? [] : htmlFiles(path);
		return entry.name.endsWith('.html') ? [path] : [];
	});
}

/** URL path of a built file: dist/a/b/index.html → /a/b. */
function pathOf(file: string): string {
	const rel = `/${relative(dist, file)}`.replace(/\/index\.html$/, '').replace(/\.html$/, '');
	return rel === '' ? '/' : rel;
}

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

test('every internal link and anchor resolves, and every page has its head data', () => {
	expect(existsSync(dist), `no hay build en ${dist}`).toBe(true);
	const files = htmlFiles(dist);
	const pages = new Map(files.map((f) => [pathOf(f), readFileSync(f, 'utf8')]));
	const problems: string[] = [];

	for (const [path, html] of pages) {
		if (/http-equiv="refresh"/.test(html)) problems.push(`${path}: página de redirección HTML`);
		const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
		if (h1s !== 1) problems.push(`${path}: ${h1s} h1`);
		if (!/<title>[^<]+<\/title>/.test(html)) problems.push(`${path}: sin <title>`);
		if (!/<meta name="description" content="[^"]{20,}"/.test(html))
			problems.push(`${path}: sin descripción`);
		if (!/<link rel="canonical" href="https:\/\/www\.[^"]+"/.test(html))
			problems.push(`${path}: sin canonical www`);

		for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
			try {
				const data = JSON.parse(m[1] ?? '') as Record<string, unknown>;
				if (data['@context'] !== 'https://schema.org' || typeof data['@type'] !== 'string') {
					problems.push(`${path}: JSON-LD sin @context o @type`);
				}
				const required: Record<string, string[]> = {
					FinancialService: ['name', 'url', 'telephone', 'address'],
					BreadcrumbList: ['itemListElement'],
					FAQPage: ['mainEntity'],
					NewsArticle: ['headline', 'datePublished', 'author', 'publisher'],
					Article: ['headline', 'datePublished', 'author', 'publisher'],
					DefinedTermSet: ['name', 'hasDefinedTerm'],
				};
				for (const field of required[data['@type'] as string] ?? []) {
					if (!(field in data)) problems.push(`${path}: ${String(data['@type'])} sin ${field}`);
				}
			} catch {
				problems.push(`${path}: JSON-LD que no se puede leer`);
			}
		}

		for (const m of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
			const href = (m[1] ?? '').replace(/&amp;/g, '&');
			if (!href.startsWith('/') || href.startsWith('//')) continue;
			const url = new URL(href, 'http://x');
			const target = url.pathname.replace(/\/$/, '') || '/';
			if (pendingRoutes.includes(target)) continue;
			if (target.startsWith('/_astro/') || /\.(xml|txt|svg|png|csv)$/.test(target)) continue;
			const targetHtml = pages.get(target);
			if (targetHtml === undefined) {
				problems.push(`${path}: enlace roto ${href}`);
				continue;
			}
			const anchor = decodeURIComponent(url.hash.slice(1));
			if (target === '/herramientas' && pendingAnchors.includes(anchor)) {
				// Issue 10, item 20: no page promises a tool that tools.json marks unavailable.
				problems.push(`${path}: enlace a una herramienta aún no disponible ${href}`);
			} else if (anchor && !ids(targetHtml).has(anchor)) {
				problems.push(`${path}: ancla inexistente ${href}`);
			}
		}
	}
	expect([...new Set(problems)]).toEqual([]);
});

test('a dynamic import preloads no chunk its importer has already loaded (the preload helper included)', () => {
	const assets = join(dist, '_astro');
	const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
	const helper = scripts.find((f) => f.startsWith('preload-helper.'));
	expect(helper, 'no hay preload-helper en el build').toBeDefined();
	let lists = 0;
	for (const file of scripts) {
		const code = readFileSync(join(assets, file), 'utf8');
		// Vite writes each chunk's preload lists as one array of file names: m.f||(m.f=[…]).
		const deps = /m\.f\|\|\(m\.f=\[([^\]]*)\]\)/.exec(code)?.[1];
		if (deps === undefined) continue;
		lists++;
		// A chunk that calls the helper imports it statically, so it is loaded already.
		expect(deps, `${file} precarga el propio preload-helper`).not.toContain(`/${helper}`);
	}
	expect(lists).toBeGreaterThan(0);
});
