/**
 * Figures of the document analysis and the valuation for `npm run bench`: the JS the document
 * analysis loads at each step (nothing before it is opened) and the OCR time of one page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createWorker, OEM } from 'tesseract.js';
import { ocrAssetSources, ocrBase } from '../src/lib/documentReader/ocrAssets.ts';
import { chromiumArgs, findChromium } from './chromium.ts';
import { pageAssets } from './lib/pageAssets.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** `file` and the chunks it imports statically (what a dynamic import of it downloads). */
function closure(file: string, seen = new Set<string>()): Set<string> {
	if (seen.has(file) || !existsSync(file)) return seen;
	seen.add(file);
	const code = readFileSync(file, 'utf8');
	for (const m of code.matchAll(
		/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
	))
		closure(join(file, '..', m[1] ?? ''), seen);
	return seen;
}

/** gzip bytes of the chunks behind `entry` that the page has not loaded already. */
function extra(entry: string | undefined, loaded: Set<string>): number {
	if (!entry) return Number.NaN;
	return [...closure(entry)].filter((f) => !loaded.has(f)).reduce((n, f) => n + gz(f), 0);
}

/** Prints the JS each step of the document analysis downloads, from the built site in `dist`. */
export function benchDocumentSizes(dist: string): void {
	const page = join(dist, 'herramientas/index.html');
	const astro = join(dist, '_astro');
	if (!existsSync(page)) return;
	const files = readdirSync(astro).map((f) => join(astro, f));
	const find = (test: (name: string, path: string) => boolean) =>
		files.find((f) => test(f.slice(astro.length + 1), f));
	const assets = pageAssets(readFileSync(page, 'utf8'), dist);
	const loaded = new Set(assets.jsFiles);
	const launcher = assets.jsFiles.filter((f) => f.includes('DocumentsLauncher'));
	// The island is the mount chunk the launcher imports (other islands have a mount chunk too).
	const mountName = launcher
		.map((f) => /mount\.[\w-]+\.js/.exec(readFileSync(f, 'utf8'))?.[0])
		.find(Boolean);
	const mount = find((n) => n === mountName);
	const heavy = [...loaded].filter(
		(f) => f === mount || /\/(pdf\.|tesseract)[^/]*$/.test(f),
	).length;
	const opened = new Set([...loaded, ...closure(mount ?? '')]);
	const pdf = find((n) => /^pdf\.[\w-]+\.js$/.test(n));
	const pdfWorker = find((n) => /^pdf\.worker\.min\.[\w-]+\.mjs$/.test(n));
	const tesseract = find(
		(n, p) => n.endsWith('.js') && readFileSync(p, 'utf8').includes('tesseract.js-core'),
	);
	const ocrFiles = Object.keys(ocrAssetSources).filter(
		(f) => !f.includes('relaxedsimd') && !f.includes('core-lstm'),
	);
	const ocrBytes = ocrFiles.reduce((n, f) => {
		const path = join(dist, ocrBase, f);
		return n + (f.endsWith('.gz') ? statSync(path).size : gz(path));
	}, 0);
	console.log('\nAnálisis de documentos (JS gz que se descarga en cada paso)');
	console.log(
		`  Al cargar /herramientas: lanzador ${kb(launcher.reduce((n, f) => n + gz(f), 0))}, analizador ${heavy === 0 ? '0 KB (nada hasta abrirlo)' : 'CARGADO ANTES DE ABRIRLO'}`,
	);
	console.log(`  Al pulsar «Analizar un documento» (isla): ${kb(extra(mount, loaded))}`);
	console.log(
		`  Al leer un PDF (pdf.js y su worker): ${kb(extra(pdf, opened) + (pdfWorker ? gz(pdfWorker) : 0))}`,
	);
	console.log(
		`  Al leer una imagen (tesseract.js; worker, núcleo SIMD y español servidos por el sitio): ${kb(extra(tesseract, opened))} + ${kb(ocrBytes)}`,
	);
}

/** Renders one payslip-like A4 page in Chromium and times tesseract.js (Spanish) on it in Node. */
export async function benchOcr(): Promise<void> {
	const executablePath = findChromium();
	if (!executablePath) return console.log('  OCR: sin Chromium, no medido');
	const browser = await chromium.launch({ executablePath, args: chromiumArgs });
	const page = await browser.newPage({ viewport: { width: 1240, height: 1754 } });
	const lines = [
		'RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS',
		'EMPRESA: Talleres Núñez e Hijos, S.A.   CIF: A87654321',
		'TRABAJADOR: Lucía Fernández Ortiz   ANTIGÜEDAD: 15/09/2019',
		'PERIODO: del 01/10/2026 al 31/10/2026',
		...Array.from({ length: 14 }, (_, i) => `Concepto ${i + 1} de la nómina   ${(i + 1) * 37},50`),
		'TOTAL DEVENGADO 2.480,00',
		'TOTAL A DEDUCIR 452,30',
		'LÍQUIDO TOTAL A PERCIBIR 2.027,70',
	];
	await page.setContent(
		`<body style="margin:80px;font:28px sans-serif;background:#fff;color:#000">${lines.map((l) => `<p>${l}</p>`).join('')}</body>`,
	);
	const image = await page.screenshot();
	await browser.close();
	const langPath = join(
		import.meta.dirname,
		'..',
		'node_modules',
		ocrAssetSources['lang/spa.traineddata.gz']?.replace(/\/spa\.traineddata\.gz$/, '') ?? '',
	);
	const started = performance.now();
	const worker = await createWorker('spa', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none' });
	const ready = performance.now();
	const { data } = await worker.recognize(image);
	const done = performance.now();
	await worker.terminate();
	const ok = data.text.includes('2.027,70') ? 'importe neto leído bien' : 'importe neto NO leído';
	console.log(
		`  OCR de una página A4 (Node, núcleo WASM de tesseract.js): arranque ${((ready - started) / 1000).toFixed(1)} s, reconocimiento ${((done - ready) / 1000).toFixed(1)} s (${ok})`,
	);
}

if (import.meta.main) {
	benchDocumentSizes(process.argv[2] ?? 'dist');
	await benchOcr();
	process.exit(0);
}
