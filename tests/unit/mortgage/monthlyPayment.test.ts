import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	MortgageInputError,
	monthlyPayment,
	safeMonthlyPayment,
} from '../../../src/lib/mortgage/index.ts';

const cents = (n: number) => Math.round(n * 100) / 100;

describe('monthlyPayment', () => {
	it('matches hand-checked French-system instalments', () => {
		expect(cents(monthlyPayment(200_000, 3, 360))).toBe(843.21);
		expect(cents(monthlyPayment(200_000, 2.5, 360))).toBe(790.24);
		expect(cents(monthlyPayment(150_000, 3, 300))).toBe(711.32);
		expect(cents(monthlyPayment(150_000, 2.5, 300))).toBe(672.93);
	});

	it('divides evenly at rate 0', () => {
		expect(monthlyPayment(120_000, 0, 240)).toBe(500);
	});

	it('repays principal plus one month of interest in a one-month loan', () => {
		expect(monthlyPayment(10_000, 6, 1)).toBeCloseTo(10_050, 9);
	});

	it('handles 40-year loans', () => {
		expect(cents(monthlyPayment(200_000, 3, 480))).toBe(715.97);
	});

	it('throws a Spanish MortgageInputError instead of returning NaN', () => {
		const cases: Array<[unknown, unknown, unknown, string]> = [
			[-1, 3, 360, 'principal'],
			[0, 3, 360, 'principal'],
			[100_000, 31, 360, 'annualRatePercent'],
			[100_000, -1, 360, 'annualRatePercent'],
			[100_000, 3, 0, 'months'],
			[100_000, 3, 12.5, 'months'],
			[Number.NaN, 3, 360, 'principal'],
			['100000', 3, 360, 'principal'],
			[100_000, Number.POSITIVE_INFINITY, 360, 'annualRatePercent'],
		];
		for (const [principal, rate, months, field] of cases) {
			const call = () => monthlyPayment(principal as number, rate as number, months as number);
			expect(call).toThrow(MortgageInputError);
			try {
				call();
			} catch (error) {
				expect((error as MortgageInputError).field).toBe(field);
				expect((error as MortgageInputError).message).toMatch(/[a-záéíóúñ]/i);
			}
		}
	});

	it('has a safe variant returning a Result', () => {
		expect(safeMonthlyPayment(100_000, 0, 100)).toEqual({ ok: true, value: 1000 });
		expect(safeMonthlyPayment(100_000, 3, 0)).toEqual({
			ok: false,
			error: { field: 'months', message: 'El plazo debe estar entre 1 y 600 meses (50 años).' },
		});
	});

	it('is finite and pays back at least the principal for any valid input', () => {
		fc.assert(
			fc.property(
				fc.double({ min: 1, max: 100_000_000, noNaN: true }),
				fc.double({ min: 0, max: 30, noNaN: true }),
				fc.integer({ min: 1, max: 600 }),
				(principal, rate, months) => {
					const payment = monthlyPayment(principal, rate, months);
					expect(Number.isFinite(payment)).toBe(true);
					expect(payment * months).toBeGreaterThanOrEqual(principal * (1 - 1e-12));
				},
			),
		);
	});
});
