import { describe, expect, it } from 'vitest';
import { valuationPlace } from '../../../src/lib/valuation/savedLabels.ts';

describe('saved valuation labels', () => {
	it('names a valuation place with the province name', () => {
		expect(valuationPlace({ province: 'coruna', municipality: null }, { coruna: 'A Coruña' })).toBe(
			'A Coruña',
		);
		expect(
			valuationPlace({ province: 'madrid', municipality: 'Getafe' }, { madrid: 'Madrid' }),
		).toBe('Getafe, Madrid');
	});
});
