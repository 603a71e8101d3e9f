import { describe, expect, it } from 'vitest';
import { assistantDataFromFiles } from '../../../src/lib/ai/assistantDataFiles.ts';
import type { Answer } from '../../../src/lib/ai/answer.ts';
import { aiMessages } from '../../../src/lib/ai/messages.ts';
import { answerOffline } from '../../../src/lib/ai/offline.ts';
import { engineComputed, originLabel } from '../../../src/lib/ai/originLabel.ts';
import { buildIndex } from '../../../src/lib/ai/searchIndex.ts';
import { parts } from '../../fixtures/assistant-eval/run.ts';

/** The index without passages: the answer plans' data alone. */
const plansOnly = buildIndex([], assistantDataFromFiles());
const engine = aiMessages.origin.calculo;

describe('the «Calculado con nuestro motor hipotecario» label (issue 46)', () => {
	it('is not shown on an answer that asks for a missing figure instead of computing', () => {
		const asked = answerOffline('ipoteca 120000 a 20 años cuanto al mes', plansOnly);
		expect(asked.text).toContain('?');
		expect(asked.inputs ?? []).toEqual([]);
		expect(originLabel(asked)).not.toBe(engine);
	});

	it('is not shown when an input was neither said nor shown as an assumption with its reason', () => {
		const hidden: Answer = {
			text: 'Pagarías 843,21 € al mes.',
			sources: [],
			origin: 'calculo',
			inputs: [
				{ slot: 'loan', value: 200_000, said: true },
				{ slot: 'rate', value: 3, said: false },
			],
		};
		expect(engineComputed(hidden)).toBe(false);
		expect(originLabel(hidden)).not.toBe(engine);
		const open: Answer = {
			...hidden,
			inputs: [
				{ slot: 'loan', value: 200_000, said: true },
				{ slot: 'rate', value: 3, said: false, why: 'tipo orientativo; no lo indicaste' },
			],
		};
		expect(originLabel(open)).toBe(engine);
	});

	it('labels every engine answer of the tuning questions only with its inputs shown', () => {
		let labelled = 0;
		for (const q of parts.ajuste) {
			const answer = answerOffline(q.q, plansOnly, q.context ?? []);
			const computesEuros = answer.origin === 'calculo' && /€ al mes|pagarías/.test(answer.text);
			if (computesEuros) expect(answer.inputs?.length ?? 0, q.id).toBeGreaterThan(0);
			if (originLabel(answer) !== engine) continue;
			labelled++;
			for (const input of answer.inputs ?? [])
				expect(input.said || (input.why ?? '') !== '', `${q.id} ${input.slot}`).toBe(true);
		}
		expect(labelled).toBeGreaterThan(300);
	});
});
