/**
 * The React single-page baseline of the home (issue 31): the same home as the Astro site, built
 * the way a typical React single-page app is, so the audit can measure both side by side
 * (`npm run audit -- --spa`, scripts/audit/spa.ts) and give the ratios the issue sets as goals.
 *
 * What it is: bench/spa-baseline/, a Vite build of React 19 with react-router (a browser router:
 * the home and a not-found page), a react-query client, the Supabase client created at startup
 * (the home asks for the session through react-query, as a home showing an account menu does)
 * and the error reporter (@sentry/browser with tracing and session replay, started before
 * anything else). The home is the body of the home Astro built (`<astro dist>/index.html`),
 * read here into a tree of React props (scripts/lib/htmlTree.ts) written to a generated module;
 * the app renders every node of it with createElement. Scripts are dropped, so the baseline has
 * none of the site's own behaviour (menus, counters, the cookie banner): its JavaScript is the
 * libraries and the home's markup, less than a real app that wrote those parts in React.
 *
 * The page around it comes from the same build: its title and description, its stylesheets
 * (the very files, at the same paths, and whatever their url()s load), its icon, and the
 * images the body loads are copied beside the app; the `<body>`'s attributes are kept and
 * #root is `display: contents`, so the body's flex column lays out the header, main and footer
 * as it does on the site. Hashed files go to `_astro/`, as Astro's do, so the static server
 * (scripts/serve.ts) caches them alike and scripts/precompress.ts compresses them alike.
 *
 * The build reads nothing outside the repository and needs no network: Vite's JS API with the
 * repository's env (PUBLIC_SENTRY_DSN, PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_URL, else the
 * local defaults, or the backend a test build points at). It precompresses nothing: the audit
 * does, as `astro build` does for dist/. `index.html` is copied to `404.html`, so a static host
 * (and scripts/serve.ts) answers any other path with the app, which shows its not-found page.
 *
 * Usage: node scripts/spa-baseline.ts [--dir dist] [--out dist-spa]
 */
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'vite';
import { LOCAL_SUPABASE_URL } from '../src/lib/supabase/localUrl.ts';
import { builtBackend } from './e2eBuild.ts';
import { readBuiltPage, treeAssetUrls, type BuiltPage } from './lib/htmlTree.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** The app's sources (Vite's root). */
export const spaRoot = join(repo, 'bench/spa-baseline');
/** What the build writes for the app to import: the home's tree and the copied files. */
const generated = join(spaRoot, 'generated');

const escapeText = (text: string) =>
	text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * The local file a same-site URL names inside `dist` (query and fragment left out), or null for
 * another site's URL, a data URL or a path outside `dist`.
 */
export function localFile(dist: string, url: string): string | null {
	if (!url.startsWith('/') || url.startsWith('//')) return null;
	let path: string;
	try {
		path = decodeURIComponent(new URL(url, 'http://site').pathname);
	} catch {
		return null;
	}
	const root = resolve(dist);
	const file = resolve(root, `.${path}`);
	return file.startsWith(root + sep) ? file : null;
}

/** The same-site URLs a stylesheet's url()s load, resolved against the stylesheet's own URL. */
export function cssUrls(css: string, cssUrl: string): string[] {
	const urls = new Set<string>();
	for (const match of css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)) {
		const ref = match[2]!.trim();
		if (/^(data:|[a-z]+:|#)/i.test(ref)) continue;
		const url = new URL(ref, new URL(cssUrl, 'http://site'));
		if (url.origin === 'http://site') urls.add(url.pathname);
	}
	return [...urls];
}

/** What goes into the app's `<head>`: the built page's title, description, icons and styles. */
export function headTags(page: BuiltPage): string {
	return [
		`<title>${escapeText(page.title)}</title>`,
		...(page.description
			? [`<meta name="description" content="${escapeAttribute(page.description)}">`]
			: []),
		...page.icons.map((href) => `<link rel="icon" href="${escapeAttribute(href)}">`),
		...page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
	].join('\n\t\t');
}

/** The app's `<body>` start tag, with the built page's body attributes. */
export function bodyTag(attributes: Record<string, string>): string {
	const written = Object.entries(attributes).map(([name, value]) =>
		value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`,
	);
	return `<body${written.join('')}>`;
}

/** Fills index.html's placeholder and body tag before Vite reads the page. */
function shellPlugin(page: BuiltPage): Plugin {
	return {
		name: 'spa-baseline-shell',
		transformIndexHtml: {
			order: 'pre',
			handler: (html) =>
				html
					.replace('<!--spa-baseline:head-->', headTags(page))
					.replace('<body>', bodyTag(page.bodyAttributes)),
		},
	};
}

/**
 * Copies the files the home loads from `astroDist` into `publicDir`, at the same paths: the
 * stylesheets and what their url()s load (fonts, images), the icons, and the body's images.
 * Returns the copied URL paths.
 */
function copyAssets(page: BuiltPage, astroDist: string, publicDir: string): string[] {
	const copied: string[] = [];
	const copy = (url: string): string | null => {
		const source = localFile(astroDist, url);
		if (!source || !existsSync(source) || !statSync(source).isFile()) return null;
		const target = join(publicDir, relative(resolve(astroDist), source));
		mkdirSync(dirname(target), { recursive: true });
		copyFileSync(source, target);
		copied.push(url);
		return source;
	};
	for (const href of page.stylesheets) {
		const file = copy(href);
		if (!file) throw new Error(`No se encuentra la hoja de estilos ${href} en ${astroDist}.`);
		for (const url of cssUrls(readFileSync(file, 'utf8'), href)) copy(url);
	}
	for (const url of [...page.icons, ...treeAssetUrls(page.body)]) copy(url);
	return copied;
}

/**
 * Builds the baseline from the home built in `astroDist` into `outDir` (emptied first). See the
 * top of the file.
 */
export async function buildSpaBaseline(astroDist: string, outDir: string): Promise<void> {
	const page = readBuiltPage(readFileSync(join(astroDist, 'index.html'), 'utf8'));
	rmSync(generated, { recursive: true, force: true });
	const publicDir = join(generated, 'public');
	mkdirSync(publicDir, { recursive: true });
	const treeFile = join(generated, 'home.json');
	writeFileSync(treeFile, JSON.stringify(page.body));
	copyAssets(page, astroDist, publicDir);
	// The backend the audited build talks to (a test build records its own), as the audit picks it.
	const backend =
		process.env['PUBLIC_SUPABASE_URL'] || builtBackend(astroDist) || LOCAL_SUPABASE_URL;
	const out = resolve(outDir);
	await build({
		configFile: false,
		root: spaRoot,
		base: '/',
		mode: 'production',
		logLevel: 'warn',
		publicDir,
		// The repository's .env files and PUBLIC_ variables, as the Astro build reads them.
		envDir: repo,
		envPrefix: 'PUBLIC_',
		define: { 'import.meta.env.PUBLIC_SUPABASE_URL': JSON.stringify(backend) },
		resolve: {
			alias: { '~': join(repo, 'src'), 'spa-baseline:home-tree': treeFile },
		},
		// JSX with React's automatic runtime, by Vite's own transform (no React plugin needed for a
		// production build: it only adds Fast Refresh to the dev server).
		oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
		plugins: [shellPlugin(page)],
		build: {
			outDir: out,
			emptyOutDir: true,
			assetsDir: '_astro',
			// One bundle of several hundred KB is what is being measured, not a mistake to warn about.
			chunkSizeWarningLimit: 4096,
			reportCompressedSize: false,
			rolldownOptions: {
				// The timing warning depends on how busy the machine is, not on the code: off.
				checks: { bundlerTimings: false },
				// react-query marks its modules "use client" (for React Server Components), which
				// means nothing in a client bundle: that warning, once per module, is dropped.
				onLog(level, log, handler) {
					if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
					handler(level, log);
				},
			},
		},
	});
	copyFileSync(join(out, 'index.html'), join(out, '404.html'));
}

if (import.meta.main) {
	const { values } = parseArgs({
		options: {
			dir: { type: 'string', default: 'dist' },
			out: { type: 'string', default: 'dist-spa' },
		},
	});
	if (!existsSync(join(values.dir, 'index.html'))) {
		console.error(`No hay un sitio construido en ${values.dir}: ejecuta antes «npm run build».`);
		process.exit(1);
	}
	const started = performance.now();
	await buildSpaBaseline(values.dir, values.out);
	console.log(
		`SPA de referencia en ${values.out} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
	);
}
