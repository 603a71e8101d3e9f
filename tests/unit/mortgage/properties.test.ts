import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	debtConsolidation,
	earlyRepayment,
	fixedVsVariable,
	purchaseCosts,
	subrogation,
} from '../../../src/lib/mortgage/index.ts';

/** Every number inside a result (nested objects and arrays) is finite. */
function allFinite(value: unknown): boolean {
	if (typeof value === 'number') return Number.isFinite(value);
	if (Array.isArray(value)) return value.every(allFinite);
	if (value && typeof value === 'object') return Object.values(value).every(allFinite);
	return true;
}

const euros = fc.integer({ min: 1000, max: 3_000_000 });
const rate = fc.double({ min: 0, max: 30, noNaN: true });
const months = fc.integer({ min: 1, max: 480 });

describe('no valid input produces a non-finite number', () => {
	it('purchaseCosts', () => {
		fc.assert(
			fc.property(
				euros,
				fc.constantFrom('madrid', 'barcelona', 'tenerife', 'alava', 'ceuta', 'toledo', 'zaragoza'),
				fc.constantFrom('new' as const, 'resale' as const),
				fc.integer({ min: 18, max: 90 }),
				fc.double({ min: 0, max: 1, noNaN: true }),
				(price, provinceId, homeType, age, ltv) => {
					const costs = purchaseCosts({
						price,
						provinceId,
						homeType,
						buyer: { age },
						loanAmount: price * ltv,
					});
					expect(allFinite(costs)).toBe(true);
					expect(costs.totals.buyer).toBeGreaterThan(0);
				},
			),
			{ numRuns: 80 },
		);
	});

	it('subrogation and earlyRepayment', () => {
		fc.assert(
			fc.property(
				euros,
				months,
				rate,
				rate,
				fc.integer({ min: 0, max: 600 }),
				fc.double({ min: 0.01, max: 1, noNaN: true }),
				(balance, n, r1, r2, elapsed, share) => {
					const rateType = r1 > 15 ? ('variable' as const) : ('fixed' as const);
					const s = subrogation({
						balance,
						remainingMonths: n,
						currentRatePercent: r1,
						currentRateType: rateType,
						monthsSinceSigning: elapsed,
						newRatePercent: r2,
						newRateType: 'fixed',
					});
					expect(allFinite(s)).toBe(true);
					const e = earlyRepayment({
						balance,
						annualRatePercent: r1,
						remainingMonths: n,
						amount: balance * share,
						rateType,
						monthsSinceSigning: elapsed,
					});
					expect(allFinite(e)).toBe(true);
					expect(e.reduceTerm.months).toBeLessThanOrEqual(n);
				},
			),
			{ numRuns: 60 },
		);
	});

	it('debtConsolidation and fixedVsVariable', () => {
		fc.assert(
			fc.property(
				euros,
				rate,
				fc.integer({ min: 1, max: 40 }),
				fc.array(fc.double({ min: -1, max: 10, noNaN: true }), { minLength: 1, maxLength: 6 }),
				(principal, r, years, path) => {
					const d = debtConsolidation({
						debts: [{ balance: principal, monthlyPayment: principal / 50, remainingMonths: 60 }],
						newRatePercent: r,
						newYears: years,
					});
					expect(allFinite(d)).toBe(true);
					const f = fixedVsVariable({
						principal,
						years,
						fixedRatePercent: r,
						initialRatePercent: r,
						diferencial: 1,
						scenarios: [{ id: 'x', label: 'X', euribor: path }],
					});
					expect(allFinite(f)).toBe(true);
				},
			),
			{ numRuns: 40 },
		);
	});
});
