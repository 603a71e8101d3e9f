import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	evaluatePdfs,
	evaluateScans,
	sameValue,
	type Score,
} from '../../../scripts/documentFixtures/evaluate.ts';
import { startOcr, type OcrEngine } from '../../../scripts/documentFixtures/readers.ts';

const share = (scores: Score[]) =>
	scores.reduce((n, s) => n + s.correct, 0) / scores.reduce((n, s) => n + s.total, 0);
const wrong = (scores: Score[]) =>
	scores.flatMap((s) => s.outcomes.filter((o) => !o.ok).map((o) => `${o.document}.${o.field}`));

describe('field accuracy on the generated documents (npm run eval:documents)', () => {
	it('compares values the way the form writes them', () => {
		expect(sameValue('money', '1937,70', '1.937,70')).toBe(true);
		expect(sameValue('money', '1937,70', '1.937,7')).toBe(true);
		expect(sameValue('money', '1937,70', '193,77')).toBe(false);
		expect(sameValue('text', 'S.L.', 's.l')).toBe(true);
		expect(sameValue('list', 'A, B', 'b; a')).toBe(true);
		expect(sameValue('text', '', 'algo')).toBe(false);
	});

	it('reads at least 95 % of the fields of every kind of text PDF', async () => {
		const scores = await evaluatePdfs();
		expect(scores.map((s) => s.kind).sort()).toEqual(['nomina', 'nota-simple', 'oferta', 'renta']);
		for (const s of scores) {
			expect(s.total, s.kind).toBeGreaterThanOrEqual(12);
			expect(s.correct / s.total, `${s.kind}: ${wrong([s]).join(', ')}`).toBeGreaterThanOrEqual(
				0.95,
			);
		}
	});

	describe('scans (OCR in Node with the Spanish data from node_modules)', () => {
		let ocr: OcrEngine;
		beforeAll(async () => {
			ocr = await startOcr();
		}, 120_000);
		afterAll(async () => {
			await ocr?.terminate();
		});

		it('reads at least 85 % of the fields of the scans', async () => {
			const scores = await evaluateScans(ocr);
			expect(scores).toHaveLength(4);
			expect(share(scores), wrong(scores).join(', ')).toBeGreaterThanOrEqual(0.85);
		}, 600_000);
	});
});
