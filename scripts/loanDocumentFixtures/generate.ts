/**
 * Writes the loan-document fixtures: the tuning set (deeds.ts, receipts.ts, drawn with
 * scripts/documentFixtures/pdf.ts; the ones marked `scan` also as a 150 dpi JPEG with grain made
 * by pdftoppm and jpeg-js) and the held-out set (heldOut.ts, HTML printed by Chromium). The
 * output is committed, so tests need neither Chromium nor poppler:
 *   npx node scripts/loanDocumentFixtures/generate.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import jpeg from 'jpeg-js';
import { format, resolveConfig } from 'prettier';
import { chromiumArgs, findChromium } from '../chromium.ts';
import { writeLayoutPdf } from '../documentFixtures/pdf.ts';
import { deedFixtures } from './deeds.ts';
import { heldOutLoanFixtures } from './heldOut.ts';
import { receiptFixtures } from './receipts.ts';
import { loanFixtureDir, loanHeldOutDir, type LoanManifestEntry } from './types.ts';

/** The `pages` pages of a PDF as grainy JPEG scans (a fixed seed, so the output is stable). */
function scans(dir: string, id: string, pages: number, seed: number): string[] {
	let state = seed;
	const random = () => {
		state = (state * 1664525 + 1013904223) % 4294967296;
		return state / 4294967296;
	};
	const names: string[] = [];
	for (let n = 1; n <= pages; n++) {
		const tmp = join(dir, `${id}-tmp`);
		const page = String(n);
		execFileSync('pdftoppm', [
			'-r',
			'150',
			'-jpeg',
			'-singlefile',
			'-f',
			page,
			'-l',
			page,
			join(dir, `${id}.pdf`),
			tmp,
		]);
		const image = jpeg.decode(readFileSync(`${tmp}.jpg`), { useTArray: true });
		for (let i = 0; i < image.data.length; i += 4) {
			const grain = (random() - 0.5) * 50;
			for (let c = 0; c < 3; c++)
				image.data[i + c] = Math.max(0, Math.min(255, (image.data[i + c] ?? 0) + grain));
		}
		const name = `${id}-escaneo-${n}.jpg`;
		writeFileSync(join(dir, name), jpeg.encode(image, 50).data);
		rmSync(`${tmp}.jpg`);
		names.push(name);
	}
	return names;
}

async function writeManifest(dir: string, manifest: LoanManifestEntry[]) {
	const options = (await resolveConfig(join(dir, 'manifest.json'))) ?? {};
	writeFileSync(
		join(dir, 'manifest.json'),
		await format(JSON.stringify(manifest), { ...options, parser: 'json' }),
	);
	console.log(`${manifest.length} documentos en ${dir}`);
}

mkdirSync(loanFixtureDir, { recursive: true });
const tuning: LoanManifestEntry[] = [];
let seed = 11;
for (const fixture of [...deedFixtures(), ...receiptFixtures()]) {
	const { id, kind, layout, expected } = fixture;
	writeFileSync(join(loanFixtureDir, `${id}.pdf`), writeLayoutPdf(fixture.pages));
	const images = fixture.scan ? scans(loanFixtureDir, id, fixture.pages.length, (seed += 97)) : [];
	tuning.push({
		id,
		kind,
		layout,
		generator: 'loanDocumentFixtures',
		pdf: `${id}.pdf`,
		scans: images,
		expected,
	});
}
await writeManifest(loanFixtureDir, tuning);

const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium is needed for the held-out set.');
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const tab = await browser.newPage();
mkdirSync(loanHeldOutDir, { recursive: true });
const heldOut: LoanManifestEntry[] = [];
for (const fixture of heldOutLoanFixtures()) {
	const { id, kind, layout, expected } = fixture;
	await tab.setContent(fixture.html);
	const bytes = await tab.pdf({
		format: 'A4',
		margin: { top: '18mm', bottom: '18mm', left: '20mm', right: '20mm' },
	});
	writeFileSync(join(loanHeldOutDir, `${id}.pdf`), bytes);
	heldOut.push({
		id,
		kind,
		layout,
		generator: 'loanDocumentFixtures (HTML, reservado)',
		pdf: `${id}.pdf`,
		scans: [],
		expected,
	});
}
await browser.close();
await writeManifest(loanHeldOutDir, heldOut);
