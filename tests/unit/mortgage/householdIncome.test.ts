import { describe, expect, it } from 'vitest';
import { communities, purchaseCosts } from '../../../src/lib/mortgage/index.ts';

const itp = (input: Parameters<typeof purchaseCosts>[0]) =>
	purchaseCosts(input).lines.find((l) => l.id === 'itp')?.amount;

const household = {
	habitual: true,
	firstHome: true,
	largeFamily: true,
	singleParent: false,
	disabilityPercent: 0,
};

describe('income caps: the buyer’s own or the family’s combined (issue 29)', () => {
	it('Cataluña, large family: 36.000 € is the family’s combined income', () => {
		// 200.000 € resale in Barcelona: 5 % = 10.000 €, 10 % = 20.000 €.
		const base = { price: 200_000, provinceId: 'barcelona', homeType: 'resale' as const };
		const twoEarners = [
			{ sharePercent: 50, age: 40, annualIncome: 30_000 },
			{ sharePercent: 50, age: 40, annualIncome: 30_000 },
		];
		expect(itp({ ...base, buyer: household, buyers: twoEarners })).toBe(20_000);
		const oneEarner = [
			{ sharePercent: 50, age: 40, annualIncome: 30_000 },
			{ sharePercent: 50, age: 40, annualIncome: 0 },
		];
		expect(itp({ ...base, buyer: household, buyers: oneEarner })).toBe(10_000);
		expect(itp({ ...base, buyer: { ...household, annualIncome: 36_000 } })).toBe(10_000);
		expect(itp({ ...base, buyer: { ...household, annualIncome: 36_001 } })).toBe(20_000);
	});

	it('Cataluña, young buyers: each buyer’s own income counts', () => {
		const young = [
			{ sharePercent: 50, age: 30, annualIncome: 30_000 },
			{ sharePercent: 50, age: 30, annualIncome: 30_000 },
		];
		const buyer = { ...household, largeFamily: false };
		expect(
			itp({ price: 200_000, provinceId: 'barcelona', homeType: 'resale', buyer, buyers: young }),
		).toBe(10_000);
		const joven = communities
			.find((c) => c.id === 'cataluna')
			?.resale.reduced.find((r) => r.id === 'joven');
		expect(joven?.conditions.incomeOf).toBe('comprador');
		expect(joven?.note).not.toMatch(/unidad familiar|renta de la familia/);
	});

	it('Canarias: no ITP rule is shadowed by a cheaper one with the same conditions', () => {
		const canarias = communities.find((c) => c.id === 'canarias');
		expect(canarias?.resale.reduced.map((r) => r.id)).toEqual(['vivienda-habitual']);
		// A young buyer of a 150.000 € main home pays the 5 %: 7.500 €.
		expect(
			itp({
				price: 150_000,
				provinceId: 'las-palmas',
				homeType: 'resale',
				buyer: { ...household, largeFamily: false, age: 30 },
			}),
		).toBe(7_500);
	});
});
