import { describe, expect, it } from 'vitest';
import {
	decodeComparison,
	encodeComparison,
	entryOffer,
	readPath,
	type ComparisonState,
} from '../../../src/lib/offerComparison/share.ts';

const state: ComparisonState = {
	entries: [
		{
			name: 'Caja Ñ',
			fields: { importe: '150.000,00', plazo: '25', tipo: 'Fijo', tin: '2,9' },
			bonuses: [{ name: 'Seguro de vida', yearlyCost: '1.200,50', points: '0,3' }],
		},
	],
	euribor: { now: '2,2', inFiveYears: '3' },
};

describe('comparison links', () => {
	it('round-trips a comparison through a URL-safe string', () => {
		const encoded = encodeComparison(state);
		expect(encoded).toMatch(/^[\w-]+$/);
		expect(decodeComparison(encoded)).toEqual(state);
	});

	it('rejects what is not a comparison and trims what is too long', () => {
		expect(decodeComparison('%%%')).toBeNull();
		expect(decodeComparison(encodeComparison({ ...state, entries: 'x' } as never))).toBeNull();
		const many = { ...state, entries: Array.from({ length: 5 }, () => state.entries[0]!) };
		expect(decodeComparison(encodeComparison(many))?.entries).toHaveLength(3);
	});

	it('reads bonuses and the Euribor path the Spanish way', () => {
		expect(entryOffer(state.entries[0]!)?.bonuses).toEqual([
			{ name: 'Seguro de vida', yearlyCost: 1200.5, points: 0.3 },
		]);
		expect(readPath({ now: '2,2 %', inFiveYears: '3' })).toEqual({ now: 2.2, inFiveYears: 3 });
		expect(readPath({ now: 'dos', inFiveYears: '3' })).toBeNull();
		expect(readPath({ now: '40', inFiveYears: '3' })).toBeNull();
	});
});
