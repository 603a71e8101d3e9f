/**
 * Andalucía, Ley 5/2021, de 20 de octubre, de Tributos Cedidos (BOE-A-2021-17915, consolidated
 * text of 1-1-2025): art. 41 (7 %), art. 43.1 (reduced ITP), art. 49 (AJD 1,2 %), art. 50.1
 * (reduced AJD). Each reduced rate at its limit and one euro above; euros computed by hand.
 */
import { describe, expect, it } from 'vitest';
import { taxOf } from './helpers.ts';

const resale = (price: number, buyer: Record<string, unknown> = {}) =>
	taxOf({ price, provinceId: 'sevilla', homeType: 'resale', buyer: { age: 45, ...buyer } });
const newBuild = (price: number, buyer: Record<string, unknown> = {}) =>
	taxOf(
		{ price, provinceId: 'malaga', homeType: 'new', buyer: { age: 45, ...buyer } },
		'ajd-compraventa',
	);

describe('Andalucía ITP (arts. 41 and 43)', () => {
	it('art. 43.1.a: 6 % for any main home «no superior a 150.000 euros», 7 % above', () => {
		// The example: 140.000 × 6 % = 8.400 € (the site showed 9.800 €).
		expect(resale(140_000)).toBeCloseTo(8400, 6);
		expect(resale(150_000)).toBeCloseTo(9000, 6);
		expect(resale(150_001)).toBeCloseTo(10_500.07, 6);
		expect(resale(140_000, { habitual: false })).toBeCloseTo(9800, 6);
	});

	it('art. 43.1.b: 3,5 % «menor de 35 años» up to 150.000 €', () => {
		expect(resale(150_000, { age: 34 })).toBeCloseTo(5250, 6);
		expect(resale(150_001, { age: 34 })).toBeCloseTo(10_500.07, 6);
		expect(resale(150_000, { age: 35 })).toBeCloseTo(9000, 6);
	});

	it('art. 43.1.c: 3,5 % for a person with disability (33 %, art. 3) up to 250.000 €', () => {
		expect(resale(250_000, { disabilityPercent: 33 })).toBeCloseTo(8750, 6);
		expect(resale(250_001, { disabilityPercent: 33 })).toBeCloseTo(17_500.07, 6);
		expect(resale(250_000, { disabilityPercent: 32 })).toBeCloseTo(17_500, 6);
	});

	it('art. 43.1.d: 3,5 % for a member of a large family up to 250.000 €', () => {
		expect(resale(250_000, { largeFamily: true })).toBeCloseTo(8750, 6);
		expect(resale(250_001, { largeFamily: true })).toBeCloseTo(17_500.07, 6);
	});

	it('art. 43.2: by shares, unless the buyers are spouses or registered partners', () => {
		const buyers = [
			{ sharePercent: 50, age: 30 },
			{ sharePercent: 50, age: 40 },
		];
		const input = { price: 140_000, provinceId: 'sevilla', homeType: 'resale' as const, buyers };
		// Half at 3,5 % (2.450 €) and half at 6 % (4.200 €).
		expect(taxOf({ ...input, buyer: {} })).toBeCloseTo(6650, 6);
		// Spouses: one of them under 35 is enough for the whole home, 140.000 × 3,5 %.
		expect(taxOf({ ...input, buyer: { spouses: true } })).toBeCloseTo(4900, 6);
	});
});

describe('Andalucía AJD (arts. 49 and 50)', () => {
	it('art. 50.1.a: 1 % for a main home up to 150.000 €, else the 1,2 % of art. 49', () => {
		expect(newBuild(150_000)).toBeCloseTo(1500, 6);
		expect(newBuild(150_001)).toBeCloseTo(1800.012, 6);
	});

	it('art. 50.1.b: 0,3 % under 35 up to 150.000 €', () => {
		expect(newBuild(150_000, { age: 34 })).toBeCloseTo(450, 6);
		expect(newBuild(150_001, { age: 34 })).toBeCloseTo(1800.012, 6);
	});

	it('art. 50.1.c and d: 0,1 % for disability or a large family up to 250.000 €', () => {
		expect(newBuild(250_000, { disabilityPercent: 33 })).toBeCloseTo(250, 6);
		expect(newBuild(250_001, { disabilityPercent: 33 })).toBeCloseTo(3000.012, 6);
		expect(newBuild(250_000, { largeFamily: true })).toBeCloseTo(250, 6);
		expect(newBuild(250_001, { largeFamily: true })).toBeCloseTo(3000.012, 6);
	});
});
