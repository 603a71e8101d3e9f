/**
 * Speed, accessibility, SEO and best-practice audit of the built site, as a report (never a
 * test): builds, serves dist/ with `npm start`'s static server (and its local backend), runs
 * Lighthouse in its mobile profile on one page of every template (3 runs each, medians), then
 * axe (WCAG 2.2 AA) over every URL of the sitemap in the light and dark themes. Prints a table and writes
 * reports/audit.json and reports/audit.html (git-ignored). Exits non-zero only when the audit
 * cannot run, never because of a score.
 *
 * Usage: npm run audit [-- --no-build] [--runs 3] [--no-axe] [--axe-limit N] [--axe-sample N]
 *   [--only /path] [--only Plantilla,/otra]
 *
 * `--axe-sample N` checks every single-template page and N pages spread over each family of
 * pages built from one template (guides, news, provinces and cities, portal pages) instead of
 * the whole sitemap: the quick pass CI runs. `--only` (repeatable or comma-separated) keeps the
 * Lighthouse templates whose path or name it gives, e.g. --only /herramientas,/buscar.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumArgs, findChromium } from './chromium.ts';
import { measuredBuild } from './bench-scale.ts';
import { axeSample } from './lib/axeSample.ts';
import { wcagTags } from './lib/wcag.ts';
import { createStaticServer } from './serve.ts';
import { LOCAL_SUPABASE_URL } from '../src/lib/supabase/localUrl.ts';

const { values } = parseArgs({
	options: {
		'no-build': { type: 'boolean', default: false },
		'no-axe': { type: 'boolean', default: false },
		runs: { type: 'string', default: '3' },
		'axe-limit': { type: 'string' },
		'axe-sample': { type: 'string' },
		dir: { type: 'string', default: 'dist' },
		/** Only these template pages (paths or names; repeatable or comma-separated). */
		only: { type: 'string', multiple: true },
	},
});
const dist = values.dir;
const runs = Math.max(1, Number(values.runs) || 3);

/** One page per template; a template whose page is not built yet is left out of the table. */
function templatePages(): { template: string; path: string }[] {
	const news = existsSync(join(dist, 'blog/noticia'))
		? readdirSync(join(dist, 'blog/noticia')).find((slug) =>
				existsSync(join(dist, 'blog/noticia', slug, 'index.html')),
			)
		: undefined;
	const all = [
		{ template: 'Inicio', path: '/' },
		{ template: 'Guía', path: '/blog/guia-comprar-primera-vivienda' },
		{ template: 'Noticia', path: news ? `/blog/noticia/${news}` : '' },
		{ template: 'Provincia', path: '/hipoteca-soria' },
		{ template: 'Ciudad', path: '/hipoteca-madrid' },
		{ template: 'Portal', path: '/hipotecas/piso-madrid' },
		{ template: 'Herramientas', path: '/herramientas' },
		{ template: 'Calculadora', path: '/hipoteca-joven' },
		{ template: 'Búsqueda', path: '/buscar' },
		{ template: 'Valoración', path: '/valoracion-inmueble' },
		{ template: 'Acceso', path: '/auth' },
	];
	const only = (values.only ?? []).flatMap((o) => o.split(',').map((p) => p.trim()));
	return all.filter(
		({ template, path }) =>
			path !== '' &&
			existsSync(join(dist, path.slice(1), 'index.html')) &&
			(only.length === 0 || only.includes(path) || only.includes(template)),
	);
}

/** Whether a backend answers its health check. */
async function healthy(origin: string): Promise<boolean> {
	try {
		return (await fetch(`${origin}/auth/v1/health`)).ok;
	} catch {
		return false;
	}
}

/**
 * The backend the built pages talk to, as with `npm start`: without it the pages that read
 * Supabase after load (the assistant's answer cache on /herramientas) log a refused connection,
 * which Lighthouse counts against best practices although production has its backend. A local
 * backend already running is reused; otherwise one starts with an empty in-memory database.
 * A hosted PUBLIC_SUPABASE_URL is left alone. Returns how to stop what it started.
 */
async function ensureBackend(): Promise<() => void> {
	const url = new URL(process.env['PUBLIC_SUPABASE_URL'] || LOCAL_SUPABASE_URL);
	if (url.hostname !== '127.0.0.1' || (await healthy(url.origin))) return () => {};
	const child = spawn(process.execPath, ['supabase/local/server.ts'], {
		env: { ...process.env, PORT: url.port, DATA_DIR: 'memory://', DATABASE_URL: '', SEED: 'false' },
		stdio: 'ignore',
	});
	for (let i = 0; i < 240 && !(await healthy(url.origin)); i++) {
		if (child.exitCode !== null) throw new Error('El backend local no ha podido arrancar.');
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	return () => child.kill();
}

/** Every page path the sitemap lists (sitemap-index.xml and its sitemap files). */
export function sitemapPaths(dir: string): string[] {
	const paths = new Set<string>();
	for (const file of readdirSync(dir).filter((f) => /^sitemap-\d+\.xml$/.test(f))) {
		const xml = readFileSync(join(dir, file), 'utf8');
		for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
			paths.add(new URL(loc!).pathname);
		}
	}
	return [...paths].sort();
}

/** The middle value (the lower middle for an even count). */
export function median(values: readonly number[]): number {
	const sorted = values.toSorted((a, b) => a - b);
	return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

interface LighthouseRow {
	template: string;
	path: string;
	performance: number;
	accessibility: number;
	bestPractices: number;
	seo: number;
	lcpMs: number;
	cls: number;
	tbtMs: number;
	bytes: number;
	/** Main-thread time in style recalculation and layout (mainthread-work-breakdown). */
	styleLayoutMs: number;
	/** Elements in the page's DOM (Lighthouse's dom-size-insight). */
	domElements: number;
	/** The scored best-practices and SEO audits that failed in any run (what to fix). */
	failed: string[];
	/**
	 * The page asks search engines not to index it (robots noindex), on purpose: Lighthouse then
	 * fails "is-crawlable" and caps SEO, so the row is left out of the SEO target.
	 */
	noindex: boolean;
}

/** The 'styleLayout' group's time in Lighthouse's main-thread breakdown, in ms (0 if absent). */
export function styleLayout(details: unknown): number {
	const items = (details as { items?: { group?: string; duration?: number }[] } | undefined)?.items;
	return (items ?? [])
		.filter((item) => item.group === 'styleLayout')
		.reduce((sum, item) => sum + (item.duration ?? 0), 0);
}

/** Whether a built page carries a robots noindex meta tag. */
export function isNoindex(html: string): boolean {
	return /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html);
}

/** Lighthouse's result, the parts read here. */
interface Lhr {
	runtimeError?: { code: string };
	categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
	audits: Record<
		string,
		{ score: number | null; numericValue?: number; title: string; details?: unknown }
	>;
}

/** The weighted audits of a category that did not pass, as "id: title". */
export function failedAudits(lhr: Lhr, category: string): string[] {
	return (lhr.categories[category]?.auditRefs ?? [])
		.filter((ref) => ref.weight > 0)
		.filter((ref) => {
			const score = lhr.audits[ref.id]?.score;
			return score !== null && score !== undefined && score < 1;
		})
		.map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`);
}

async function runLighthouse(base: string, chromePath: string): Promise<LighthouseRow[]> {
	const chrome = await chromeLauncher.launch({
		chromePath,
		chromeFlags: ['--headless=new', ...chromiumArgs],
	});
	const rows: LighthouseRow[] = [];
	try {
		for (const { template, path } of templatePages()) {
			const samples: Omit<LighthouseRow, 'template' | 'path' | 'failed' | 'noindex'>[] = [];
			const failed = new Set<string>();
			let retries = 0;
			for (let i = 0; i < runs; i++) {
				const result = await lighthouse(
					base + path,
					{ port: chrome.port, output: 'json', logLevel: 'error', locale: 'es' },
					undefined,
				);
				const lhr = result?.lhr as Lhr | undefined;
				if (!lhr) throw new Error(`Lighthouse no devolvió resultados para ${path}`);
				// A run Lighthouse could not measure (no LCP on a busy machine) is repeated, up to
				// twice per page, instead of counting as a performance score of 0.
				if (lhr.categories['performance']?.score === null && retries < 2) {
					retries++;
					i--;
					console.log(
						`      ejecución sin medir (${lhr.runtimeError?.code ?? 'sin puntuación'}): se repite`,
					);
					continue;
				}
				for (const category of ['best-practices', 'seo']) {
					for (const audit of failedAudits(lhr, category)) failed.add(audit);
				}
				const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
				const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
				samples.push({
					performance: score('performance'),
					accessibility: score('accessibility'),
					bestPractices: score('best-practices'),
					seo: score('seo'),
					lcpMs: metric('largest-contentful-paint'),
					cls: metric('cumulative-layout-shift'),
					tbtMs: metric('total-blocking-time'),
					bytes: metric('total-byte-weight'),
					styleLayoutMs: styleLayout(lhr.audits['mainthread-work-breakdown']?.details),
					domElements: metric('dom-size-insight'),
				});
			}
			const med = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
			const row: LighthouseRow = {
				template,
				path,
				performance: med('performance'),
				accessibility: med('accessibility'),
				bestPractices: med('bestPractices'),
				seo: med('seo'),
				lcpMs: med('lcpMs'),
				cls: med('cls'),
				tbtMs: med('tbtMs'),
				bytes: med('bytes'),
				styleLayoutMs: med('styleLayoutMs'),
				domElements: med('domElements'),
				failed: [...failed].sort(),
				noindex: isNoindex(readFileSync(join(dist, path.slice(1), 'index.html'), 'utf8')),
			};
			rows.push(row);
			console.log(
				`  ${template.padEnd(13)} rend. ${String(row.performance).padStart(3)}  acces. ${String(row.accessibility).padStart(3)}  buenas pr. ${String(row.bestPractices).padStart(3)}  SEO ${String(row.seo).padStart(3)}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  CLS ${row.cls.toFixed(3)}  TBT ${row.tbtMs.toFixed(0)} ms  ${(row.bytes / 1024).toFixed(0)} KB  estilo y maquetación ${row.styleLayoutMs.toFixed(0)} ms  DOM ${row.domElements}`,
			);
			if (row.noindex) console.log('      noindex a propósito: fuera del objetivo de SEO');
			for (const audit of row.failed) console.log(`      no supera ${audit}`);
		}
	} finally {
		chrome.kill();
	}
	return rows;
}

interface AxeRow {
	path: string;
	theme: 'light' | 'dark';
	violations: { id: string; help: string; nodes: number }[];
}

async function runAxe(base: string, chromePath: string, paths: string[]): Promise<AxeRow[]> {
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
					const result = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
					rows.push({
						path,
						theme,
						violations: result.violations.map((v) => ({
							id: v.id,
							help: v.help,
							nodes: v.nodes.length,
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

const escapeHtml = (text: string) =>
	text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function htmlReport(date: string, lh: LighthouseRow[], axe: AxeRow[]): string {
	const failing = axe.filter((r) => r.violations.length > 0);
	const lhRows = lh
		.map(
			(r) =>
				`<tr><th scope="row">${escapeHtml(r.template)}</th><td>${escapeHtml(r.path)}</td><td>${r.performance}</td><td>${r.accessibility}</td><td>${r.bestPractices}</td><td>${r.seo}${r.noindex ? ' (noindex)' : ''}</td><td>${(r.lcpMs / 1000).toFixed(2)} s</td><td>${r.cls.toFixed(3)}</td><td>${r.tbtMs.toFixed(0)} ms</td><td>${(r.bytes / 1024).toFixed(0)} KB</td><td>${r.styleLayoutMs.toFixed(0)} ms</td><td>${r.domElements}</td></tr>`,
		)
		.join('\n');
	const axeRows = failing
		.map(
			(r) =>
				`<li>${escapeHtml(r.path)} (${r.theme === 'dark' ? 'oscuro' : 'claro'}): ${r.violations.map((v) => `${escapeHtml(v.id)} × ${v.nodes}`).join(', ')}</li>`,
		)
		.join('\n');
	return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Auditoría del sitio</title>
<style>body{font:16px system-ui;margin:2rem;max-width:70rem}table{border-collapse:collapse}th,td{border:1px solid #999;padding:.3rem .5rem;text-align:right}th[scope=row],td:nth-child(2){text-align:left}</style></head>
<body><h1>Auditoría del sitio</h1><p>${escapeHtml(date)}. Lighthouse móvil, mediana de ${runs} ejecuciones por plantilla.</p>
<table><caption>Lighthouse por plantilla</caption><thead><tr><th>Plantilla</th><th>Ruta</th><th>Rendimiento</th><th>Accesibilidad</th><th>Buenas prácticas</th><th>SEO</th><th>LCP</th><th>CLS</th><th>TBT</th><th>Bytes</th><th>Estilo y maquetación</th><th>Elementos DOM</th></tr></thead><tbody>
${lhRows}</tbody></table>
<h2>axe (WCAG 2.2 AA)</h2><p>${axe.length} comprobaciones (URL × tema), ${failing.length} con infracciones.</p><ul>${axeRows}</ul></body></html>`;
}

if (import.meta.main) {
	const chromePath = findChromium();
	if (!chromePath) {
		console.error('No se encuentra Chromium: ejecuta «node scripts/ensure-chromium.ts».');
		process.exit(1);
	}
	if (!values['no-build'] || !existsSync(join(dist, 'index.html'))) {
		const build = measuredBuild();
		console.log(`Build: ${build.seconds.toFixed(1)} s, ${build.pages} páginas`);
	}
	const stopBackend = await ensureBackend();
	const server = createStaticServer(dist);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	try {
		const date = new Date().toISOString();
		console.log(`\nLighthouse (móvil, mediana de ${runs} ejecuciones)`);
		const lh = await runLighthouse(base, chromePath);
		let axe: AxeRow[] = [];
		let axeScope: { checked: number; sitemap: number } | null = null;
		if (!values['no-axe']) {
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
			JSON.stringify({ date, runs, lighthouse: lh, axeScope, axe }, null, 2),
		);
		writeFileSync('reports/audit.html', htmlReport(date, lh, axe));
		console.log('\nInforme: reports/audit.json y reports/audit.html');
	} finally {
		server.close();
		stopBackend();
	}
	process.exit(0);
}
