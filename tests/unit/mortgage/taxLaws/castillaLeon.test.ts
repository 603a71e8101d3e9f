/**
 * Castilla y León, Decreto Legislativo 1/2013 (BOCL-h-2013-90254, consolidated text of 2019):
 * art. 24 and 25 (ITP), art. 26 (AJD), art. 28.2.a (income caps). Euros computed by hand.
 */
import { describe, expect, it } from 'vitest';
import { taxOf } from './helpers.ts';

const itp = (price: number, buyer: Record<string, unknown>, buyers?: unknown) =>
	taxOf({
		price,
		provinceId: 'valladolid',
		homeType: 'resale',
		buyer,
		...(buyers === undefined ? {} : { buyers: buyers as [] }),
	});

describe('Castilla y León ITP', () => {
	it('art. 25.1: 8 % up to 250.000 € and 10 % on the part above', () => {
		expect(itp(300_000, { age: 45 })).toBeCloseTo(25_000, 6);
	});

	it('art. 25.3.c and 28.2.a: 4 % when all buyers are under 36 and income is within 31.500 €', () => {
		const young = { age: 30, firstHome: true, annualIncome: 31_500 };
		expect(itp(200_000, young)).toBeCloseTo(8000, 6);
		expect(itp(200_000, { ...young, annualIncome: 31_501 })).toBeCloseTo(16_000, 6);
		expect(itp(200_000, { ...young, age: 36 })).toBeCloseTo(16_000, 6);
	});

	it('«todos los adquirentes»: one buyer of 40 takes the 4 % away from both shares', () => {
		const buyers = [
			{ sharePercent: 50, age: 30, annualIncome: 15_000 },
			{ sharePercent: 50, age: 40, annualIncome: 15_000 },
		];
		expect(itp(200_000, { firstHome: true }, buyers)).toBeCloseTo(16_000, 6);
		const both = buyers.map((b) => ({ ...b, age: 30 }));
		expect(itp(200_000, { firstHome: true }, both)).toBeCloseTo(8000, 6);
	});

	it('art. 25.3.a: 4 % for a large family with income up to 37.800 €', () => {
		expect(itp(200_000, { age: 45, largeFamily: true, annualIncome: 37_800 })).toBeCloseTo(8000, 6);
		expect(itp(200_000, { age: 45, largeFamily: true, annualIncome: 37_801 })).toBeCloseTo(
			16_000,
			6,
		);
	});

	it('art. 24.2 and 26.2: AJD 1,5 %, 0,5 % with a disability of 65 % and income within the cap', () => {
		const ajd = (buyer: Record<string, unknown>) =>
			taxOf({ price: 200_000, provinceId: 'leon', homeType: 'new', buyer }, 'ajd-compraventa');
		expect(ajd({ age: 45 })).toBeCloseTo(3000, 6);
		expect(ajd({ age: 45, disabilityPercent: 65, annualIncome: 31_500 })).toBeCloseTo(1000, 6);
		expect(ajd({ age: 45, disabilityPercent: 65, annualIncome: 31_501 })).toBeCloseTo(3000, 6);
	});
});
