import { describe, expect, it } from 'vitest';
import {
	defaultScenarios,
	fixedVsVariable,
	latestEuribor,
	monthlyPayment,
} from '../../../src/lib/mortgage/index.ts';

describe('fixedVsVariable', () => {
	it('costs the same when Euribor + diferencial equals the fixed rate', () => {
		const result = fixedVsVariable({
			principal: 150_000,
			years: 25,
			fixedRatePercent: 3,
			initialRatePercent: 3,
			diferencial: 1,
			scenarios: [{ id: 'flat', label: 'Plano', euribor: [2] }],
		});
		expect(result.fixed.payment).toBeCloseTo(monthlyPayment(150_000, 3, 300), 9);
		expect(result.scenarios[0]?.differenceVsFixed).toBeCloseTo(0, 6);
	});

	it('orders the default scenarios: rising is dearest, falling cheapest', () => {
		const result = fixedVsVariable({
			principal: 200_000,
			years: 30,
			fixedRatePercent: 2.8,
			initialRatePercent: 2,
			diferencial: 0.6,
		});
		const [stable, rising, falling] = result.scenarios;
		expect(stable?.euribor).toEqual([latestEuribor().ratePercent]);
		expect(rising?.totalPaid).toBeGreaterThan(stable?.totalPaid ?? 0);
		expect(falling?.totalPaid).toBeLessThan(stable?.totalPaid ?? 0);
		expect(rising?.differenceVsFixed).toBeGreaterThan(0);
		expect(result.cheapest).toBe('falling');
		expect(rising?.maxPayment).toBeGreaterThan(rising?.firstPayment ?? 0);
	});

	it('builds scenarios from a given Euribor; the Euribor itself may go below 0', () => {
		const [, rising, falling] = defaultScenarios(0.5);
		expect(rising?.euribor).toEqual([1, 1.5, 2, 2.5]);
		// Only the loan's rate stops at 0 % (Ley 5/2019 art. 21.4), not the index.
		expect(falling?.euribor).toEqual([0.25, 0, -0.25, -0.5]);
	});

	it('keeps the paths within the accepted Euribor range (−5 % to 30 %)', () => {
		const [, rising] = defaultScenarios(29);
		expect(rising?.euribor).toEqual([29.5, 30, 30, 30]);
		const [, , falling] = defaultScenarios(-4.5);
		expect(falling?.euribor).toEqual([-4.75, -5, -5, -5]);
		expect(() =>
			fixedVsVariable({
				principal: 100_000,
				years: 10,
				fixedRatePercent: 3,
				initialRatePercent: 2,
				diferencial: 1,
				euriborStart: 29,
			}),
		).not.toThrow();
	});

	it('with a negative Euribor keeps falling ≤ stable ≤ rising and flags the 0 % floor', () => {
		// Euribor −0,5 % + 0,3 % = −0,2 %: the rate applied is 0 %. With a 0 % first year too, the
		// stable and falling scenarios pay back exactly the 120.000 € borrowed, no interest.
		const result = fixedVsVariable({
			principal: 120_000,
			years: 10,
			fixedRatePercent: 2,
			initialRatePercent: 0,
			diferencial: 0.3,
			euriborStart: -0.5,
		});
		const [stable, rising, falling] = result.scenarios;
		expect(falling?.euribor).toEqual([-0.75, -1, -1.25, -1.5]);
		expect(stable?.totalPaid).toBeCloseTo(120_000, 6);
		expect(falling?.totalPaid).toBeCloseTo(120_000, 6);
		expect(falling?.totalInterest).toBeCloseTo(0, 6);
		// Rising: −0,5 % + 0,5 = 0 % in the second year, so 0,3 % is charged from then on.
		expect(rising?.totalPaid).toBeGreaterThan(120_000);
		expect(stable?.flooredAtZero).toBe(true);
		expect(falling?.flooredAtZero).toBe(true);
		expect(rising?.flooredAtZero).toBe(false);
		expect(result.flooredAtZero).toBe(true);
	});

	it('does not flag the floor when the rate stays positive or never gets revised', () => {
		const positive = fixedVsVariable({
			principal: 200_000,
			years: 30,
			fixedRatePercent: 2.8,
			initialRatePercent: 2,
			diferencial: 0.6,
			euriborStart: 2.2,
		});
		expect(positive.flooredAtZero).toBe(false);
		// A 1-year loan never leaves its 12 initial months: the Euribor is never applied.
		const short = fixedVsVariable({
			principal: 10_000,
			years: 1,
			fixedRatePercent: 2,
			initialRatePercent: 1,
			diferencial: 0.1,
			euriborStart: -1,
		});
		expect(short.flooredAtZero).toBe(false);
	});

	it('revises every 6 months with the yearly path', () => {
		const result = fixedVsVariable({
			principal: 100_000,
			years: 20,
			fixedRatePercent: 3,
			initialRatePercent: 2,
			initialMonths: 6,
			revisionMonths: 6,
			diferencial: 1,
			scenarios: [{ id: 'up', label: 'Sube', euribor: [1, 3] }],
		});
		const annual = fixedVsVariable({
			principal: 100_000,
			years: 20,
			fixedRatePercent: 3,
			initialRatePercent: 2,
			initialMonths: 6,
			revisionMonths: 12,
			diferencial: 1,
			scenarios: [{ id: 'up', label: 'Sube', euribor: [1, 3] }],
		});
		expect(result.scenarios[0]?.totalPaid).toBeCloseTo(annual.scenarios[0]?.totalPaid ?? 0, 6);
	});
});
