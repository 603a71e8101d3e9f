import { describe, expect, it } from 'vitest';
import { affordability } from '~/lib/mortgage/index.ts';
import {
	householdDefaults,
	runAffordability,
	whatWouldChange,
	type HouseholdForm,
} from '~/lib/tools/affordabilityTool.ts';

const form = (changes: Partial<HouseholdForm> = {}): HouseholdForm => ({
	...householdDefaults,
	...changes,
});

describe('runAffordability', () => {
	it('reads the form the Spanish way and matches the engine', () => {
		const outcome = runAffordability(form({ precio: '250.000' }), true);
		expect(outcome.ok).toBe(true);
		if (!outcome.ok) return;
		const direct = affordability({
			incomes: [2200],
			debts: [0],
			savings: 45_000,
			ages: [32],
			years: 30,
			annualRatePercent: 3,
			provinceId: 'madrid',
			homeType: 'resale',
			targetPrice: 250_000,
			buyer: { firstHome: true, largeFamily: false, singleParent: false, disabilityPercent: 0 },
		});
		expect(outcome.result.verdict).toBe(direct.verdict);
		expect(outcome.result.maxPrice).toBeCloseTo(direct.maxPrice, 6);
		expect(outcome.result.target?.payment).toBeCloseTo(direct.target?.payment ?? 0, 6);
	});

	it('adds the second holder only when both income and age are given', () => {
		const two = runAffordability(form({ ingresos2: '1.800', edad2: '34' }), false);
		const one = runAffordability(form(), false);
		expect(two.ok && one.ok && two.result.maxPayment > one.result.maxPayment).toBe(true);
		const half = runAffordability(form({ ingresos2: '1.800' }), false);
		expect(half).toMatchObject({
			ok: false,
			errors: { edad2: expect.stringContaining('segundo titular') as string },
		});
	});

	it('puts parse and engine errors on their fields', () => {
		expect(runAffordability(form({ ahorro: 'mucho' }), false)).toMatchObject({
			ok: false,
			errors: { ahorro: expect.any(String) as string },
		});
		expect(runAffordability(form({ edad1: '12' }), false)).toMatchObject({
			ok: false,
			errors: { edad1: expect.any(String) as string },
		});
		expect(runAffordability(form({ precio: '' }), true)).toMatchObject({
			ok: false,
			errors: { precio: expect.any(String) as string },
		});
	});
});

describe('whatWouldChange', () => {
	it('with no income suggests the income the instalment needs, not a longer term', () => {
		const outcome = runAffordability(form({ ingresos1: '0', precio: '220.000' }), true);
		if (!outcome.ok) throw new Error('expected a result');
		expect(outcome.result.target?.tasaEsfuerzoPercent).toBeNull();
		const tips = whatWouldChange(outcome);
		expect(tips.some((t) => t.startsWith('Sumar ingresos netos de unos '))).toBe(true);
		expect(tips.some((t) => t.startsWith('Alargar el plazo'))).toBe(false);
	});

	it('suggests savings, income, a longer term and a cheaper home when it does not fit', () => {
		const outcome = runAffordability(form({ precio: '320.000' }), true);
		if (!outcome.ok) throw new Error('expected a result');
		expect(outcome.result.verdict).toBe('no-viable');
		const tips = whatWouldChange(outcome);
		expect(tips.some((t) => t.startsWith('Ahorrar '))).toBe(true);
		expect(tips.some((t) => t.startsWith('Sumar ingresos netos'))).toBe(true);
		expect(tips.some((t) => t.startsWith('Alargar el plazo a 40 años'))).toBe(true);
		expect(tips.some((t) => t.startsWith('Buscar una vivienda de hasta'))).toBe(true);
	});

	it('has nothing to suggest when it is viable', () => {
		const outcome = runAffordability(form({ precio: '120.000' }), true);
		if (!outcome.ok) throw new Error('expected a result');
		expect(outcome.result.verdict).toBe('viable');
		expect(whatWouldChange(outcome)).toEqual([]);
	});
});
