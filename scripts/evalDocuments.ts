/**
 * npm run eval:documents: field accuracy of the document reader per kind of document, on text
 * PDFs and on scans, for two sets reported apart:
 * - the tuning set, tests/fixtures/documents (drawn by scripts/documentFixtures/generate.ts);
 * - the held-out set, tests/fixtures/documents-heldout (drawn by an independent author with
 *   scripts/documentFixtures2, never used to tune the reader): only its accuracy per kind is
 *   printed, never which fields fail, so it stays held out.
 * `--no-scans` skips the OCR part; `--verbose` lists the tuning set's wrong fields; `--por-campo`
 * adds each field's accuracy per kind (summed over the documents, for both sets: it names no
 * document); `--solo-ajuste` evaluates the tuning set alone.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
	evaluatePdfs,
	evaluateScans,
	loadManifest,
	tuningSet,
	type FixtureSet,
	type Score,
} from './documentFixtures/evaluate.ts';
import { heldOutDir } from './documentFixtures/all.ts';
import { startOcr, type OcrEngine } from './documentFixtures/readers.ts';

const verbose = process.argv.includes('--verbose');
const withScans = !process.argv.includes('--no-scans');
const perField = process.argv.includes('--por-campo');
const pct = (correct: number, total: number) =>
	((100 * correct) / Math.max(1, total)).toFixed(1).replace('.', ',');
const sum = (scores: Score[]) => ({
	correct: scores.reduce((a, s) => a + s.correct, 0),
	total: scores.reduce((a, s) => a + s.total, 0),
});

function print(title: string, scores: Score[], listWrong: boolean) {
	console.log(`\n${title}`);
	for (const s of scores) {
		console.log(
			`  ${s.kind.padEnd(12)} ${pct(s.correct, s.total).padStart(6)} %  (${s.correct}/${s.total} campos)`,
		);
		if (perField) {
			const fields = [...new Set(s.outcomes.map((o) => o.field))];
			const line = fields.map((f) => {
				const mine = s.outcomes.filter((o) => o.field === f);
				return `${f} ${mine.filter((o) => o.ok).length}/${mine.length}`;
			});
			console.log(`      ${line.join(' · ')}`);
		}
		if (listWrong)
			for (const o of s.outcomes.filter((x) => !x.ok))
				console.log(`      ✗ ${o.document} ${o.field}: «${o.actual}» en vez de «${o.expected}»`);
	}
	const all = sum(scores);
	console.log(`  ${'total'.padEnd(12)} ${pct(all.correct, all.total).padStart(6)} %`);
	return all;
}

async function report(name: string, set: FixtureSet, ocr: OcrEngine | null, listWrong: boolean) {
	const text = print(`${name}: PDF con texto`, await evaluatePdfs(set), listWrong);
	const scans = ocr
		? print(`${name}: escaneos (OCR)`, await evaluateScans(ocr, set), listWrong)
		: null;
	return { text, scans };
}

const ocr = withScans ? await startOcr() : null;
const started = performance.now();
try {
	const tuning = await report('Ajuste (tests/fixtures/documents)', tuningSet(), ocr, verbose);
	if (process.argv.includes('--solo-ajuste'))
		console.log('\n(--solo-ajuste: sin el conjunto reservado.)');
	else if (existsSync(join(heldOutDir, 'manifest.json'))) {
		const held = await report(
			'Reservado (tests/fixtures/documents-heldout, otro generador)',
			{ dir: heldOutDir, manifest: loadManifest(heldOutDir) },
			ocr,
			false,
		);
		const gap = (a: { correct: number; total: number }, b: { correct: number; total: number }) =>
			((100 * a.correct) / Math.max(1, a.total) - (100 * b.correct) / Math.max(1, b.total))
				.toFixed(1)
				.replace('.', ',');
		console.log(`\nAjuste − reservado: ${gap(tuning.text, held.text)} puntos en PDF con texto`);
		if (tuning.scans && held.scans)
			console.log(`Ajuste − reservado: ${gap(tuning.scans, held.scans)} puntos en escaneos`);
	} else console.log('\n(No hay conjunto reservado en tests/fixtures/documents-heldout.)');
} finally {
	await ocr?.terminate();
}
if (ocr) console.log(`\nOCR: ${((performance.now() - started) / 1000).toFixed(1)} s`);
