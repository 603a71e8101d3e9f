import { describe, expect, it } from 'vitest';
import {
	debtConsolidation,
	safeDebtConsolidation,
	safeSubrogation,
	subrogation,
} from '../../../src/lib/mortgage/index.ts';

describe('subrogation', () => {
	const input = {
		balance: 150_000,
		remainingMonths: 240,
		currentRatePercent: 4,
		currentRateType: 'fixed' as const,
		monthsSinceSigning: 60,
		newRatePercent: 2.5,
		newRateType: 'fixed' as const,
		costs: 500,
	};

	it('computes saving, fee, total and break-even month (hand-checked)', () => {
		const result = subrogation(input);
		expect(result.currentPayment).toBeCloseTo(908.97, 2);
		expect(result.newPayment).toBeCloseTo(794.85, 2);
		expect(result.monthlySaving).toBeCloseTo(114.12, 2);
		expect(result.fee).toEqual({ percent: 2, amount: 3000 });
		expect(result.upfrontCosts).toBe(3500);
		expect(result.totalSaving).toBeCloseTo(23_887.88, 2);
		expect(result.breakEvenMonth).toBe(31);
	});

	it('charges only 0,05 % when a young variable loan moves to fixed', () => {
		const result = subrogation({
			...input,
			currentRateType: 'variable',
			monthsSinceSigning: 12,
			costs: 0,
		});
		expect(result.fee.amount).toBeCloseTo(75, 9);
		expect(result.breakEvenMonth).toBe(1);
	});

	it('never breaks even when the new rate is worse', () => {
		expect(subrogation({ ...input, newRatePercent: 4.5 }).breakEvenMonth).toBeNull();
		expect(safeSubrogation({ ...input, newRatePercent: 45 })).toMatchObject({
			ok: false,
			error: { field: 'newRatePercent' },
		});
	});
});

describe('debtConsolidation', () => {
	const debts = [
		{ name: 'Coche', balance: 10_000, monthlyPayment: 500, remainingMonths: 24 },
		{ name: 'Tarjeta', balance: 20_000, monthlyPayment: 400, remainingMonths: 60 },
	];

	it('unifies debts into one cheaper loan (hand-checked at 0 %)', () => {
		const result = debtConsolidation({ debts, newRatePercent: 0, newYears: 10, costs: 1000 });
		expect(result.currentMonthlyPayment).toBe(900);
		expect(result.currentTotalCost).toBe(36_000);
		expect(result.newPrincipal).toBe(31_000);
		expect(result.newMonthlyPayment).toBeCloseTo(258.33, 2);
		expect(result.newTotalCost).toBeCloseTo(31_000, 6);
		expect(result.totalDifference).toBeCloseTo(-5000, 6);
		expect(result.reason).toBe('Ahorrarías 5.000\u00a0€ en total.');
	});

	it('warns when a longer term costs more overall', () => {
		const result = debtConsolidation({ debts, newRatePercent: 5, newYears: 20, costs: 1000 });
		expect(result.newMonthlyPayment).toBeCloseTo(204.59, 2);
		expect(result.newTotalCost).toBeCloseTo(49_100.71, 2);
		expect(result.currentMonths).toBe(60);
		expect(result.reason).toBe(
			'Pagarías menos cada mes, pero 13.101\u00a0€ más en total por alargar el plazo.',
		);
	});

	it('derives the remaining term from the rate, or explains why it cannot', () => {
		const derived = debtConsolidation({
			debts: [{ balance: 1200, monthlyPayment: 100, annualRatePercent: 0 }],
			newRatePercent: 3,
			newYears: 5,
		});
		expect(derived.currentMonths).toBe(12);
		expect(
			safeDebtConsolidation({
				debts: [{ balance: 10_000, monthlyPayment: 50, annualRatePercent: 12 }],
				newRatePercent: 3,
				newYears: 5,
			}),
		).toEqual({
			ok: false,
			error: {
				field: 'debts.0.monthlyPayment',
				message: 'Con esa cuota la deuda no se termina de pagar: la cuota no cubre los intereses.',
			},
		});
		expect(
			safeDebtConsolidation({
				debts: [{ balance: 1, monthlyPayment: 1 }],
				newRatePercent: 3,
				newYears: 5,
			}),
		).toMatchObject({
			ok: false,
			error: { field: 'debts.0.remainingMonths' },
		});
	});
});
