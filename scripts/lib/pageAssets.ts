import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a built page makes the browser download, found by reading its HTML. */
export interface PageAssets {
	inlineJs: string[];
	inlineCss: string[];
	/** JS files, including every module they import statically (what hydration loads). */
	jsFiles: string[];
	cssFiles: string[];
	/** Whether a React renderer or island is on the page. */
	react: boolean;
}

const attr = (tag: string, name: string) =>
	new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag)?.slice(1).find(Boolean);

/** Adds `file` and, recursively, the files its static `import` statements name. */
function addModule(file: string, seen: Set<string>): void {
	if (seen.has(file)) return;
	seen.add(file);
	const code = readFileSync(file, 'utf8');
	for (const m of code.matchAll(
		/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
	)) {
		const spec = m[1] ?? '';
		addModule(spec.startsWith('/') ? '' : resolve(dirname(file), spec), seen);
	}
}

/** Lists the scripts and styles of one HTML page of the site built in `dist`. */
export function pageAssets(html: string, dist: string): PageAssets {
	const inlineJs: string[] = [];
	const jsSeen = new Set<string>();
	const local = (url: string) => join(dist, url.split('?')[0] ?? url);
	for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
		const tag = m[1] ?? '';
		const src = attr(tag, 'src');
		if (src?.startsWith('/')) addModule(local(src), jsSeen);
		else if (!/type=["']?application\/(ld\+)?json/.test(tag) && (m[2] ?? '').trim()) {
			inlineJs.push(m[2] ?? '');
			// Inline modules may import chunks too.
			for (const imp of (m[2] ?? '').matchAll(/from\s*["'](\/_astro\/[^"']+\.js)["']/g)) {
				addModule(local(imp[1] ?? ''), jsSeen);
			}
		}
	}
	for (const m of html.matchAll(/<astro-island\b([^>]*)>/g)) {
		for (const name of ['component-url', 'renderer-url']) {
			const url = attr(m[1] ?? '', name);
			if (url?.startsWith('/')) addModule(local(url), jsSeen);
		}
	}
	for (const m of html.matchAll(/<link\b([^>]*rel=["']?modulepreload[^>]*)>/g)) {
		const href = attr(m[1] ?? '', 'href');
		if (href?.startsWith('/')) addModule(local(href), jsSeen);
	}
	const cssFiles = [...html.matchAll(/<link\b([^>]*rel=["']?stylesheet[^>]*)>/g)]
		.map((m) => attr(m[1] ?? '', 'href'))
		.filter((href): href is string => Boolean(href?.startsWith('/')))
		.map(local);
	const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
	jsSeen.delete('');
	const jsFiles = [...jsSeen];
	const react =
		html.includes('<astro-island') &&
		jsFiles.some(
			(f) => /react|client\.[\w-]+\.js$/.test(f) || readFileSync(f, 'utf8').includes('react.'),
		);
	return { inlineJs, inlineCss, jsFiles, cssFiles, react };
}

/** Gzip size of each island of a page: its component module and what it imports, minus the renderer. */
export function islandSizes(html: string, dist: string): { name: string; gzip: number }[] {
	const local = (url: string) => join(dist, url.split('?')[0] ?? url);
	const renderer = new Set<string>();
	const out: { name: string; gzip: number }[] = [];
	const islands = [...html.matchAll(/<astro-island\b([^>]*)>/g)].map((m) => m[1] ?? '');
	for (const tag of islands) {
		const url = attr(tag, 'renderer-url');
		if (url?.startsWith('/')) addModule(local(url), renderer);
	}
	for (const tag of islands) {
		const url = attr(tag, 'component-url');
		if (!url?.startsWith('/')) continue;
		const files = new Set<string>();
		addModule(local(url), files);
		const gzip = [...files]
			.filter((f) => f !== '' && !renderer.has(f))
			.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);
		out.push({ name: basename(url).replace(/\.[\w-]+\.js$/, ''), gzip });
	}
	return out;
}
