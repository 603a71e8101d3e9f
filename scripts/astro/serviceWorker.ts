/**
 * Astro integration that finishes every production build (`npm run build`, `npm start`, the
 * Playwright build and CI) with the browser-side extras that live outside Vite's bundle:
 * - /sw.js: src/serviceWorker/sw.ts bundled with esbuild, then Workbox's injectManifest adds the
 *   precache list (the offline page and the assets it needs). Its caches are named after a hash
 *   of the build's asset names, so each deploy starts clean.
 * - /~partytown/: the Partytown library, loaded only after cookie consent (src/lib/analytics/ga.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyLibFiles } from '@qwik.dev/partytown/utils';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { loadEnv } from 'vite';
import { injectManifest } from 'workbox-build';
import { OFFLINE_PATH } from '../../src/lib/sw/routing.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A hash of the build's hashed asset names: it changes whenever any asset changes. */
async function buildId(outDir: string): Promise<string> {
	const names = (await readdir(join(outDir, '_astro'))).sort();
	return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 12);
}

/** The /_astro/ files a built page links to (its CSS and scripts), relative to the output. */
async function assetsOf(htmlFile: string): Promise<string[]> {
	const html = await readFile(htmlFile, 'utf8');
	const found = new Set<string>();
	for (const m of html.matchAll(/(?:href|src)="\/(_astro\/[^"?#]+)"/g)) found.add(m[1] ?? '');
	found.delete('');
	return [...found].sort();
}

/** Writes dist/sw.js for a finished build. */
export async function writeServiceWorker(outDir: string, mode: string): Promise<number> {
	const env = { ...loadEnv(mode, root, 'PUBLIC_'), ...process.env };
	const id = await buildId(outDir);
	const swFile = join(outDir, 'sw.js');
	const bundled = await build({
		entryPoints: [join(root, 'src/serviceWorker/sw.ts')],
		bundle: true,
		format: 'iife',
		minify: true,
		target: 'es2022',
		write: false,
		define: {
			BUILD_ID: JSON.stringify(id),
			'process.env.NODE_ENV': '"production"',
			'import.meta.env.PUBLIC_SUPABASE_URL': JSON.stringify(env['PUBLIC_SUPABASE_URL'] ?? ''),
			'import.meta.env.PUBLIC_SUPABASE_ANON_KEY': '""',
		},
	});
	await writeFile(swFile, bundled.outputFiles[0]?.text ?? '');
	const offlineHtml = `${OFFLINE_PATH.slice(1)}/index.html`;
	const { count } = await injectManifest({
		swSrc: swFile,
		swDest: swFile,
		globDirectory: outDir,
		// The offline page and its assets, and what the installed app needs to start without a
		// connection (its manifest and icons; the start page falls back to the offline page).
		globPatterns: [
			offlineHtml,
			...(await assetsOf(join(outDir, offlineHtml))),
			'manifest.webmanifest',
			'icons/*.png',
		],
		// Hashed names already change with their content: no revision needed for them.
		dontCacheBustURLsMatching: /^_astro\//,
		manifestTransforms: [
			(entries) => ({
				manifest: entries.map((e) =>
					e.url === offlineHtml ? { ...e, url: OFFLINE_PATH } : { ...e, url: `/${e.url}` },
				),
				warnings: [],
			}),
		],
	});
	return count;
}

/** The integration: service worker and Partytown library after each build. */
export function serviceWorker(): AstroIntegration {
	let mode = 'production';
	return {
		name: 'service-worker',
		hooks: {
			'astro:config:setup': ({ command }) => {
				mode = command === 'dev' ? 'development' : 'production';
			},
			'astro:build:done': async ({ dir, logger }) => {
				const outDir = fileURLToPath(dir);
				await copyLibFiles(join(outDir, '~partytown'), { debugDir: false });
				const count = await writeServiceWorker(outDir, mode);
				logger.info(`sw.js escrito (${count} ficheros precargados)`);
			},
		},
	};
}
