import { describe, expect, it } from 'vitest';
import { purchaseCosts, safePurchaseCosts } from '~/lib/mortgage/index.ts';
import { errorsFor } from '~/lib/tools/formErrors.ts';
import {
	purchaseCostsFields,
	purchaseCostsHeader,
	purchaseCostsRows,
} from '~/lib/tools/purchaseCostsTool.ts';

describe('purchase costs tool', () => {
	it('lists every line with payer, base, rate, amount and rule', () => {
		const costs = purchaseCosts({
			price: 250_000,
			provinceId: 'madrid',
			homeType: 'resale',
			loanAmount: 200_000,
		});
		const rows = purchaseCostsRows(costs);
		expect(rows).toHaveLength(costs.lines.length);
		expect(rows[0]).toHaveLength(purchaseCostsHeader.length);
		const itp = rows.find((r) => String(r[0]).includes('ITP'));
		// Madrid, main home of 250.000 €: 6 % = 15.000 € less the 10 % of art. 30 bis = 13.500 €.
		expect(itp?.slice(1, 4)).toEqual(['Comprador', 250_000, 5.4]);
		expect(itp?.[4]).toBeCloseTo(13_500, 6);
		expect(rows.some((r) => r[1] === 'Banco' && r[4] === 'Lo paga el banco')).toBe(true);
	});

	it('names the reduced rule applied to a young buyer', () => {
		const costs = purchaseCosts({
			price: 150_000,
			provinceId: 'valencia',
			homeType: 'resale',
			buyer: {
				age: 30,
				annualIncome: 25_000,
				habitual: true,
				firstHome: true,
				largeFamily: false,
				singleParent: false,
				disabilityPercent: 0,
			},
		});
		const itp = purchaseCostsRows(costs).find((r) => String(r[0]).includes('ITP'));
		expect(String(itp?.[5])).toMatch(/35 años/);
	});

	it('maps buyer errors to the form', () => {
		const bad = safePurchaseCosts({
			price: 200_000,
			provinceId: 'madrid',
			homeType: 'resale',
			buyer: {
				age: 12,
				habitual: true,
				firstHome: false,
				largeFamily: false,
				singleParent: false,
				disabilityPercent: 0,
			},
		});
		expect(Object.keys(errorsFor(bad, purchaseCostsFields, 'precio'))).toEqual(['edad']);
	});

	it('checks the price like any euro amount, with the message on the price field', () => {
		const base = { provinceId: 'madrid', homeType: 'resale' as const, loanAmount: 0 };
		for (const price of [0, -1]) {
			const bad = safePurchaseCosts({ ...base, price });
			expect(errorsFor(bad, purchaseCostsFields, 'edad')).toEqual({
				precio: 'El precio debe ser mayor que 0 €.',
			});
		}
		expect(
			errorsFor(safePurchaseCosts({ ...base, price: 1e12 }), purchaseCostsFields, 'edad'),
		).toEqual({
			precio: 'El precio es demasiado alto para una vivienda: revisa la cifra.',
		});
	});
});

describe('purchase costs tool: two buyers', () => {
	it('maps the shares total and each buyer field to its own form key', () => {
		const bad = safePurchaseCosts({
			price: 150_000,
			provinceId: 'valencia',
			homeType: 'resale',
			buyers: [
				{ sharePercent: 60, age: 30 },
				{ sharePercent: 50, age: 40 },
			],
		});
		expect(errorsFor(bad, purchaseCostsFields, 'precio')).toEqual({
			parte2: 'Las partes de los compradores deben sumar 100 %.',
		});
		const young = safePurchaseCosts({
			price: 150_000,
			provinceId: 'valencia',
			homeType: 'resale',
			buyers: [
				{ sharePercent: 50, age: 30 },
				{ sharePercent: 50, age: 12 },
			],
		});
		expect(Object.keys(errorsFor(young, purchaseCostsFields, 'precio'))).toEqual(['edad2']);
	});
});
