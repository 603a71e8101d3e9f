/**
 * Writes the document fixtures of the evaluation suite (npm run eval:documents): one text PDF
 * per layout and, for the fixtures marked `scan`, each page rasterised by Chromium the way a phone
 * scan looks (slight rotation, grain, JPEG artefacts). Run it again after changing a layout:
 *   npx node scripts/documentFixtures/generate.ts [--no-scans]
 * It also writes nomina-protegida.pdf, the official payslip encrypted with qpdf (AES-256) with the
 * worker's DNI as password. The output is committed, so tests never need Chromium or qpdf.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { chromiumArgs, findChromium } from '../chromium.ts';
import { allFixtures, fixtureDir, protectedPassword, type ManifestEntry } from './all.ts';
import { htmlFixtures } from './htmlDocuments.ts';
import { PAGE, writeLayoutPdf, type PageSize, type Piece } from './pdf.ts';

const withScans = !process.argv.includes('--no-scans');
mkdirSync(fixtureDir, { recursive: true });
const fixtures = allFixtures();
const manifest: ManifestEntry[] = [];

const executablePath = findChromium();
if (withScans && !executablePath) throw new Error('Chromium is needed for the scans.');
const browser = executablePath
	? await chromium.launch({ executablePath, args: chromiumArgs })
	: null;
const tab = browser ? await browser.newPage() : null;

/** One page drawn on a canvas at 2,8× (about 200 dpi, a usual scan), turned, grained and saved as JPEG. */
async function scan(pieces: Piece[], seed: number, size: PageSize): Promise<Buffer> {
	if (!tab) throw new Error('no browser');
	const dataUrl = await tab.evaluate(
		({ pieces, seed, page }) => {
			const scale = 2.8;
			const canvas = document.createElement('canvas');
			canvas.width = page.width * scale;
			canvas.height = page.height * scale;
			const ctx = canvas.getContext('2d');
			if (!ctx) throw new Error('no 2d context');
			let state = seed;
			const random = () => {
				state = (state * 1664525 + 1013904223) % 4294967296;
				return state / 4294967296;
			};
			ctx.fillStyle = '#f7f5ef';
			ctx.fillRect(0, 0, canvas.width, canvas.height);
			const angle = ((random() - 0.5) * 2 * Math.PI) / 180;
			ctx.translate(canvas.width / 2, canvas.height / 2);
			ctx.rotate(angle);
			ctx.translate(-canvas.width / 2, -canvas.height / 2);
			const family: Record<string, string> = {
				Helvetica: '"Liberation Sans", Arial, sans-serif',
				'Helvetica-Bold': 'bold "Liberation Sans", Arial, sans-serif',
				'Times-Roman': '"Liberation Serif", "Times New Roman", serif',
				Courier: '"Liberation Mono", "Courier New", monospace',
			};
			ctx.fillStyle = '#1d1d1f';
			for (const p of pieces) {
				const font = family[p.font ?? 'Helvetica'] ?? 'sans-serif';
				const [weight, ...rest] = font.startsWith('bold') ? font.split(' ') : ['', font];
				ctx.font = `${weight} ${(p.size ?? 9) * scale}px ${rest.join(' ')}`.trim();
				ctx.fillText(p.text, p.x * scale, p.y * scale);
			}
			ctx.setTransform(1, 0, 0, 1, 0, 0);
			const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
			for (let i = 0; i < image.data.length; i += 4) {
				const grain = (random() - 0.5) * 50;
				for (let c = 0; c < 3; c++) {
					const value = (image.data[i + c] ?? 0) + grain;
					image.data[i + c] = Math.max(0, Math.min(255, value));
				}
			}
			ctx.putImageData(image, 0, 0);
			return canvas.toDataURL('image/jpeg', 0.5);
		},
		{ pieces, seed, page: size },
	);
	return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

let seed = 7;
for (const fixture of fixtures) {
	const pdf = `${fixture.id}.pdf`;
	writeFileSync(join(fixtureDir, pdf), writeLayoutPdf(fixture.pages, fixture.size ?? PAGE));
	const scans: string[] = [];
	if (fixture.scan && tab && withScans) {
		for (const [n, pieces] of fixture.pages.entries()) {
			const name = `${fixture.id}-escaneo-${n + 1}.jpg`;
			writeFileSync(
				join(fixtureDir, name),
				await scan(pieces, (seed += 101), fixture.size ?? PAGE),
			);
			scans.push(name);
		}
	}
	const { id, kind, layout, expected } = fixture;
	manifest.push({ id, kind, layout, generator: 'documentFixtures', pdf, scans, expected });
}
/** A printed page (PNG from pdftoppm) turned, grained and saved as JPEG, like `scan`. */
async function scanImage(png: Buffer, seed: number): Promise<Buffer> {
	if (!tab) throw new Error('no browser');
	const dataUrl = await tab.evaluate(
		async ({ src, seed }) => {
			const image = new Image();
			image.src = src;
			await image.decode();
			const canvas = document.createElement('canvas');
			canvas.width = image.width;
			canvas.height = image.height;
			const ctx = canvas.getContext('2d');
			if (!ctx) throw new Error('no 2d context');
			let state = seed;
			const random = () => {
				state = (state * 1664525 + 1013904223) % 4294967296;
				return state / 4294967296;
			};
			ctx.fillStyle = '#f7f5ef';
			ctx.fillRect(0, 0, canvas.width, canvas.height);
			ctx.translate(canvas.width / 2, canvas.height / 2);
			ctx.rotate(((random() - 0.5) * 2 * Math.PI) / 180);
			ctx.translate(-canvas.width / 2, -canvas.height / 2);
			ctx.drawImage(image, 0, 0);
			ctx.setTransform(1, 0, 0, 1, 0, 0);
			const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
			for (let i = 0; i < pixels.data.length; i += 4) {
				const grain = (random() - 0.5) * 50;
				for (let c = 0; c < 3; c++)
					pixels.data[i + c] = Math.max(0, Math.min(255, (pixels.data[i + c] ?? 0) + grain));
			}
			ctx.putImageData(pixels, 0, 0);
			return canvas.toDataURL('image/jpeg', 0.5);
		},
		{ src: `data:image/png;base64,${png.toString('base64')}`, seed },
	);
	return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

// The documents written as HTML: Chromium lays them out and prints the PDF; scans are its
// pages rasterised at 200 dpi by pdftoppm (poppler-utils) and grained like the others.
if (tab)
	for (const fixture of htmlFixtures()) {
		await tab.setContent(fixture.html);
		const pdf = `${fixture.id}.pdf`;
		const bytes = await tab.pdf({
			format: 'A4',
			landscape: fixture.landscape ?? false,
			margin: { top: '15mm', bottom: '15mm', left: '15mm', right: '15mm' },
		});
		writeFileSync(join(fixtureDir, pdf), bytes);
		const scans: string[] = [];
		if (fixture.scan && withScans) {
			const tmp = join(fixtureDir, `${fixture.id}-tmp`);
			execFileSync('pdftoppm', ['-r', '200', '-png', join(fixtureDir, pdf), tmp]);
			const pages = readdirSync(fixtureDir)
				.filter((f) => f.startsWith(`${fixture.id}-tmp`))
				.sort();
			for (const [n, file] of pages.entries()) {
				const name = `${fixture.id}-escaneo-${n + 1}.jpg`;
				writeFileSync(
					join(fixtureDir, name),
					await scanImage(readFileSync(join(fixtureDir, file)), (seed += 101)),
				);
				rmSync(join(fixtureDir, file));
				scans.push(name);
			}
		}
		const { id, kind, layout, expected } = fixture;
		manifest.push({ id, kind, layout, generator: 'documentFixtures (HTML)', pdf, scans, expected });
	}
await browser?.close();

// A payslip protected the way banks send them: the password is the worker's DNI.
try {
	execFileSync('qpdf', [
		'--encrypt',
		protectedPassword,
		'propietario-ficticio',
		'256',
		'--',
		join(fixtureDir, 'nomina-oficial.pdf'),
		join(fixtureDir, 'nomina-protegida.pdf'),
	]);
} catch {
	console.log('Sin qpdf: nomina-protegida.pdf no se ha regenerado.');
}
// Written as Prettier would, so the committed manifest passes npm run check as it comes out.
const options = (await resolveConfig(join(fixtureDir, 'manifest.json'))) ?? {};
writeFileSync(
	join(fixtureDir, 'manifest.json'),
	await format(JSON.stringify(manifest), { ...options, parser: 'json' }),
);
console.log(`${manifest.length} documentos en ${fixtureDir}`);
