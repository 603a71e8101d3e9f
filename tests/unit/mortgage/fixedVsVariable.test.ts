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

	it('builds scenarios from a given Euribor and never below 0', () => {
		const [, rising, falling] = defaultScenarios(0.5);
		expect(rising?.euribor).toEqual([1, 1.5, 2, 2.5]);
		expect(falling?.euribor).toEqual([0.25, 0, 0, 0]);
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
