/**
 * Speed, accessibility, SEO and best-practice audit of the built site, as a report (never a
 * test): builds, serves dist/ with `npm start`'s static server (and its local backend), runs
 * Lighthouse in its mobile profile on one page of every template (3 runs each, medians), then
 * axe (WCAG 2.2 AA) over every URL of the sitemap in the light and dark themes. Prints a table and writes
 * reports/audit.json and reports/audit.html (git-ignored). Exits non-zero only when the audit
 * cannot run, never because of a score.
 *
 * Usage: npm run audit [-- --no-build] [--dir dist] [--runs 3] [--no-axe] [--axe-limit N]
 *   [--axe-sample N] [--only /path] [--only Plantilla,/otra] [--signed-in [--volume]] [--spa]
 *
 * `--dir` audits a folder already built instead of building dist/: CI passes the build the
 * browser tests ran against (`npm run build:e2e`), so the site is built once per run; the
 * backend then starts where that build expects it (scripts/e2eBuild.ts).
 *
 * `--axe-sample N` checks every single-template page and N pages spread over each family of
 * pages built from one template (guides, news, provinces and cities, portal pages) instead of
 * the whole sitemap: the quick pass CI runs. `--only` (repeatable or comma-separated) keeps the
 * Lighthouse templates whose path or name it gives, e.g. --only /herramientas,/buscar.
 * `--signed-in` runs Lighthouse with the session of a new user of the local backend stored in
 * the browser (the private pages then show the panel instead of sending to sign in).
 * `--signed-in --volume` audits the signed-in pages of issue 49 instead, each as the role that
 * uses it (the busy buyer, the estate agent, the admin: scripts/audit/volume.ts) on a backend
 * loaded with `npm run seed:volume`, with the requests each page made to the backend; no axe.
 * `--spa` builds the React single-page baseline of the home from the audited folder
 * (scripts/spa-baseline.ts) and runs Lighthouse on the Astro home and the baseline in turn,
 * `--runs` times each, then prints the medians and the Astro/SPA ratios of LCP and bytes next
 * to issue 31's goals (scripts/audit/spa.ts); the figures go into reports/audit.json as `spa`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runAxe, sitemapPaths, type AxeRow } from './audit/axe.ts';
import { ensureBackend } from './audit/backend.ts';
import { runLighthouse } from './audit/lighthouse.ts';
import type { SpaComparison } from './audit/spa.ts';
import { signedInSession } from './audit/session.ts';
import { volumePages, volumeSessions } from './audit/volume.ts';
import { htmlReport } from './audit/report.ts';
import { findChromium } from './chromium.ts';
import { measuredBuild } from './bench-scale.ts';
import { axeSample } from './lib/axeSample.ts';
import { createStaticServer } from './serve.ts';
import { builtBackend } from './e2eBuild.ts';
import { LOCAL_SUPABASE_URL } from '../src/lib/supabase/localUrl.ts';

const { values } = parseArgs({
	options: {
		'no-build': { type: 'boolean', default: false },
		'no-axe': { type: 'boolean', default: false },
		runs: { type: 'string', default: '3' },
		'axe-limit': { type: 'string' },
		'axe-sample': { type: 'string' },
		dir: { type: 'string', default: 'dist' },
		/** Lighthouse signed in: a new user's session stored before each run (axe stays signed out). */
		'signed-in': { type: 'boolean', default: false },
		/** With --signed-in: the volume set's pages as their roles (scripts/audit/volume.ts). */
		volume: { type: 'boolean', default: false },
		/** Only these template pages (paths or names; repeatable or comma-separated). */
		only: { type: 'string', multiple: true },
		/** The Astro home against the React single-page baseline of it, run for run. */
		spa: { type: 'boolean', default: false },
	},
});
const dist = values.dir;
const runs = Math.max(1, Number(values.runs) || 3);
const only = (values.only ?? []).flatMap((o) => o.split(',').map((p) => p.trim()));

/** The volume pages (those `only` names, or all) with their role's session. */
async function volumeAuditPages(backend: string, only: readonly string[]) {
	const sessions = await volumeSessions(backend);
	return volumePages
		.filter((p) => only.length === 0 || only.includes(p.path) || only.includes(p.template))
		.map((p) => ({ template: p.template, path: p.path, session: sessions[p.who] }));
}

if (import.meta.main) {
	const chromePath = findChromium();
	if (!chromePath) {
		console.error('No se encuentra Chromium: ejecuta «node scripts/ensure-chromium.ts».');
		process.exit(1);
	}
	if (dist !== 'dist' && !existsSync(join(dist, 'index.html'))) {
		console.error(`No hay un sitio construido en ${dist}.`);
		process.exit(1);
	}
	if (dist === 'dist' && (!values['no-build'] || !existsSync(join(dist, 'index.html')))) {
		const build = measuredBuild();
		console.log(`Build: ${build.seconds.toFixed(1)} s, ${build.pages} páginas`);
	}
	const backend = process.env['PUBLIC_SUPABASE_URL'] || builtBackend(dist) || LOCAL_SUPABASE_URL;
	const stopBackend = await ensureBackend(backend);
	const server = createStaticServer(dist);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	try {
		const date = new Date().toISOString();
		console.log(`\nLighthouse (móvil, mediana de ${runs} ejecuciones)`);
		const volume = values['signed-in'] && values.volume;
		const session = values['signed-in'] && !volume ? await signedInSession(backend) : undefined;
		if (session) console.log('Con sesión iniciada (un usuario nuevo del backend local)');
		const pages = volume ? await volumeAuditPages(backend, only) : undefined;
		if (pages) console.log('Con el volumen, cada página con la sesión de su rol');
		const lh = await runLighthouse({ base, chromePath, dist, runs, only, session, pages, backend });
		// Loaded only when asked: the baseline's build brings Vite in.
		const spa: SpaComparison | null = values.spa
			? await (await import('./audit/spa.ts')).compareWithSpa({ base, dist, chromePath, runs })
			: null;
		let axe: AxeRow[] = [];
		let axeScope: { checked: number; sitemap: number } | null = null;
		if (!values['no-axe'] && !volume) {
			const limit = values['axe-limit'] ? Number(values['axe-limit']) : undefined;
			const sample = values['axe-sample'] ? Number(values['axe-sample']) : undefined;
			const all = sitemapPaths(dist);
			const paths = (sample ? axeSample(all, sample) : all).slice(0, limit);
			const started = performance.now();
			axe = await runAxe(base, chromePath, paths);
			axeScope = { checked: paths.length, sitemap: all.length };
			const failing = axe.filter((r) => r.violations.length > 0);
			console.log(
				`\naxe (WCAG 2.2 AA): ${paths.length} de ${all.length} URL del mapa del sitio × 2 temas en ${((performance.now() - started) / 1000).toFixed(0)} s: ${failing.length} con infracciones`,
			);
			for (const row of failing.slice(0, 20)) {
				console.log(
					`  ${row.path} (${row.theme}): ${row.violations.map((v) => `${v.id} × ${v.nodes}`).join(', ')}`,
				);
			}
		}
		mkdirSync('reports', { recursive: true });
		writeFileSync(
			'reports/audit.json',
			JSON.stringify(
				{ date, runs, lighthouse: lh, ...(spa ? { spa } : {}), axeScope, axe },
				null,
				2,
			),
		);
		writeFileSync('reports/audit.html', htmlReport(date, runs, lh, axe));
		console.log('\nInforme: reports/audit.json y reports/audit.html');
	} finally {
		server.close();
		stopBackend();
	}
	process.exit(0);
}
