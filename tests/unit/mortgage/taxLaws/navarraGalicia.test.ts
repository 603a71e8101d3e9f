/**
 * Navarra, Decreto Foral Legislativo 129/1999 (BON-n-1999-90001), art. 8.1 and 22.2; Galicia,
 * Decreto Legislativo 1/2011 (BOE-A-2011-18161), arts. 14 and 15 (general rate 8 % by Ley
 * 10/2023). Each reduced rate at its limit and one euro above; euros computed by hand.
 */
import { describe, expect, it } from 'vitest';
import { taxOf } from './helpers.ts';

describe('Navarra (art. 8.1)', () => {
	const itp = (price: number, buyer: Record<string, unknown>) =>
		taxOf({ price, provinceId: 'navarra', homeType: 'resale', buyer });
	const family = { age: 40, firstHome: true, childrenCount: 2 };

	it('art. 8.1.b: 5 % on at most 180.304 € of base for families with two or more children', () => {
		expect(itp(180_304, family)).toBeCloseTo(9015.2, 6);
		// One euro above: that euro at the 6 % of art. 8.1.a.
		expect(itp(180_305, family)).toBeCloseTo(9015.26, 6);
		expect(itp(250_000, family)).toBeCloseTo(13_196.96, 6);
	});

	it('one child, or another home in the family: the general 6 %', () => {
		expect(itp(180_304, { ...family, childrenCount: 1 })).toBeCloseTo(10_818.24, 6);
		expect(itp(180_304, { ...family, firstHome: false })).toBeCloseTo(10_818.24, 6);
	});

	it('art. 22.2: AJD 0,5 %', () => {
		expect(
			taxOf({ price: 200_000, provinceId: 'navarra', homeType: 'new' }, 'ajd-compraventa'),
		).toBeCloseTo(1000, 6);
	});
});

describe('Galicia (arts. 14 and 15)', () => {
	const itp = (price: number, buyer: Record<string, unknown>) =>
		taxOf({ price, provinceId: 'pontevedra', homeType: 'resale', buyer });

	it('8 % general (Ley 10/2023) when no reduced rate applies', () => {
		expect(itp(200_000, { age: 45 })).toBeCloseTo(16_000, 6);
	});

	it('art. 14.Dos: 7 % with wealth up to 200.000 € plus 30.000 € per extra family member', () => {
		expect(itp(200_000, { age: 45, wealth: 200_000 })).toBeCloseTo(14_000, 6);
		expect(itp(200_000, { age: 45, wealth: 200_001 })).toBeCloseTo(16_000, 6);
		expect(itp(200_000, { age: 45, wealth: 260_000, familyMembers: 3 })).toBeCloseTo(14_000, 6);
		expect(itp(200_000, { age: 45, wealth: 260_001, familyMembers: 3 })).toBeCloseTo(16_000, 6);
	});

	it('art. 14.Cinco: 3 % «inferior a 36 años» with the same wealth cap and no value cap', () => {
		expect(itp(500_000, { age: 35, wealth: 200_000 })).toBeCloseTo(15_000, 6);
		expect(itp(500_000, { age: 35, wealth: 200_001 })).toBeCloseTo(40_000, 6);
		expect(itp(200_000, { age: 36, wealth: 100_000 })).toBeCloseTo(14_000, 6);
	});

	it('art. 14.Tres: 3 % with a disability of 65 % or more, no wealth or value cap', () => {
		expect(itp(300_000, { age: 50, disabilityPercent: 65 })).toBeCloseTo(9000, 6);
		expect(itp(300_000, { age: 50, disabilityPercent: 64 })).toBeCloseTo(24_000, 6);
	});

	it('art. 14.Cuatro: 3 % for a large family with wealth up to 400.000 €', () => {
		expect(itp(300_000, { age: 50, largeFamily: true, wealth: 400_000 })).toBeCloseTo(9000, 6);
		expect(itp(300_000, { age: 50, largeFamily: true, wealth: 400_001 })).toBeCloseTo(24_000, 6);
	});

	it('art. 15: AJD 1,5 %, 1 % for a main home within the wealth cap, 0,5 % under 36', () => {
		const ajd = (buyer: Record<string, unknown>) =>
			taxOf({ price: 200_000, provinceId: 'lugo', homeType: 'new', buyer }, 'ajd-compraventa');
		expect(ajd({ age: 45 })).toBeCloseTo(3000, 6);
		expect(ajd({ age: 45, wealth: 200_000 })).toBeCloseTo(2000, 6);
		expect(ajd({ age: 45, wealth: 200_001 })).toBeCloseTo(3000, 6);
		expect(ajd({ age: 35, wealth: 200_000 })).toBeCloseTo(1000, 6);
	});
});
