/**
 * The audit's `--spa` (issue 31): the Astro home measured next to the React single-page
 * baseline of the same home (scripts/spa-baseline.ts). The baseline is built from the audited
 * folder, compressed as `astro build` compresses dist/ (scripts/precompress.ts) and served by
 * the same static server on a port of its own; then Lighthouse (mobile) runs on one home and
 * the other in turn in the same Chrome (Astro, SPA, Astro, SPA…), so a machine that slows down
 * or speeds up during the session weighs on both alike. Prints each run, the medians and the
 * Astro/SPA ratios of LCP and bytes next to the issue's goals.
 */
import { readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { precompress } from '../precompress.ts';
import { createStaticServer } from '../serve.ts';
import { buildSpaBaseline } from '../spa-baseline.ts';
import {
	auditValue,
	categoryScore,
	launchChrome,
	lighthouseRun,
	median,
	transferByType,
} from './lighthouse.ts';
import type { Lhr } from './lhr.ts';

/** The issue's goals: the Astro home's LCP and bytes as a share of the SPA's, at most. */
export const spaGoals = { lcp: 0.45, bytes: 0.25 } as const;

/** One Lighthouse run of a home (times in ms, sizes in transferred bytes). */
export interface HomeSample {
	lcpMs: number;
	fcpMs: number;
	tbtMs: number;
	/** Everything the page transferred (total-byte-weight). */
	bytes: number;
	jsBytes: number;
	cssBytes: number;
	htmlBytes: number;
	performance: number;
}

/** Bytes of one kind of file of the built baseline: as written, and the gzip and brotli copies. */
export interface FileSizes {
	files: number;
	raw: number;
	gzip: number;
	brotli: number;
}

/** The baseline's files by kind (its images and icon left out: they are the site's). */
export type BuiltSizes = Record<'js' | 'css' | 'html', FileSizes>;

/** What `--spa` measured, saved under `spa` in reports/audit.json. */
export interface SpaComparison {
	runs: number;
	/** Seconds to build the baseline (Vite), compression excluded. */
	buildSeconds: number;
	astro: { samples: HomeSample[]; median: HomeSample };
	spa: { samples: HomeSample[]; median: HomeSample; built: BuiltSizes };
	/** Astro's median over the SPA's median. */
	ratios: { lcp: number; bytes: number };
	goals: typeof spaGoals;
}

/** The figures of a home's run. */
export function homeSample(lhr: Lhr): HomeSample {
	const transfer = transferByType(lhr);
	return {
		lcpMs: auditValue(lhr, 'largest-contentful-paint'),
		fcpMs: auditValue(lhr, 'first-contentful-paint'),
		tbtMs: auditValue(lhr, 'total-blocking-time'),
		bytes: auditValue(lhr, 'total-byte-weight'),
		jsBytes: transfer['script'] ?? 0,
		cssBytes: transfer['stylesheet'] ?? 0,
		htmlBytes: transfer['document'] ?? 0,
		performance: categoryScore(lhr, 'performance'),
	};
}

/** Each figure's median over the runs (figure by figure, as the audit's table does). */
export function medianSample(samples: readonly HomeSample[]): HomeSample {
	const med = (key: keyof HomeSample) => median(samples.map((s) => s[key]));
	return {
		lcpMs: med('lcpMs'),
		fcpMs: med('fcpMs'),
		tbtMs: med('tbtMs'),
		bytes: med('bytes'),
		jsBytes: med('jsBytes'),
		cssBytes: med('cssBytes'),
		htmlBytes: med('htmlBytes'),
		performance: med('performance'),
	};
}

/** The JS, CSS and HTML of a built folder: sizes as written and of their .gz and .br copies. */
export function builtSizes(dir: string): BuiltSizes {
	const sizes: BuiltSizes = {
		js: { files: 0, raw: 0, gzip: 0, brotli: 0 },
		css: { files: 0, raw: 0, gzip: 0, brotli: 0 },
		html: { files: 0, raw: 0, gzip: 0, brotli: 0 },
	};
	const kinds: Record<string, keyof BuiltSizes> = { '.js': 'js', '.css': 'css', '.html': 'html' };
	const sizeOr = (path: string, fallback: number) => {
		try {
			return statSync(path).size;
		} catch {
			return fallback;
		}
	};
	for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
		const kind = kinds[extname(name)];
		// 404.html is index.html again, for paths other than the home.
		if (!kind || name === '404.html') continue;
		const path = join(dir, name);
		const raw = statSync(path).size;
		const entry = sizes[kind];
		entry.files++;
		entry.raw += raw;
		// A file below precompress's threshold has no copies: it travels as it is.
		entry.gzip += sizeOr(`${path}.gz`, raw);
		entry.brotli += sizeOr(`${path}.br`, raw);
	}
	return sizes;
}

/** A number with a decimal comma, as the README's tables write them. */
const es = (n: number, digits: number) => n.toFixed(digits).replace('.', ',');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${es(ms / 1000, 2)} s`;

/** One line of the table. */
function line(page: string, run: string, s: HomeSample): string {
	return `  ${page.padEnd(6)} ${run.padEnd(8)} ${seconds(s.lcpMs).padStart(7)} ${seconds(s.fcpMs).padStart(7)} ${`${s.tbtMs.toFixed(0)} ms`.padStart(8)} ${kb(s.bytes).padStart(7)} ${kb(s.jsBytes).padStart(7)} ${String(s.performance).padStart(5)}`;
}

/** "0,38 (objetivo ≤ 0,45: se cumple)". */
function ratioText(ratio: number, goal: number): string {
	return `${es(ratio, 2)} (objetivo ≤ ${es(goal, 2)}: ${ratio <= goal ? 'se cumple' : 'no se cumple'})`;
}

/** What `--spa` needs: the Astro site already served at `base`, built in `dist`. */
export interface SpaOptions {
	base: string;
	dist: string;
	chromePath: string;
	runs: number;
	/** Where the baseline is built (emptied first). */
	outDir?: string;
}

/** Builds, serves and measures the baseline against the Astro home (see the top of the file). */
export async function compareWithSpa({
	base,
	dist,
	chromePath,
	runs,
	outDir = 'dist-spa',
}: SpaOptions): Promise<SpaComparison> {
	const started = performance.now();
	await buildSpaBaseline(dist, outDir);
	const buildSeconds = (performance.now() - started) / 1000;
	await precompress(outDir);
	const built = builtSizes(outDir);
	console.log(
		`\nSPA de React de referencia construida en ${outDir} en ${es(buildSeconds, 1)} s: JS ${kb(built.js.raw)} (gzip ${kb(built.js.gzip)}, brotli ${kb(built.js.brotli)}), CSS ${kb(built.css.raw)} (gzip ${kb(built.css.gzip)}), HTML ${kb(built.html.raw)} (gzip ${kb(built.html.gzip)})`,
	);
	const server = createStaticServer(outDir);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const spaBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	const chrome = await launchChrome(chromePath);
	const pages = [
		{ name: 'Astro', url: `${base}/`, retries: { left: 2 }, samples: [] as HomeSample[] },
		{ name: 'SPA', url: `${spaBase}/`, retries: { left: 2 }, samples: [] as HomeSample[] },
	];
	try {
		console.log(
			`\nInicio: Astro frente a la SPA de React (móvil, ${runs} ejecuciones alternas en la misma sesión)`,
		);
		console.log(
			`  ${'Página'.padEnd(6)} ${'Ejec.'.padEnd(8)} ${'LCP'.padStart(7)} ${'FCP'.padStart(7)} ${'TBT'.padStart(8)} ${'Bytes'.padStart(7)} ${'JS'.padStart(7)} ${'Rend.'.padStart(5)}`,
		);
		for (let i = 0; i < runs; i++) {
			for (const page of pages) {
				const lhr = await lighthouseRun(chrome.port, page.url, { retries: page.retries });
				const sample = homeSample(lhr);
				page.samples.push(sample);
				console.log(line(page.name, String(i + 1), sample));
			}
		}
	} finally {
		chrome.kill();
		server.close();
	}
	const [astro, spa] = pages.map((p) => ({ samples: p.samples, median: medianSample(p.samples) }));
	const ratios = {
		lcp: astro!.median.lcpMs / spa!.median.lcpMs,
		bytes: astro!.median.bytes / spa!.median.bytes,
	};
	console.log(line('Astro', 'mediana', astro!.median));
	console.log(line('SPA', 'mediana', spa!.median));
	console.log(
		`  Astro/SPA: LCP ${ratioText(ratios.lcp, spaGoals.lcp)} · bytes ${ratioText(ratios.bytes, spaGoals.bytes)}`,
	);
	const m = spa!.median;
	console.log(
		`  Bytes de la SPA por tipo (transferidos, mediana): JS ${kb(m.jsBytes)}, CSS ${kb(m.cssBytes)}, HTML ${kb(m.htmlBytes)}`,
	);
	return {
		runs,
		buildSeconds,
		astro: astro!,
		spa: { ...spa!, built },
		ratios,
		goals: spaGoals,
	};
}
