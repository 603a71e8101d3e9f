import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs } from '../chromium.ts';
import { storeSession } from './session.ts';
import { requestsTo, type Lhr } from './lhr.ts';

/** Lighthouse in its mobile profile over one page per template: scores, metrics, failures. */

/** One page per template; a template whose page is not built yet is left out of the table. */
export function templatePages(
	dist: string,
	only: readonly string[] = [],
): { template: string; path: string }[] {
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
		{ template: 'Formulario', path: '/formulario' },
		{ template: 'Panel', path: '/dashboard' },
	];
	// Audited only when --only names them: the other private pages send a signed-out visitor to
	// sign in exactly as /dashboard does (the same figures), and signed in (--signed-in) they
	// are worth a pass of their own.
	const named = [
		{ template: 'Soporte', path: '/soporte' },
		{ template: 'Administración', path: '/admin' },
		{ template: 'Estadísticas', path: '/estadisticas' },
	];
	const asked = ({ template, path }: { template: string; path: string }) =>
		only.includes(path) || only.includes(template);
	return [...all, ...named.filter(asked)].filter(
		(page) =>
			page.path !== '' &&
			existsSync(join(dist, page.path.slice(1), 'index.html')) &&
			(only.length === 0 || asked(page)),
	);
}

/** The middle value (the lower middle for an even count). */
export function median(values: readonly number[]): number {
	const sorted = values.toSorted((a, b) => a - b);
	return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

export interface LighthouseRow {
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
	/** Requests the page made to the backend (REST, Auth, Storage) while Lighthouse watched. */
	backendRequests?: number;
	/** The scored accessibility, best-practices and SEO audits that failed in any run (what to fix). */
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

/** What a Lighthouse pass needs to know. */
export interface LighthouseOptions {
	base: string;
	chromePath: string;
	/** The built site's folder (to list templates and read each page's robots tag). */
	dist: string;
	runs: number;
	only?: readonly string[];
	/**
	 * The session supabase-js stores (localStorage key and value): set on the site's origin
	 * before each run, which then keeps the storage (a signed-in visit).
	 */
	session?: { key: string; value: string } | undefined;
	/** These pages, each with its own session, instead of one page per template (--volume). */
	pages?:
		| readonly { template: string; path: string; session: { key: string; value: string } }[]
		| undefined;
	/** The backend's origin: its requests are counted per page (backendRequests). */
	backend?: string;
}

/**
 * Hosts that never resolve (`.invalid`, RFC 2606): the test build's error-reporting DSN
 * (tests/fixtures/observability.ts), when CI audits the build the browser tests ran against.
 * Blocking them keeps the failed sends out of the console audit (Lighthouse ignores requests it
 * blocked itself); a production build has no such host, so nothing changes there.
 */
export const blockedUrlPatterns = ['*.invalid/*'];

/** Chrome for Lighthouse: headless, with the flags every browser of the scripts gets. */
export function launchChrome(chromePath: string): Promise<chromeLauncher.LaunchedChrome> {
	return chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs] });
}

/** How one Lighthouse run goes: what can repeat it, and a signed-in visit. */
export interface RunOptions {
	/**
	 * Runs Lighthouse may still repeat (shared by the runs of a page): a run it could not measure
	 * (no LCP on a busy machine) is repeated instead of counting as a performance score of 0.
	 */
	retries: { left: number };
	/** A session stored on `base`'s origin before the run, which then keeps the storage. */
	session?: { key: string; value: string } | undefined;
	base?: string;
}

/** One Lighthouse run (mobile profile, Spanish) of `url` in the Chrome on `port`. */
export async function lighthouseRun(port: number, url: string, options: RunOptions): Promise<Lhr> {
	const { retries, session, base } = options;
	for (;;) {
		if (session && base) await storeSession(port, base, session);
		const result = await lighthouse(
			url,
			{
				port,
				output: 'json',
				logLevel: 'error',
				locale: 'es',
				blockedUrlPatterns,
				...(session ? { disableStorageReset: true } : {}),
			},
			undefined,
		);
		const lhr = result?.lhr as Lhr | undefined;
		if (!lhr) throw new Error(`Lighthouse no devolvió resultados para ${url}`);
		if (lhr.categories['performance']?.score === null && retries.left > 0) {
			retries.left--;
			console.log(
				`      ejecución sin medir (${lhr.runtimeError?.code ?? 'sin puntuación'}): se repite`,
			);
			continue;
		}
		return lhr;
	}
}

/** A category's score out of 100 (0 when Lighthouse gave none). */
export const categoryScore = (lhr: Lhr, id: string): number =>
	Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** An audit's numeric value (NaN when absent). */
export const auditValue = (lhr: Lhr, id: string): number =>
	lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * Bytes transferred by resource type (Lighthouse's resource-summary: `script`, `stylesheet`,
 * `document`, `image`, `font`, `other`, `total`…), 0 for a type the page did not load.
 */
export function transferByType(lhr: Lhr): Record<string, number> {
	const items = (
		lhr.audits['resource-summary']?.details as
			{ items?: { resourceType?: string; transferSize?: number }[] } | undefined
	)?.items;
	const out: Record<string, number> = {};
	for (const item of items ?? []) {
		if (item.resourceType) out[item.resourceType] = item.transferSize ?? 0;
	}
	return out;
}

/** The figures of one run that a template's row keeps (their medians). */
type RowSample = Omit<
	LighthouseRow,
	'template' | 'path' | 'failed' | 'noindex' | 'backendRequests'
>;

function rowSample(lhr: Lhr): RowSample {
	return {
		performance: categoryScore(lhr, 'performance'),
		accessibility: categoryScore(lhr, 'accessibility'),
		bestPractices: categoryScore(lhr, 'best-practices'),
		seo: categoryScore(lhr, 'seo'),
		lcpMs: auditValue(lhr, 'largest-contentful-paint'),
		cls: auditValue(lhr, 'cumulative-layout-shift'),
		tbtMs: auditValue(lhr, 'total-blocking-time'),
		bytes: auditValue(lhr, 'total-byte-weight'),
		styleLayoutMs: styleLayout(lhr.audits['mainthread-work-breakdown']?.details),
		domElements: auditValue(lhr, 'dom-size-insight'),
	};
}

export async function runLighthouse({
	base,
	chromePath,
	dist,
	runs,
	only = [],
	session,
	pages,
	backend,
}: LighthouseOptions): Promise<LighthouseRow[]> {
	const chrome = await launchChrome(chromePath);
	const rows: LighthouseRow[] = [];
	try {
		const list = pages ?? templatePages(dist, only).map((p) => ({ ...p, session }));
		for (const { template, path, session } of list) {
			const samples: (RowSample & { backendRequests: number })[] = [];
			const failed = new Set<string>();
			// Up to two repeated runs per page.
			const retries = { left: 2 };
			for (let i = 0; i < runs; i++) {
				const lhr = await lighthouseRun(chrome.port, base + path, { retries, session, base });
				for (const category of ['accessibility', 'best-practices', 'seo']) {
					for (const audit of failedAudits(lhr, category)) failed.add(audit);
				}
				samples.push({ ...rowSample(lhr), backendRequests: requestsTo(lhr, backend) });
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
				...(backend ? { backendRequests: med('backendRequests') } : {}),
				failed: [...failed].sort(),
				noindex: isNoindex(
					readFileSync(join(dist, path.replace(/[?#].*$/, '').slice(1), 'index.html'), 'utf8'),
				),
			};
			rows.push(row);
			console.log(
				`  ${template.padEnd(13)} rend. ${String(row.performance).padStart(3)}  acces. ${String(row.accessibility).padStart(3)}  buenas pr. ${String(row.bestPractices).padStart(3)}  SEO ${String(row.seo).padStart(3)}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  CLS ${row.cls.toFixed(3)}  TBT ${row.tbtMs.toFixed(0)} ms  ${(row.bytes / 1024).toFixed(0)} KB  estilo y maquetación ${row.styleLayoutMs.toFixed(0)} ms  DOM ${row.domElements}${row.backendRequests === undefined ? '' : `  peticiones al backend ${row.backendRequests}`}`,
			);
			if (row.noindex) console.log('      noindex a propósito: fuera del objetivo de SEO');
			for (const audit of row.failed) console.log(`      no supera ${audit}`);
		}
	} finally {
		chrome.kill();
	}
	return rows;
}
