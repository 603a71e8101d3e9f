import { describe, expect, it } from 'vitest';
import { compareOffers, costOffer } from '../../../src/lib/offerComparison/compare.ts';
import { entryFromFein } from '../../../src/lib/offerComparison/fromFein.ts';
import type { Offer } from '../../../src/lib/offerComparison/types.ts';

const fixed: Offer = {
	name: 'Banco A',
	amount: 100_000,
	years: 20,
	kind: 'fijo',
	tin: 2.5,
	fixedYears: 20,
	spread: 0,
	openingFee: 0,
	upfrontCosts: 0,
	linkedYearly: 0,
	bonuses: [{ name: 'Seguro de vida', yearlyCost: 300, points: 0.5 }],
	statedTae: null,
};

describe('each bonus’s break-even', () => {
	it('pays for itself while the interest it saves in a year is at least its cost', () => {
		// Interest saved each year by 2,5 % instead of 3 % on 100.000 € over 240 months (French
		// system, by hand): year 11 saves 306,54 €, year 12 281,16 €; at 300 € a year it pays 11 years.
		const [bonus] = costOffer(fixed, { now: 2, inFiveYears: 2 }).bonuses;
		expect(bonus?.paysForYears).toBe(11);
		const cheap = costOffer(
			{ ...fixed, bonuses: [{ name: 'Nómina', yearlyCost: 0, points: 0.5 }] },
			{
				now: 2,
				inFiveYears: 2,
			},
		);
		expect(cheap.bonuses[0]?.paysForYears).toBe(20);
		const dear = costOffer(
			{ ...fixed, bonuses: [{ name: 'Tarjeta', yearlyCost: 600, points: 0.5 }] },
			{
				now: 2,
				inFiveYears: 2,
			},
		);
		expect(dear.bonuses[0]?.paysForYears).toBe(0);
	});

	it('shows the applied TIN and the products with their yearly cost', () => {
		const r = costOffer(
			{ ...fixed, linkedYearly: 120, linkedNames: 'Nómina domiciliada' },
			{
				now: 2,
				inFiveYears: 2,
			},
		);
		expect(r.tin).toBe(2.5);
		expect(r.products).toEqual([
			{ name: 'Seguro de vida', yearlyCost: 300 },
			{ name: 'Nómina domiciliada', yearlyCost: 120 },
		]);
	});

	it('names the cheapest offer over 5, 10 years and the whole term', () => {
		const upfront: Offer = {
			...fixed,
			name: 'Con comisión',
			bonuses: [],
			tin: 2.6,
			openingFee: 4000,
		};
		const plain: Offer = { ...fixed, name: 'Sin comisión', bonuses: [], tin: 3 };
		const c = compareOffers([plain, upfront], { now: 2, inFiveYears: 2 });
		// 4.000 € up front against 0,4 points: the plain offer is cheaper for the first years.
		expect(c.cheapestAt).toEqual({ cost5: 0, cost10: 0, costTotal: 1 });
	});
});

describe('entryFromFein', () => {
	it('turns the FEIN’s bonus lines into bonuses and keeps only the required products’ cost', () => {
		const entry = entryFromFein(
			'Banco Grande',
			{ importe: '185.000,00', tin: '2,90', costeVinculados: '430,00', vinculados: 'x' },
			[
				{ name: 'Nómina domiciliada', yearlyCost: 0, points: 0.2, condition: '' },
				{ name: 'Seguro de hogar', yearlyCost: 190, points: 0.15, condition: '' },
				{ name: 'Seguro de vida', yearlyCost: 240, points: null, condition: '' },
			],
		);
		expect(entry.bonuses).toEqual([
			{ name: 'Nómina domiciliada', yearlyCost: '0,00', points: '0,2' },
			{ name: 'Seguro de hogar', yearlyCost: '190,00', points: '0,15' },
		]);
		expect(entry.fields['costeVinculados']).toBe('240,00');
		expect(entry.fields['tin']).toBe('2,90');
	});
});
