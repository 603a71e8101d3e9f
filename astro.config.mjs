// @ts-check
import mdx from '@astrojs/mdx';
import partytown from '@astrojs/partytown';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import site from './content/data/site.json' with { type: 'json' };
import { e2eRoutes } from './tests/fixtures/e2eRoutes.mjs';

const origin = `https://www.${site.domain}`;

/** Paths kept out of the sitemap: private areas, utilities and aliases (see src/lib/site/routes.ts). */
const unlisted = [
	'/404',
	'/buscar',
	'/auth',
	'/dashboard',
	'/soporte',
	'/reset-password',
	'/admin',
	'/estadisticas',
	'/privacy',
	'/terms',
	'/image-optimizer',
	'/generate-news-bulk',
	'/formulario',
	'/revision-codigo',
	'/__e2e',
];

export default defineConfig({
	site: origin,
	output: 'static',
	trailingSlash: 'ignore',
	build: { format: 'directory' },
	integrations: [
		react(),
		mdx(),
		sitemap({
			filter: (page) => {
				const path = new URL(page).pathname.replace(/\/$/, '') || '/';
				return !unlisted.some((p) => path === p || path.startsWith(`${p}/`));
			},
		}),
		// Third-party analytics will run in the Partytown worker once consent allows it. Nothing is
		// forwarded yet: forwarding dataLayer.push before a tag exists would hide consent calls.
		partytown(),
		e2eRoutes(),
	],
	vite: {
		plugins: [tailwindcss()],
		resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
	},
});
