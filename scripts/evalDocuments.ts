/**
 * npm run eval:documents: field accuracy of the document reader per kind of document, on the
 * generated text PDFs and on their scans (tests/fixtures/documents; regenerate them with
 * scripts/documentFixtures/generate.ts). `--no-scans` skips the OCR part; `--verbose` lists
 * every field that came out wrong.
 */
import { evaluatePdfs, evaluateScans, tuningSet, type Score } from './documentFixtures/evaluate.ts';
import { startOcr } from './documentFixtures/readers.ts';

const verbose = process.argv.includes('--verbose');
const pct = (s: Score) => ((100 * s.correct) / Math.max(1, s.total)).toFixed(1).replace('.', ',');

function print(title: string, scores: Score[]) {
	console.log(`\n${title}`);
	for (const s of scores) {
		console.log(`  ${s.kind.padEnd(12)} ${pct(s).padStart(6)} %  (${s.correct}/${s.total} campos)`);
		if (verbose)
			for (const o of s.outcomes.filter((x) => !x.ok))
				console.log(`      ✗ ${o.document} ${o.field}: «${o.actual}» en vez de «${o.expected}»`);
	}
	const correct = scores.reduce((a, s) => a + s.correct, 0);
	const total = scores.reduce((a, s) => a + s.total, 0);
	console.log(`  ${'total'.padEnd(12)} ${pct({ correct, total } as Score).padStart(6)} %`);
}

print('PDF con texto', await evaluatePdfs(tuningSet()));
if (!process.argv.includes('--no-scans')) {
	const ocr = await startOcr();
	const started = performance.now();
	try {
		print('Escaneos (OCR)', await evaluateScans(ocr, tuningSet()));
	} finally {
		await ocr.terminate();
	}
	console.log(`\nOCR: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
