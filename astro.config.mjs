// @ts-check
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { serviceWorker } from './scripts/astro/serviceWorker.ts';
import { clientDirective } from './scripts/astro/clientDirective.ts';
import { sessionDirective } from './scripts/astro/sessionDirective.ts';
import { toolDirective } from './scripts/astro/toolDirective.ts';
import { buildReport } from './scripts/buildReport.ts';
import { tableRegionPlugin } from './src/lib/content/tableRegionPlugin.ts';
import { noindexPaths } from './src/lib/site/routes.ts';
import { siteOrigin } from './src/lib/site/site.ts';
import { toolLinksPlugin } from './src/lib/tools/toolLinks.ts';
import { precompressIntegration } from './scripts/precompress.ts';
import { e2eRoutes } from './scripts/astro/e2eRoutes.mjs';
import { ocrAssets } from './scripts/ocrAssets.ts';
import { securityHeaders } from './scripts/astro/securityHeaders.ts';
import { modulePreloads } from './scripts/astro/modulePreloads.ts';
import { compileHints } from './scripts/astro/compileHints.ts';
import { criticalCss } from './scripts/astro/criticalCss.ts';
import { sharedSiteScan } from './scripts/lib/siteScan.ts';

/** Paths kept out of the sitemap: private areas, utilities, aliases and test pages. */
const unlisted = [...noindexPaths, '/404', '/__e2e'];

/** One read of every built page after the build, for the build report and the CSP's hashes. */
const siteScan = sharedSiteScan();

export default defineConfig({
	site: siteOrigin,
	output: 'static',
	trailingSlash: 'ignore',
	build: { format: 'directory' },
	// Redirects (/terms → /terminos) live in public/_redirects: a real 301 from the host and from
	// scripts/serve.ts, instead of an HTML page with a meta refresh.
	// Astro 7's default Markdown/MDX processor (Sätteri, a dependency of astro), extended so that
	// articles link to calculators as tool:<id> (the URL comes from the catalogue) and every prose
	// table scrolls inside its own focusable, labelled region on a phone.
	markdown: {
		processor: satteri({ mdastPlugins: [toolLinksPlugin], hastPlugins: [tableRegionPlugin] }),
	},
	integrations: [
		react(),
		// client:tool: calculators hydrate when near the screen, used, or named by the link.
		toolDirective(),
		// client:session: a private page's island loads only for a stored session (else: sign in).
		sessionDirective(),
		// client:auth: /auth is server-rendered and hydrates on the first interaction.
		clientDirective('auth', new URL('./src/islands/auth/authDirective.ts', import.meta.url)),
		// client:token: /formulario's island loads only when the link carries a form token.
		clientDirective(
			'token',
			new URL('./src/islands/clientForm/tokenDirective.ts', import.meta.url),
		),
		// client:interaction: an island hydrates on the first interaction inside it, or at once
		// when the link names its tool (client:interaction="valoracion").
		clientDirective(
			'interaction',
			new URL('./src/islands/shared/interactionDirective.ts', import.meta.url),
		),
		mdx(),
		sitemap({
			filter: (page) => {
				const path = new URL(page).pathname.replace(/\/$/, '') || '/';
				return !unlisted.some((p) => path === p || path.startsWith(`${p}/`));
			},
		}),
		// The home's critical CSS inline; its stylesheet and module scripts requested after the
		// first paint (before the hooks below, which read and compress the pages).
		criticalCss({ pages: ['index.html'] }),
		// /sw.js and the Partytown library (requested only after cookie consent) after each build.
		serviceWorker(),
		e2eRoutes(),
		// The OCR engine of the document analysis, served by the site (no CDN).
		ocrAssets(),
		// /build-report.json: pages per template and broken internal links, for /revision-codigo.
		buildReport(siteScan),
		// dist/_headers from public/_headers: the CSP with the hashes of the pages' inline scripts
		// and the build's Supabase, error-reporter and analytics hosts (after the hooks above, which
		// write pages and the Partytown files it hashes).
		securityHeaders(siteScan),
		// Last: brotli and gzip copies of everything the build and the hooks above wrote.
		precompressIntegration(),
	],
	vite: {
		// modulePreloads: an import() preloads only the chunks its importer has not loaded already,
		// and none for the imports made while the page starts (the header's session code, the
		// panel's and the admin area's sections, and supabase-js with the query modules that each store imports when it
		// starts, often while React renders the island that reads it).
		plugins: [
			tailwindcss(),
			// V8 compiles React DOM and supabase-js while they load instead of function by function
			// inside the signed-in pages' first tasks (scripts/astro/compileHints.ts).
			compileHints({
				eager: [
					/\/node_modules\/react-dom\/cjs\/react-dom-client\./,
					// realtime-js (and phoenix, its socket) has a chunk of its own since the script-only
					// bell loads it alone, at idle (issue 45): nothing waits on it, so it compiles lazily.
					/\/node_modules\/@supabase\/(?!realtime-js\/|phoenix\/)[\w-]+\//,
				],
			}),
			modulePreloads({
				atStart: [
					/\/src\/islands\/session\/(headerLite|mountSession)\.tsx?$/,
					// The script-only bell's Realtime client, opened once the page is idle (issue 45).
					/\/node_modules\/@supabase\/(realtime-js|phoenix)\//,
					/\/src\/islands\/\w+\/\w+Section\.tsx$/,
					/\/src\/lib\/supabase\/[\w/]+\.ts$/,
				],
			}),
		],
		resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
		build: {
			rolldownOptions: {
				// The timing warning depends on how busy the machine is, not on the code: off.
				checks: { bundlerTimings: false },
				// Astro's MDX compiler marks every article module with the directive
				// "use astro:head-inject", which Rolldown reports once per MDX file as
				// MODULE_LEVEL_DIRECTIVE although Astro reads it before bundling and nothing is lost
				// (withastro/astro#18087, open). Only that warning is dropped; every other passes.
				onLog(level, log, handler) {
					if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('astro:head-inject'))
						return;
					handler(level, log);
				},
			},
		},
	},
});
