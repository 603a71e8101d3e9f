/**
 * The evaluation of the document reader on the generated fixtures (tests/fixtures/documents):
 * every text PDF through pdf.js and every scan through tesseract.js (Spanish data from
 * node_modules, no network), each field compared with its true value.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fold } from '../../src/lib/documentReader/kinds.ts';
import { parseSpanishNumber } from '../../src/lib/format/parseSpanishNumber.ts';
import { fixtureDir, type ManifestEntry } from './all.ts';
import type { Compare } from './fixture.ts';
import { readPdfFields, readScanFields, type OcrEngine } from './readers.ts';

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

export function loadManifest(): ManifestEntry[] {
	return JSON.parse(readFileSync(join(fixtureDir, 'manifest.json'), 'utf8')) as ManifestEntry[];
}

const number = (s: string) => {
	const parsed = parseSpanishNumber(s.replace(/[^\d.,\-−]/g, ''));
	return parsed.ok ? parsed.value : null;
};
const words = (s: string) =>
	fold(s)
		.replace(/[\s.,;:]+$/g, '')
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

function score(entry: ManifestEntry, values: Record<string, string>): FieldOutcome[] {
	return Object.entries(entry.expected).map(([field, [compare, expected]]) => {
		const actual = values[field] ?? '';
		return {
			document: entry.id,
			field,
			expected,
			actual,
			ok: sameValue(compare, expected, actual),
		};
	});
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
export async function evaluatePdfs(manifest = loadManifest()): Promise<Score[]> {
	const outcomes: FieldOutcome[] = [];
	for (const entry of manifest) {
		const bytes = new Uint8Array(readFileSync(join(fixtureDir, entry.pdf)));
		outcomes.push(...score(entry, await readPdfFields(entry.kind, bytes)));
	}
	return tally(outcomes, manifest, 'pdf');
}

/** Field accuracy per kind on the scans (a few pages of OCR: tens of seconds). */
export async function evaluateScans(ocr: OcrEngine, manifest = loadManifest()): Promise<Score[]> {
	const scanned = manifest.filter((e) => e.scans.length > 0);
	const outcomes: FieldOutcome[] = [];
	for (const entry of scanned) {
		const images = entry.scans.map((name) => readFileSync(join(fixtureDir, name)));
		outcomes.push(...score(entry, await readScanFields(ocr, entry.kind, images)));
	}
	return tally(outcomes, scanned, 'scan');
}
