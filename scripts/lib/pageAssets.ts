import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** `file` and every module it imports statically: what loading it downloads. */
export function moduleClosure(file: string): string[] {
	const seen = new Set<string>();
	addModule(file, seen);
	seen.delete('');
	return [...seen];
}

/** What a built page makes the browser download, found by reading its HTML. */
export interface PageAssets {
	inlineJs: string[];
	inlineCss: string[];
	/**
	 * JS files, including every module they import statically (what hydration loads); the
	 * islands of calculators that open on demand (`client:tool`) are left out.
	 */
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

/** The dynamic `import("./x.js")` targets of a built module, as files. */
function dynamicImports(file: string): string[] {
	const code = readFileSync(file, 'utf8');
	// Vite writes them with backticks: import(`./client.x.js`).
	return [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) =>
		resolve(dirname(file), m[1] ?? ''),
	);
}

/**
 * JS of a page, gzip: what loads with it (`initial`) and what its modules import on demand
 * (`lazy`: the modules reached through dynamic imports that the page did not load already).
 */
export function onDemandJs(html: string, dist: string): { initial: number; lazy: number } {
	const gz = (f: string) => gzipSync(readFileSync(f), { level: 9 }).length;
	const initial = new Set(pageAssets(html, dist).jsFiles);
	const lazy = new Set<string>();
	for (const file of [...initial]) {
		for (const target of dynamicImports(file)) addModule(target, lazy);
	}
	for (const file of lazy) {
		for (const target of dynamicImports(file)) addModule(target, lazy);
	}
	const extra = [...lazy].filter((f) => f !== '' && !initial.has(f));
	return {
		initial: [...initial].reduce((sum, f) => sum + gz(f), 0),
		lazy: extra.reduce((sum, f) => sum + gz(f), 0),
	};
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
		// A calculator behind `client:tool` loads only when it is opened (scripts/bench-tools.ts
		// measures it), not with the page.
		if (attr(m[1] ?? '', 'client') === 'tool') continue;
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
	const loadsIsland = [...html.matchAll(/<astro-island\b([^>]*)>/g)].some(
		(m) => attr(m[1] ?? '', 'client') !== 'tool',
	);
	const react =
		loadsIsland &&
		jsFiles.some(
			(f) => /react|client\.[\w-]+\.js$/.test(f) || readFileSync(f, 'utf8').includes('react.'),
		);
	return { inlineJs, inlineCss, jsFiles, cssFiles, react };
}

/** JS of the islands of a page, gzip: what each island loads alone, and what they share. */
export interface IslandSizes {
	islands: { name: string; own: number; total: number }[];
	/** Modules loaded by two or more islands (engine, zod, data…), counted once. */
	shared: number;
	/** Each shared module: file name, raw and gzip bytes, and how many islands load it. */
	sharedChunks: { name: string; bytes: number; gzip: number; islands: number }[];
}

/** Gzip sizes of each island of a page (renderer excluded): its own modules and the shared ones. */
export function islandSizes(html: string, dist: string): IslandSizes {
	const local = (url: string) => join(dist, url.split('?')[0] ?? url);
	const gz = (f: string) => gzipSync(readFileSync(f), { level: 9 }).length;
	const renderer = new Set<string>();
	const tags = [...html.matchAll(/<astro-island\b([^>]*)>/g)].map((m) => m[1] ?? '');
	for (const tag of tags) {
		const url = attr(tag, 'renderer-url');
		if (url?.startsWith('/')) addModule(local(url), renderer);
	}
	const perIsland = tags.flatMap((tag) => {
		const url = attr(tag, 'component-url');
		if (!url?.startsWith('/')) return [];
		const files = new Set<string>();
		addModule(local(url), files);
		const own = [...files].filter((f) => f !== '' && !renderer.has(f));
		return [{ name: basename(url).replace(/\.[\w-]+\.js$/, ''), files: own }];
	});
	const uses = new Map<string, number>();
	for (const island of perIsland) for (const f of island.files) uses.set(f, (uses.get(f) ?? 0) + 1);
	const sharedFiles = [...uses].filter(([, n]) => n > 1);
	const shared = sharedFiles.reduce((sum, [f]) => sum + gz(f), 0);
	return {
		shared,
		sharedChunks: sharedFiles.map(([f, n]) => ({
			name: basename(f),
			bytes: readFileSync(f).length,
			gzip: gz(f),
			islands: n,
		})),
		islands: perIsland.map((island) => ({
			name: island.name,
			own: island.files.filter((f) => uses.get(f) === 1).reduce((sum, f) => sum + gz(f), 0),
			total: island.files.reduce((sum, f) => sum + gz(f), 0),
		})),
	};
}

/**
 * JS files a page may load on demand beyond `loaded`: the targets of dynamic `import()` (and
 * the chunks Vite's preload list names), followed through their own imports. For a content
 * page this is what a signed-in visitor adds: the header island, React and supabase-js.
 */
export function lazyModules(loaded: readonly string[], dist: string): string[] {
	// Absolute paths throughout, so a chunk reached two ways is counted once.
	const seen = new Set(loaded.map((f) => resolve(f)));
	const queue = [...seen];
	const extra: string[] = [];
	while (queue.length > 0) {
		const file = queue.shift() ?? '';
		const code = readFileSync(file, 'utf8');
		const targets = [
			...[...code.matchAll(/import\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g)].map((m) =>
				resolve(dirname(file), m[1] ?? ''),
			),
			...[...code.matchAll(/["'`](_astro\/[^"'`]+\.js)["'`]/g)].map((m) =>
				resolve(dist, m[1] ?? ''),
			),
		];
		for (const target of targets) {
			if (seen.has(target)) continue;
			const before = new Set(seen);
			addModule(target, seen);
			for (const added of seen) {
				if (before.has(added)) continue;
				extra.push(added);
				queue.push(added);
			}
		}
	}
	return extra;
}
