/**
 * The evaluation of the document reader on a set of fixtures (a folder with the files and a
 * manifest.json, as /work/heldout/documents/CONTRACT.md fixes it): every text PDF through pdf.js
 * and every scan through tesseract.js (Spanish data from node_modules, no network), each field
 * compared with its true value.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Charge } from '../../src/lib/documentReader/models/charges.ts';
import { fold } from '../../src/lib/documentReader/kinds.ts';
import { parseSpanishNumber } from '../../src/lib/format/parseSpanishNumber.ts';
import { fixtureDir, type ManifestEntry } from './all.ts';
import type { Compare, ExpectedCharge, Expectation } from './fixture.ts';
import { readPdfFields, readScanFields, type OcrEngine, type ReadValues } from './readers.ts';

/** One field's outcome. */
export interface FieldOutcome {
	document: string;
	field: string;
	expected: string;
	actual: string;
	ok: boolean;
}

/** Field accuracy of one kind of document on one source (text PDFs or scans). */
export interface Score {
	kind: ManifestEntry['kind'];
	source: 'pdf' | 'scan';
	correct: number;
	total: number;
	outcomes: FieldOutcome[];
}

/** The fixtures of one folder: its manifest and where its files are. */
export interface FixtureSet {
	dir: string;
	manifest: ManifestEntry[];
}

export function loadManifest(dir = fixtureDir): ManifestEntry[] {
	return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[];
}

/** The generated (tuning) fixtures of tests/fixtures/documents. */
export const tuningSet = (): FixtureSet => ({ dir: fixtureDir, manifest: loadManifest() });

const number = (s: string) => {
	const parsed = parseSpanishNumber(s.replace(/[^\d.,\-−]/g, ''));
	return parsed.ok ? parsed.value : null;
};
const words = (s: string) =>
	fold(s)
		.replace(/[\s.,;:]+$/g, '')
		.replace(/\s+/g, ' ')
		.trim();
/** A name without punctuation, for holders («UNICAJA BANCO, S.A.» = «Unicaja Banco SA»). */
const name = (s: string) =>
	fold(s)
		.replace(/[.,;:'"«»()]/g, '')
		.replace(/\s+/g, ' ')
		.trim();

/** Whether `actual` (as the reader writes it) means the same as `expected`. */
export function sameValue(compare: Compare, expected: string, actual: string): boolean {
	if (expected === '') return actual.trim() === '';
	if (actual.trim() === '') return false;
	switch (compare) {
		case 'money':
		case 'number': {
			const [a, b] = [number(expected), number(actual)];
			return a !== null && b !== null && Math.abs(a - b) < 0.005;
		}
		case 'list': {
			const set = (s: string) => s.split(/[;,]/).map(words).filter(Boolean).sort().join('|');
			return set(expected) === set(actual);
		}
		default:
			return words(expected) === words(actual);
	}
}

/** Whether the charges read are the expected ones, in order, each with its kind, holder, amount and date. */
export function sameCharges(
	expected: readonly ExpectedCharge[],
	actual: readonly Charge[],
): boolean {
	return (
		expected.length === actual.length &&
		expected.every((e, i) => {
			const a = actual[i];
			return (
				a !== undefined &&
				e.tipo === a.tipo &&
				name(e.titular) === name(a.titular) &&
				sameValue('money', e.importe, a.importe) &&
				sameValue('date', e.fecha, a.fecha)
			);
		})
	);
}

const chargesText = (list: readonly (ExpectedCharge | Charge)[]) =>
	list.map((c) => [c.tipo, c.titular, c.importe, c.fecha].join(' | ')).join(' ; ');

function outcome(
	document: string,
	field: string,
	[compare, expected]: Expectation,
	values: ReadValues,
): FieldOutcome {
	if (compare === 'charges') {
		const actual = values.cargasLista ?? [];
		return {
			document,
			field,
			expected: chargesText(expected),
			actual: chargesText(actual),
			ok: sameCharges(expected, actual),
		};
	}
	const actual = values.fields[field] ?? '';
	return { document, field, expected, actual, ok: sameValue(compare, expected, actual) };
}

function score(entry: ManifestEntry, values: ReadValues): FieldOutcome[] {
	return Object.entries(entry.expected).map(([field, expectation]) =>
		outcome(entry.id, field, expectation, values),
	);
}

function tally(outcomes: FieldOutcome[], manifest: ManifestEntry[], source: Score['source']) {
	const kinds = [...new Set(manifest.map((e) => e.kind))];
	return kinds.map((kind): Score => {
		const ids = new Set(manifest.filter((e) => e.kind === kind).map((e) => e.id));
		const mine = outcomes.filter((o) => ids.has(o.document));
		return {
			kind,
			source,
			correct: mine.filter((o) => o.ok).length,
			total: mine.length,
			outcomes: mine,
		};
	});
}

/** Field accuracy per kind on the text PDFs. */
export async function evaluatePdfs(set: FixtureSet = tuningSet()): Promise<Score[]> {
	const outcomes: FieldOutcome[] = [];
	const withPdf = set.manifest.filter((e) => e.pdf);
	for (const entry of withPdf) {
		const bytes = new Uint8Array(readFileSync(join(set.dir, entry.pdf)));
		outcomes.push(...score(entry, await readPdfFields(entry.kind, bytes)));
	}
	return tally(outcomes, withPdf, 'pdf');
}

/** Field accuracy per kind on the scans (a few pages of OCR: tens of seconds). */
export async function evaluateScans(
	ocr: OcrEngine,
	set: FixtureSet = tuningSet(),
): Promise<Score[]> {
	const scanned = set.manifest.filter((e) => e.scans.length > 0);
	const outcomes: FieldOutcome[] = [];
	for (const entry of scanned) {
		const images = entry.scans.map((file) => readFileSync(join(set.dir, file)));
		outcomes.push(...score(entry, await readScanFields(ocr, entry.kind, images)));
	}
	return tally(outcomes, scanned, 'scan');
}
