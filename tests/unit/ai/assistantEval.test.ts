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

	// The thresholds as before, over the parts they were set for: tuning and our held-out part.
	const ours = () => results.filter((r) => r.part !== 'externa');

	it('answers at least 90 % of the tuning and held-out questions right', () => {
		expect(accuracy(ours())).toBeGreaterThanOrEqual(0.9);
	});

	it('answers at least 97 % of their calculations right', () => {
		expect(accuracy(calculations(ours()))).toBeGreaterThanOrEqual(0.97);
	});

	// The stranger's frozen part is reported on its own (never tuned to); this floor only keeps a
	// change from making it worse than it was measured when it arrived and was first worked on
	// (issue 46: 74.0 % of all its questions, 75.2 % of its calculations).
	it('does not fall below the level measured on the stranger’s held-out part', () => {
		const stranger = results.filter((r) => r.part === 'externa');
		if (stranger.length === 0) return;
		expect(accuracy(stranger)).toBeGreaterThanOrEqual(0.74);
		expect(accuracy(calculations(stranger))).toBeGreaterThanOrEqual(0.75);
	});
});
