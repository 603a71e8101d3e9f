/**
 * Field accuracy of the deed and receipt readers on the loan-document fixtures, per kind and
 * per field, on the tuning set and (reported apart, without the failing values, so it stays held
 * out) on the held-out set; `--scans` also reads the tuning scans with tesseract.js (slow).
 *   npx node scripts/loanDocumentFixtures/evaluate.ts [--verbose] [--scans]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { extractFields } from '../../src/lib/documentReader/extract.ts';
import type { FieldValues } from '../../src/lib/documentReader/fields.ts';
import { layoutFromBoxes, type TextBox } from '../../src/lib/documentReader/layout/lines.ts';
import { boxesFromOcr } from '../../src/lib/documentReader/layout/ocrBoxes.ts';
import { readPdfText } from '../../src/lib/documentReader/pdfText.ts';
import { sameValue } from '../documentFixtures/evaluate.ts';
import { cleanScan, startOcr } from '../documentFixtures/readers.ts';
import { loanFixtureDir, loanHeldOutDir, type LoanManifestEntry } from './types.ts';

/** The reductions of a bonus list («Nómina: 0,30; Seguro de hogar: 0,20») as sorted numbers. */
const reductions = (s: string) =>
	[...s.matchAll(/\d+,\d+/g)]
		.map((m) => Number(m[0].replace(',', '.')))
		.sort((a, b) => a - b)
		.join('|');

/** Whether a field read means the expected value (bonuses: the same reductions). */
export function sameField(
	field: string,
	compare: string,
	expected: string,
	actual: string,
): boolean {
	if (field === 'bonificaciones')
		return expected === '' ? actual === '' : reductions(expected) === reductions(actual);
	return sameValue(compare as 'text', expected, actual);
}

/** One field's outcome on one document. */
export interface Outcome {
	id: string;
	kind: LoanManifestEntry['kind'];
	field: string;
	expected: string;
	actual: string;
	ok: boolean;
}

export function loadLoanManifest(dir: string): LoanManifestEntry[] {
	return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as LoanManifestEntry[];
}

function score(entry: LoanManifestEntry, values: FieldValues): Outcome[] {
	return Object.entries(entry.expected).map(([field, [compare, expected]]) => {
		const actual = values[field] ?? '';
		const want = typeof expected === 'string' ? expected : '';
		return {
			id: entry.id,
			kind: entry.kind,
			field,
			expected: want,
			actual,
			ok: sameField(field, compare, want, actual),
		};
	});
}

/** Every field of every text PDF of a set. */
export async function evaluateLoanPdfs(dir: string): Promise<Outcome[]> {
	const out: Outcome[] = [];
	for (const entry of loadLoanManifest(dir)) {
		const pdf = await readPdfText(pdfjs, new Uint8Array(readFileSync(join(dir, entry.pdf))));
		await pdf.doc.loadingTask.destroy();
		out.push(...score(entry, extractFields(entry.kind, pdf.layout)));
	}
	return out;
}

/** Every field of every scan of a set, read by OCR as the browser does. */
export async function evaluateLoanScans(dir: string): Promise<Outcome[]> {
	const ocr = await startOcr();
	const out: Outcome[] = [];
	try {
		for (const entry of loadLoanManifest(dir).filter((e) => e.scans.length > 0)) {
			const boxes: TextBox[] = [];
			for (const [n, file] of entry.scans.entries()) {
				const { data } = await ocr.recognize(
					cleanScan(readFileSync(join(dir, file))),
					{ rotateAuto: true },
					{ blocks: true },
				);
				boxes.push(...boxesFromOcr(data.blocks, n + 1));
			}
			out.push(...score(entry, extractFields(entry.kind, layoutFromBoxes(boxes))));
		}
	} finally {
		await ocr.terminate();
	}
	return out;
}

const pct = (o: Outcome[]) =>
	`${((100 * o.filter((x) => x.ok).length) / Math.max(1, o.length)).toFixed(1).replace('.', ',')} % (${o.filter((x) => x.ok).length}/${o.length})`;

function print(title: string, outcomes: Outcome[], detail: boolean) {
	console.log(`\n${title}: ${pct(outcomes)}`);
	for (const kind of [...new Set(outcomes.map((o) => o.kind))]) {
		const mine = outcomes.filter((o) => o.kind === kind);
		console.log(`  ${kind.padEnd(16)} ${pct(mine)}`);
		for (const field of [...new Set(mine.map((o) => o.field))]) {
			const of = mine.filter((o) => o.field === field);
			console.log(`    ${field.padEnd(22)} ${pct(of)}`);
		}
		if (detail)
			for (const o of mine.filter((x) => !x.ok))
				console.log(`      ✗ ${o.id} ${o.field}: «${o.actual}» en vez de «${o.expected}»`);
	}
}

if (import.meta.main) {
	const verbose = process.argv.includes('--verbose');
	print('Ajuste, PDF con texto', await evaluateLoanPdfs(loanFixtureDir), verbose);
	print(
		'Reservado, PDF con texto',
		await evaluateLoanPdfs(loanHeldOutDir),
		process.argv.includes('--ver-reservado'),
	);
	if (process.argv.includes('--scans'))
		print('Ajuste, escaneos', await evaluateLoanScans(loanFixtureDir), verbose);
}
