/**
 * Illes Balears, Decreto Legislativo 1/2014 (BOE-A-2014-6925, consolidated text of 13-12-2024):
 * art. 10.a (scale by average rate), 10.c (4 %), 10.d (2 %), 14 quater (100 % bonus), art. 15,
 * 17 and 17 bis (AJD), disposición adicional quinta (towns with a raised limit). Euros by hand.
 */
import { describe, expect, it } from 'vitest';
import { taxOf } from './helpers.ts';

const LIMIT = 270_151.2;
/** Facts of the 100 % bonus: three years resident, income within the cap, 80 % mortgage. */
const bonusFacts = { residenceYears: 3, annualIncome: 30_000 };
const resale = (
	price: number,
	buyer: Record<string, unknown>,
	extra: Record<string, unknown> = {},
) =>
	taxOf({
		price,
		provinceId: 'islas-baleares',
		homeType: 'resale',
		loanAmount: price * 0.8,
		buyer,
		...extra,
	});
const firstHome = (age: number, more: Record<string, unknown> = {}) => ({
	age,
	habitual: true,
	firstHome: true,
	...more,
});

describe('Illes Balears ITP', () => {
	it('the issue: a first home of 250.000 € pays 10.000 € at 40 and 0 € at 28', () => {
		expect(resale(250_000, { age: 40, firstHome: false })).toBeCloseTo(20_000, 6);
		expect(resale(250_000, firstHome(40))).toBeCloseTo(10_000, 6);
		expect(resale(250_000, firstHome(28, bonusFacts))).toBeCloseTo(0, 6);
	});

	it('art. 10.c: 4 % for a first main home «igual o inferior a 270.151,20 euros»', () => {
		expect(resale(LIMIT, firstHome(40))).toBeCloseTo(10_806.048, 6);
		// One euro above: the scale, 8 % (average rate 8,00).
		expect(resale(LIMIT + 1, firstHome(40))).toBeCloseTo(21_612.176, 6);
	});

	it('art. 10.d.1.º: 2 % «menor de 36 años» in a first home up to the same limit', () => {
		expect(resale(LIMIT, firstHome(35))).toBeCloseTo(5403.024, 6);
		expect(resale(LIMIT + 1, firstHome(35))).toBeCloseTo(21_612.176, 6);
		expect(resale(LIMIT, firstHome(36))).toBeCloseTo(10_806.048, 6);
	});

	it('art. 10.d.2.º: 2 % with the IRPF allowance for a disabled ascendant or descendant', () => {
		expect(resale(LIMIT, firstHome(50, { dependantDisability: true }))).toBeCloseTo(5403.024, 6);
	});

	it('art. 10.d.3.º: large families up to 350.000 €, 2 % on 270.151,20 € and 8 % above', () => {
		expect(resale(350_000, firstHome(45, { largeFamily: true }))).toBeCloseTo(11_790.928, 6);
		expect(resale(350_001, firstHome(45, { largeFamily: true }))).toBeCloseTo(28_000.08, 6);
	});

	it('art. 14 quater: 100 % bonus under 30 with residence, income and mortgage conditions', () => {
		expect(resale(LIMIT, firstHome(29, bonusFacts))).toBeCloseTo(0, 6);
		expect(resale(LIMIT + 1, firstHome(29, bonusFacts))).toBeCloseTo(21_612.176, 6);
		// 30 years old: no bonus, the 2 % of the under 36.
		expect(resale(250_000, firstHome(30, bonusFacts))).toBeCloseTo(5000, 6);
		// Two years of residence, or income above 52.800 €: the 2 %.
		expect(resale(250_000, firstHome(28, { ...bonusFacts, residenceYears: 2 }))).toBeCloseTo(
			5000,
			6,
		);
		expect(resale(250_000, firstHome(28, { ...bonusFacts, annualIncome: 52_800 }))).toBeCloseTo(
			0,
			6,
		);
		expect(resale(250_000, firstHome(28, { ...bonusFacts, annualIncome: 52_801 }))).toBeCloseTo(
			5000,
			6,
		);
		// Disability of 33 % at any age.
		expect(resale(250_000, firstHome(50, { ...bonusFacts, disabilityPercent: 33 }))).toBeCloseTo(
			0,
			6,
		);
	});

	it('art. 14 quater.1.g: the mortgage must reach 60 % of the value', () => {
		const at = (loanAmount: number) => resale(250_000, firstHome(28, bonusFacts), { loanAmount });
		expect(at(150_000)).toBeCloseTo(0, 6);
		expect(at(149_999)).toBeCloseTo(5000, 6);
	});

	it('disposición adicional quinta: raised towns, reduced rate on the first 270.151,20 €', () => {
		const town = { raisedLimitTown: true };
		// 270.151,20 × 4 % + 29.848,80 × 8 %.
		expect(resale(300_000, firstHome(40), town)).toBeCloseTo(13_193.952, 6);
		expect(resale(378_211.68, firstHome(40), town)).toBeCloseTo(19_450.8864, 6);
		expect(resale(378_212.68, firstHome(40), town)).toBeCloseTo(30_257.0144, 6);
		// Outside those towns the same home pays the scale.
		expect(resale(300_000, firstHome(40))).toBeCloseTo(24_000, 6);
	});

	it('art. 10.a: the average rate with two decimals, rounded up only above 5 thousandths', () => {
		const none = { age: 45, firstHome: false };
		// 450.000: 36.500 / 450.000 = 8,1111 % → 8,11 % → 36.495 €.
		expect(resale(450_000, none)).toBeCloseTo(36_495, 6);
		// 452.900: 8,11680 % → 8,12 % → 36.775,48 €.
		expect(resale(452_900, none)).toBeCloseTo(36_775.48, 6);
		// 452.233: 8,11550 % → third decimal 5, rounded down → 8,11 % → 36.676,0963 €.
		expect(resale(452_233, none)).toBeCloseTo(36_676.0963, 6);
	});
});

describe('Illes Balears AJD (arts. 15, 17 and 17 bis)', () => {
	const ajd = (price: number, buyer: Record<string, unknown>) =>
		taxOf({ price, provinceId: 'islas-baleares', homeType: 'new', buyer }, 'ajd-compraventa');
	it('1,2 % for a first main home up to 270.151,20 €, 1,5 % above', () => {
		expect(ajd(LIMIT, firstHome(40))).toBeCloseTo(3241.8144, 6);
		expect(ajd(LIMIT + 1, firstHome(40))).toBeCloseTo(4052.283, 6);
	});
	it('2 % on the whole value from 1.000.000 €', () => {
		expect(ajd(999_999, { age: 45 })).toBeCloseTo(14_999.985, 6);
		expect(ajd(1_000_000, { age: 45 })).toBeCloseTo(20_000, 6);
	});
});
