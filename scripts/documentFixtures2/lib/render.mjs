// Rendering: HTML → PDF with Chromium (real fonts, tables, flowing text), and PDF page → JPEG
// "scan" with pdftoppm plus sharp (rotation on a grey scanner bed, paper tint, blur, noise).
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_MODULES =
	process.env.FIXTURE_NODE_MODULES ||
	path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'node_modules');
const require = createRequire(path.join(NODE_MODULES, 'noop.js'));
const { chromium } = require('playwright-core');
const sharp = require('sharp');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function openBrowser() {
	if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
	return chromium.launch({
		executablePath: CHROMIUM,
		args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
	});
}

/** Prints an HTML document (with its own @page rule) to a PDF file. Returns the page count. */
export async function htmlToPdf(browser, html, pdfPath, { title = 'Documento' } = {}) {
	const page = await browser.newPage();
	await page.setContent(html.replace('<head>', `<head><meta charset="utf-8"><title>${title}</title>`), {
		waitUntil: 'load',
	});
	await page.evaluate(() => document.fonts.ready);
	await page.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
	await page.close();
	const info = execFileSync('pdfinfo', [pdfPath]).toString();
	return Number(/Pages:\s+(\d+)/.exec(info)[1]);
}

/** Deterministic pseudo-random numbers (mulberry32), so scans are reproducible. */
function rng(seed) {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/**
 * Makes a scanned-looking JPEG of one PDF page.
 * opts: dpi (150–200), angle (degrees, rotation), grey (bool), noise (amplitude 0–20),
 * blur (sigma), quality (JPEG), seed, page (1-based), tint ([r,g,b] paper multiplier).
 */
export async function scanPage(pdfPath, jpgPath, opts) {
	const { dpi = 200, angle = 1.5, grey = true, noise = 8, blur = 0.6, quality = 70, seed = 1, page = 1 } = opts;
	const dir = mkdtempSync(path.join(tmpdir(), 'scan-'));
	const base = path.join(dir, 'p');
	execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-png', '-singlefile', pdfPath, base]);
	const png = readFileSync(`${base}.png`);
	rmSync(dir, { recursive: true, force: true });

	let img = sharp(png);
	if (grey) img = img.greyscale();
	const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
	const rand = rng(seed);
	const ch = info.channels;
	const tint = opts.tint || [0.95, 0.94, 0.9];
	// Paper tint, a soft vertical light gradient (the lid never lies flat) and grain.
	for (let y = 0; y < info.height; y++) {
		const light = 1 - 0.05 * (y / info.height);
		for (let x = 0; x < info.width; x++) {
			const g = (rand() + rand() + rand() - 1.5) * noise;
			const i = (y * info.width + x) * ch;
			for (let c = 0; c < Math.min(ch, 3); c++) {
				const t = grey ? 0.93 : tint[c];
				const v = data[i + c] * t * light + 6 + g;
				data[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
			}
		}
	}
	const bed = grey ? { r: 120, g: 120, b: 120 } : { r: 112, g: 114, b: 118 };
	await sharp(data, { raw: { width: info.width, height: info.height, channels: ch } })
		.extend({ top: 18, bottom: 30, left: 22, right: 14, background: bed })
		.rotate(angle, { background: bed })
		.blur(blur)
		.jpeg({ quality, mozjpeg: true })
		.toFile(jpgPath);
}
