import { describe, expect, it } from 'vitest';
import { extractFigures } from '../../../src/lib/ai/figures.ts';
import { detectIntent } from '../../../src/lib/ai/intent.ts';
import { aiPhrasings as table } from '../../fixtures/aiPhrasings.ts';

describe('figures and intent of Spanish questions', () => {
	it('has at least 60 phrasings', () => expect(table.length).toBeGreaterThanOrEqual(60));

	it.each(table)('%s', (question, intent, figures) => {
		const found = extractFigures(question);
		expect(found).toEqual(figures);
		expect(detectIntent(question, found)).toBe(intent);
	});
});
