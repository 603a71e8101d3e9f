import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rentVsBuy, safeRentVsBuy } from '../../../src/lib/mortgage/index.ts';

describe('rentVsBuy', () => {
	it('hand-checked cash purchase with no growth: buying wins once the saved rent covers the costs', () => {
		const result = rentVsBuy({
			price: 100_000,
			provinceId: 'ceuta',
			years: 3,
			rent: 200,
			rentIncreasePercent: 0,
			appreciationPercent: 0,
			investmentReturnPercent: 0,
			ownerCostsPercent: 0,
			loan: { annualRatePercent: 3, years: 20, ltvPercent: 0 },
		});
		// ITP 3 % (3.000) + notary 400 + registry 200 + gestoría 350.
		expect(result.upfront).toEqual({ downPayment: 100_000, costs: 3950, total: 103_950 });
		expect(result.years.map((y) => y.difference)).toEqual([2400 - 3950, 4800 - 3950, 7200 - 3950]);
		expect(result.breakEvenYear).toBe(2);
	});

	it('tracks the loan balance, home value and the renter investing the outlay', () => {
		const result = rentVsBuy({
			price: 250_000,
			provinceId: 'valencia',
			years: 15,
			rent: 1000,
			loan: { annualRatePercent: 3, years: 30 },
		});
		expect(result.monthlyPayment).toBeCloseTo(843.21, 2);
		const first = result.years[0];
		expect(first?.homeValue).toBeCloseTo(255_000, 6);
		expect(first?.rentPaid).toBe(12_000);
		expect(first?.rentNetWorth).toBeGreaterThan(result.upfront.total);
		expect(result.breakEvenYear).toBe(4);
		expect(result.years.at(-1)?.difference).toBeGreaterThan(0);
	});

	it('never returns non-finite figures', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 20_000, max: 2_000_000 }),
				fc.integer({ min: 100, max: 5000 }),
				fc.integer({ min: 1, max: 40 }),
				fc.double({ min: -20, max: 30, noNaN: true }),
				fc.double({ min: 0, max: 30, noNaN: true }),
				(price, rent, years, growth, rate) => {
					const result = rentVsBuy({
						price,
						provinceId: 'madrid',
						years,
						rent,
						appreciationPercent: growth,
						rentIncreasePercent: growth,
						investmentReturnPercent: growth,
						loan: { annualRatePercent: rate, years: 30 },
					});
					for (const y of result.years)
						expect(Number.isFinite(y.difference) && Number.isFinite(y.buyNetWorth)).toBe(true);
				},
			),
			{ numRuns: 50 },
		);
	});

	it('validates nested fields in Spanish', () => {
		expect(
			safeRentVsBuy({
				price: 1e5,
				provinceId: 'madrid',
				years: 10,
				rent: 800,
				loan: { annualRatePercent: 40, years: 30 },
			}),
		).toMatchObject({
			ok: false,
			error: {
				field: 'loan.annualRatePercent',
				message: 'El tipo de interés debe estar entre 0 % y 30 %.',
			},
		});
	});
});
