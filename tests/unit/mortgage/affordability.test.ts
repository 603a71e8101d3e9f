import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	affordability,
	icoEligibility,
	purchaseCosts,
	safeAffordability,
} from '../../../src/lib/mortgage/index.ts';
import { buyerCosts } from '../../../src/lib/mortgage/affordabilityLimits.ts';
import { tables } from '../../../src/lib/mortgage/data.ts';

const base = {
	incomes: [2000, 1500],
	savings: 60_000,
	ages: [30, 32],
	years: 30,
	annualRatePercent: 3,
	provinceId: 'madrid',
	homeType: 'resale' as const,
};

describe('affordability', () => {
	it('caps the instalment at 35 % of net income minus other debts', () => {
		const result = affordability({
			...base,
			incomes: [3000],
			debts: [50],
			annualRatePercent: 0,
			years: 25,
			savings: 1_000_000,
		});
		expect(result.maxPayment).toBeCloseTo(1000, 9);
		expect(result.maxLoanByPayment).toBeCloseTo(300_000, 6);
		expect(result.maxLoan).toBeCloseTo(300_000, 6);
	});

	it('finds the highest price whose down payment and costs fit the savings', () => {
		const result = affordability(base);
		expect(result.maxLoan).toBeCloseTo(result.maxPrice * 0.8, 6);
		const needed = (price: number) => {
			const costs = purchaseCosts({
				price,
				provinceId: 'madrid',
				homeType: 'resale',
				buyer: { age: 30 },
				loanAmount: price * 0.8,
			});
			return price * 0.2 + costs.totals.buyer;
		};
		expect(needed(result.maxPrice)).toBeLessThanOrEqual(60_000);
		expect(needed(result.maxPrice + 2)).toBeGreaterThan(60_000);
		expect(result.verdict).toBe('viable');
		expect(result.reasons[0]).toContain('hasta 228.350');
	});

	it('says how much more saving a target price needs, rounded up to 100 €, and suggests the ICO guarantee', () => {
		const result = affordability({
			...base,
			savings: 40_000,
			targetPrice: 300_000,
			buyer: { firstHome: true },
		});
		expect(result.verdict).toBe('no-viable');
		expect(result.target?.savingsShortfall).toBeCloseTo(40_375, 6);
		expect(result.reasons).toContain(
			'Necesitas 40.400\u00a0€ más de ahorro para la entrada y los gastos.',
		);
		expect(result.ico.eligible).toBe(true);
		expect(result.ico.limit?.price).toBeGreaterThan(300_000);
		expect(result.reasons.some((r) => r.includes('aval ICO'))).toBe(true);
	});

	it('is "ajustada" between 30 % and 35 % of effort and "viable" below', () => {
		const tight = affordability({ ...base, savings: 100_000, targetPrice: 340_000 });
		expect(tight.target?.tasaEsfuerzoPercent).toBeGreaterThan(30);
		expect(tight.target?.tasaEsfuerzoPercent).toBeLessThanOrEqual(35);
		expect(tight.verdict).toBe('ajustada');
		const easy = affordability({ ...base, savings: 150_000, targetPrice: 200_000 });
		expect(easy.target?.tasaEsfuerzoPercent).toBeLessThan(30);
		expect(easy.verdict).toBe('viable');
	});

	it('rejects a loan ending after the bank age limit and says the longest term', () => {
		const result = affordability({ ...base, ages: [60], years: 30 });
		expect(result.verdict).toBe('no-viable');
		expect(result.ageAtEnd).toBe(90);
		expect(result.maxYearsByAge).toBe(15);
		expect(result.reasons[0]).toBe(
			'Al terminar el préstamo el titular más joven tendría 90 años; los bancos suelen exigir como máximo 75. El plazo máximo sería de 15 años.',
		);
	});

	it('has no capacity when debts already use the whole limit', () => {
		const result = affordability({ ...base, incomes: [1000], debts: [400] });
		expect(result.maxPayment).toBe(0);
		expect(result.verdict).toBe('no-viable');
		expect(result.reasons).toContain(
			'Tus deudas actuales ya agotan la cuota que aceptaría un banco.',
		);
	});

	it('gives the real reason when there is no income, and no effort ratio', () => {
		const result = affordability({ ...base, incomes: [0], debts: [0], targetPrice: 200_000 });
		expect(result.maxPayment).toBe(0);
		expect(result.verdict).toBe('no-viable');
		expect(result.reasons).toContain(
			'Sin ingresos no hay con qué pagar una cuota: los bancos calculan la hipoteca a partir de tus ingresos netos mensuales.',
		);
		expect(result.reasons).not.toContain(
			'Tus deudas actuales ya agotan la cuota que aceptaría un banco.',
		);
		expect(result.target?.tasaEsfuerzoPercent).toBeNull();
		expect(result.reasons.some((r) => r.includes('100,0'))).toBe(false);
	});

	it('uses the lower LTV for a second home', () => {
		const result = affordability({ ...base, secondHome: true, savings: 1_000_000 });
		expect(result.ltvLimitPercent).toBe(70);
		expect(result.ico.eligible).toBe(false);
	});

	it('validates in Spanish', () => {
		expect(safeAffordability({ ...base, incomes: [] })).toMatchObject({
			ok: false,
			error: { field: 'incomes', message: 'Añade al menos un ingreso mensual.' },
		});
		expect(safeAffordability({ ...base, ages: [30, 15] })).toMatchObject({
			ok: false,
			error: { field: 'ages.1' },
		});
		expect(safeAffordability({ ...base, savings: -1 })).toEqual({
			ok: false,
			error: { field: 'savings', message: 'El ahorro no puede ser negativo.' },
		});
		expect(safeAffordability({ ...base, incomes: [2000, 1e9] })).toEqual({
			ok: false,
			error: { field: 'incomes.1', message: 'Los ingresos son demasiado altos: revisa la cifra.' },
		});
		expect(safeAffordability({ ...base, savings: Number.NaN })).toMatchObject({
			ok: false,
			error: { field: 'savings', message: 'Escribe un número.' },
		});
	});

	it('never returns non-finite figures for valid input', () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 2 }),
				fc.integer({ min: 0, max: 500_000 }),
				fc.integer({ min: 18, max: 80 }),
				fc.integer({ min: 1, max: 40 }),
				fc.double({ min: 0, max: 30, noNaN: true }),
				fc.constantFrom('madrid', 'barcelona', 'las-palmas', 'vizcaya', 'sevilla', 'ceuta'),
				fc.constantFrom('new' as const, 'resale' as const),
				(incomes, savings, age, years, rate, provinceId, homeType) => {
					const r = affordability({
						incomes,
						savings,
						ages: [age],
						years,
						annualRatePercent: rate,
						provinceId,
						homeType,
						targetPrice: 200_000,
					});
					for (const n of [
						r.maxPayment,
						r.maxLoan,
						r.maxPrice,
						r.costsAtMaxPrice,
						r.ltvPercent,
						r.target?.tasaEsfuerzoPercent ?? 0,
					]) {
						expect(Number.isFinite(n)).toBe(true);
					}
				},
			),
			{ numRuns: 40 },
		);
	});
});

describe('icoEligibility', () => {
	const check = {
		ages: [30],
		hasMinors: false,
		firstHome: true,
		secondHome: false,
		annualIncome: 24_000,
		communityId: 'andalucia',
	};

	it('accepts young first-home buyers under the income cap, with the community price cap', () => {
		expect(icoEligibility(check)).toEqual({
			eligible: true,
			maxPrice: 225_000,
			coveragePercent: 20,
			reasons: [],
		});
		expect(icoEligibility({ ...check, energyRating: 'c' }).coveragePercent).toBe(25);
	});

	it('accepts older buyers with children, rejects otherwise or above the income cap', () => {
		expect(icoEligibility({ ...check, ages: [40] }).eligible).toBe(false);
		expect(icoEligibility({ ...check, ages: [40], hasMinors: true }).eligible).toBe(true);
		expect(icoEligibility({ ...check, annualIncome: 48_000 }).reasons[0]).toContain('37.800');
		expect(icoEligibility({ ...check, ages: [30, 31], annualIncome: 48_000 }).eligible).toBe(true);
	});
});

describe('affordability: buyer costs with per-buyer shares', () => {
	it('gives each buyer an equal share, so one young buyer lowers only half the ITP', () => {
		const parsed = {
			incomes: [2000],
			debts: [],
			savings: 60_000,
			ages: [30],
			years: 30,
			annualRatePercent: 3,
			provinceId: 'valencia',
			homeType: 'resale' as const,
			secondHome: false,
			buyer: { firstHome: true, largeFamily: false, singleParent: false, disabilityPercent: 0 },
			annualIncome: 25_000,
			hasMinors: false,
		};
		const alone = buyerCosts(parsed, tables, 150_000, 0);
		// Valencia, 150.000 €: one buyer of 30 pays 6 % = 9.000 €; with a buyer of 40 at 50 %,
		// 4.500 + 7.500 = 12.000 €: 3.000 € more. Two buyers of 30: still 9.000 €.
		expect(buyerCosts({ ...parsed, ages: [30, 40] }, tables, 150_000, 0) - alone).toBeCloseTo(
			3000,
			6,
		);
		expect(buyerCosts({ ...parsed, ages: [30, 30] }, tables, 150_000, 0)).toBeCloseTo(alone, 6);
	});
});
