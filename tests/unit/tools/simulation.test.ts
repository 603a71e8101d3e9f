import { describe, expect, it } from 'vitest';
import { errorsFor } from '~/lib/tools/formErrors.ts';
import { simulate, simulationFields, type SimulationInput } from '~/lib/tools/simulation.ts';

const base: SimulationInput = {
	price: 250_000,
	amount: 200_000,
	years: 30,
	rateType: 'fija',
	tin: 3,
	euribor: 2.2,
	diferencial: 0.6,
	revisionMonths: 12,
	fixedYears: 10,
	provinceId: 'madrid',
	homeType: 'resale',
};

function run(input: Partial<SimulationInput> = {}) {
	const result = simulate({ ...base, ...input });
	if (!result.ok) throw new Error(result.error.message);
	return result.value;
}

describe('simulate', () => {
	it('computes a fixed loan: payment, interest, yearly rows and LTV', () => {
		const r = run();
		expect(r.firstPayment).toBeCloseTo(843.21, 2);
		expect(r.revisedPayment).toBeNull();
		expect(r.rows).toHaveLength(360);
		expect(r.years).toHaveLength(30);
		const i = 0.03 / 12;
		const payment = (200_000 * i) / (1 - (1 + i) ** -360);
		expect(r.totalInterest).toBeCloseTo(payment * 360 - 200_000, 4);
		expect(r.years.reduce((s, y) => s + y.principalPaid, 0)).toBeCloseTo(200_000, 4);
		expect(r.years.at(-1)?.balance).toBeCloseTo(0, 6);
		expect(r.ltv).toBeCloseTo(80, 10);
	});

	it('puts the buyer-paid appraisal in the TAE, so the TAE is above the TIN', () => {
		const r = run();
		expect(r.loanCosts).toBeGreaterThan(0);
		expect(r.tae).toBeGreaterThan(3);
		expect(r.tae).toBeLessThan(3.2);
		expect(r.totalCost).toBeCloseTo(250_000 + r.costs.totals.buyer + r.totalInterest, 6);
	});

	it('revises a variable loan after 12 months to Euribor + diferencial', () => {
		const r = run({ rateType: 'variable', tin: 2.5 });
		expect(r.rows[0]?.ratePercent).toBe(2.5);
		expect(r.rows[12]?.ratePercent).toBeCloseTo(2.8, 10);
		expect(r.revisedRate).toBeCloseTo(2.8, 10);
		expect(r.revisedPayment).not.toBeNull();
		expect(r.revisedPayment).toBeGreaterThan(r.firstPayment);
	});

	it('keeps a mixed loan fixed for its fixed years', () => {
		const r = run({ rateType: 'mixta', tin: 2.4, fixedYears: 10 });
		expect(r.rows[119]?.ratePercent).toBe(2.4);
		expect(r.rows[120]?.ratePercent).toBeCloseTo(2.8, 10);
	});

	it('speaks of years for the term, as the field does', () => {
		const yearsError = {
			ok: false,
			error: { field: 'years', message: 'El plazo debe estar entre 1 y 50 años.' },
		};
		expect(simulate({ ...base, years: 0 })).toEqual(yearsError);
		expect(simulate({ ...base, years: 51 })).toEqual(yearsError);
		expect(simulate({ ...base, years: -3 })).toEqual(yearsError);
		// 2,5 years are 30 monthly instalments.
		expect(run({ years: 2.5 }).rows).toHaveLength(30);
	});

	it('flags a price of 0 or less on the price field, not on the loan', () => {
		for (const price of [0, -1]) {
			expect(simulate({ ...base, price })).toEqual({
				ok: false,
				error: { field: 'price', message: 'El precio debe ser mayor que 0 €.' },
			});
		}
		expect(simulate({ ...base, price: 1e12 })).toEqual({
			ok: false,
			error: {
				field: 'price',
				message: 'El precio es demasiado alto para una vivienda: revisa la cifra.',
			},
		});
	});

	it('names the engine input at fault, and errorsFor puts it on the form field', () => {
		const form = (input: Partial<SimulationInput>) =>
			errorsFor(simulate({ ...base, ...input }), simulationFields, 'importe');
		expect(simulate({ ...base, years: 0 })).toMatchObject({
			ok: false,
			error: { field: 'years' },
		});
		expect(Object.keys(form({ years: 0 }))).toEqual(['plazo']);
		expect(form({ price: 0 })).toEqual({ precio: 'El precio debe ser mayor que 0 €.' });
		expect(simulate({ ...base, tin: 45 })).toMatchObject({
			ok: false,
			error: { field: 'annualRatePercent' },
		});
		expect(Object.keys(form({ tin: 45 }))).toEqual(['tin']);
		expect(form({ amount: 400_000 })).toEqual({
			importe: 'El importe del préstamo no puede superar el 120 % del precio.',
		});
		expect(form({ rateType: 'mixta', fixedYears: 30 })).toEqual({
			fijos: 'Los años a tipo fijo deben ser menos que el plazo.',
		});
		expect(Object.keys(form({ rateType: 'variable', diferencial: -50 }))).toEqual(['diferencial']);
	});
});
