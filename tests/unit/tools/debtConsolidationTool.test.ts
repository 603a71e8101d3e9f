import { describe, expect, it } from 'vitest';
import { debtConsolidation } from '~/lib/mortgage/index.ts';
import {
	debtDefaults,
	debtHeader,
	debtRows,
	rowCount,
	runDebtConsolidation,
} from '~/lib/tools/debtConsolidationTool.ts';

describe('debt consolidation tool', () => {
	it('reads the shown rows and matches the engine', () => {
		const outcome = runDebtConsolidation(debtDefaults);
		if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
		const direct = debtConsolidation({
			debts: [
				{ balance: 14_000, monthlyPayment: 390, annualRatePercent: 7.5 },
				{ balance: 4_500, monthlyPayment: 180, annualRatePercent: 21 },
				{ balance: 9_000, monthlyPayment: 260, annualRatePercent: 9 },
			],
			newRatePercent: 3.5,
			newYears: 20,
			costs: 2_500,
			financeCosts: true,
		});
		expect(outcome.result.newMonthlyPayment).toBeCloseTo(direct.newMonthlyPayment, 8);
		expect(outcome.result.currentMonthlyPayment).toBe(830);
		expect(outcome.names).toEqual([
			'Préstamo del coche',
			'Tarjeta de crédito',
			'Préstamo personal',
		]);
		const rows = debtRows(outcome.result);
		expect(rows[0]).toHaveLength(debtHeader.length);
		expect(rows[0]?.[1]).toBe(830);
	});

	it('keeps the row count between 1 and 6', () => {
		expect(rowCount({ filas: '9' })).toBe(6);
		expect(rowCount({ filas: '0' })).toBe(1);
		expect(rowCount({ filas: 'x' })).toBe(1);
	});

	it('puts errors on the right debt and field', () => {
		const parse = runDebtConsolidation({ ...debtDefaults, cuota2: 'mucho' });
		expect(parse).toMatchObject({ ok: false, errors: { cuota2: expect.any(String) as string } });
		// A payment below the interest never repays the debt.
		const never = runDebtConsolidation({ ...debtDefaults, cuota2: '10' });
		expect(never).toMatchObject({ ok: false, errors: { cuota2: expect.any(String) as string } });
		const rate = runDebtConsolidation({ ...debtDefaults, tipoNuevo: '45' });
		expect(rate).toMatchObject({ ok: false, errors: { tipoNuevo: expect.any(String) as string } });
	});
});
