import { beforeAll, describe, expect, it } from 'vitest';
import { assistantDataFromFiles } from '../../../src/lib/ai/assistantDataFiles.ts';
import { guideMdx, newsMdx } from '../../../src/lib/ai/contentFiles.ts';
import { buildPassages } from '../../../src/lib/ai/corpus.ts';
import { answerOffline } from '../../../src/lib/ai/offline.ts';
import {
	buildIndex,
	loadIndex,
	serializeIndex,
	type PassageIndex,
} from '../../../src/lib/ai/searchIndex.ts';
import {
	accuracy,
	calculations,
	parts,
	report,
	runEval,
	type EvalResult,
} from '../../fixtures/assistant-eval/run.ts';

let results: EvalResult[];

beforeAll(() => {
	// The index goes through JSON as the browser gets it from the static asset.
	const built = buildIndex(buildPassages(guideMdx, newsMdx), assistantDataFromFiles());
	const index: PassageIndex = loadIndex(
		JSON.parse(JSON.stringify(serializeIndex(built))) as ReturnType<typeof serializeIndex>,
	);
	results = runEval((q, context) => answerOffline(q, index, context));
	console.log(report(results));
	// A guard against a hung run, not a budget: 900 questions on a busy shared machine.
}, 300_000);

describe('the assistant evaluation suite (tuning and held-out parts together)', () => {
	it('has at least 600 questions, 360 of them for tuning and 30 % held out', () => {
		const all = [...parts.ajuste, ...parts.reservada, ...parts.externa];
		expect(all.length).toBeGreaterThanOrEqual(600);
		expect(parts.ajuste.length).toBeGreaterThanOrEqual(360);
		expect((parts.reservada.length + parts.externa.length) / all.length).toBeGreaterThanOrEqual(
			0.3,
		);
		expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
	});

	it('answers at least 90 % of all questions right', () => {
		expect(accuracy(results)).toBeGreaterThanOrEqual(0.9);
	});

	it('answers at least 97 % of the calculations right', () => {
		expect(accuracy(calculations(results))).toBeGreaterThanOrEqual(0.97);
	});
});
