import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	aprPercent,
	monthlyPayment,
	MortgageInputError,
	safeAprPercent,
} from '../../../src/lib/mortgage/index.ts';

const monthly = (count: number, amount: number, from = 1) =>
	Array.from({ length: count }, (_, k) => ({ month: from + k, amount }));

describe('aprPercent (TAE, Directive 2014/17/EU Annex I)', () => {
	const payment = monthlyPayment(150_000, 3, 300);
	const instalments = monthly(300, payment);

	it('case 1: no costs gives (1 + TIN/12)^12 − 1', () => {
		expect(aprPercent({ amount: 150_000, upfrontCosts: 0, payments: instalments })).toBeCloseTo(
			3.0416,
			4,
		);
	});

	it('case 2: 400 € appraisal', () => {
		expect(aprPercent({ amount: 150_000, upfrontCosts: 400, payments: instalments })).toBeCloseTo(
			3.0666,
			4,
		);
	});

	it('case 3: 1 % opening fee + appraisal', () => {
		expect(aprPercent({ amount: 150_000, upfrontCosts: 1900, payments: instalments })).toBeCloseTo(
			3.1614,
			4,
		);
	});

	it('case 4: appraisal + compulsory home insurance of 300 € at the start of each year', () => {
		const insurance = Array.from({ length: 24 }, (_, y) => ({ month: 12 * (y + 1), amount: 300 }));
		const apr = aprPercent({
			amount: 150_000,
			upfrontCosts: 700,
			payments: [...instalments, ...insurance],
		});
		expect(apr).toBeCloseTo(3.3996, 4);
	});

	it('uses annual effective compounding, not the US nominal APR', () => {
		const apr = aprPercent({ amount: 35_000, upfrontCosts: 0, payments: monthly(360, 269.5) });
		expect(apr).toBeCloseTo(8.856, 3);
	});

	it('solves short, very expensive credit (aprc-solver example)', () => {
		const payments = [110, 107, 105, 102].map((amount, k) => ({ month: k + 1, amount }));
		expect(aprPercent({ amount: 380, upfrontCosts: 0, payments })).toBeCloseTo(71.35, 2);
	});

	it('accepts payments at month 0 and negative TAE when less is repaid', () => {
		const apr = aprPercent({
			amount: 1000,
			upfrontCosts: 0,
			payments: [
				{ month: 0, amount: 10 },
				{ month: 12, amount: 900 },
			],
		});
		expect(apr).toBeCloseTo((900 / 990 - 1) * 100, 8);
	});

	it('rejects impossible inputs with Spanish messages', () => {
		expect(() => aprPercent({ amount: 0, upfrontCosts: 0, payments: instalments })).toThrow(
			MortgageInputError,
		);
		expect(
			safeAprPercent({ amount: 1000, upfrontCosts: 1000, payments: instalments }),
		).toMatchObject({
			ok: false,
			error: { field: 'upfrontCosts' },
		});
		expect(safeAprPercent({ amount: 1000, upfrontCosts: 0, payments: [] })).toMatchObject({
			ok: false,
			error: { field: 'payments' },
		});
		expect(
			safeAprPercent({ amount: 1000, upfrontCosts: 0, payments: [{ month: 0, amount: 5 }] }),
		).toMatchObject({
			ok: false,
			error: { field: 'payments' },
		});
	});

	it('is finite and at least the TIN-equivalent rate for any level loan with costs', () => {
		fc.assert(
			fc.property(
				fc.double({ min: 1000, max: 1_000_000, noNaN: true }),
				fc.double({ min: 0, max: 30, noNaN: true }),
				fc.integer({ min: 1, max: 480 }),
				fc.double({ min: 0, max: 0.2, noNaN: true }),
				(principal, rate, months, costShare) => {
					const payments = monthly(months, monthlyPayment(principal, rate, months));
					const apr = aprPercent({
						amount: principal,
						upfrontCosts: principal * costShare,
						payments,
					});
					expect(Number.isFinite(apr)).toBe(true);
					const effective = (Math.pow(1 + rate / 1200, 12) - 1) * 100;
					expect(apr).toBeGreaterThanOrEqual(effective - 1e-6);
				},
			),
			{ numRuns: 100 },
		);
	});
});
