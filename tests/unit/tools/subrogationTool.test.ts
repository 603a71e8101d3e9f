import { describe, expect, it } from 'vitest';
import { safeSubrogation, subrogation } from '~/lib/mortgage/index.ts';
import { errorsFor } from '~/lib/tools/formErrors.ts';
import {
	subrogationFields,
	subrogationHeader,
	subrogationRows,
	subrogationVerdict,
} from '~/lib/tools/subrogationTool.ts';

const input = {
	balance: 160_000,
	remainingMonths: 264,
	currentRatePercent: 3.8,
	currentRateType: 'variable' as const,
	monthsSinceSigning: 72,
	newRatePercent: 2.7,
	newRateType: 'fixed' as const,
	costs: 0,
};

describe('change of bank tool', () => {
	it('compares payments and totals, with the fee as a one-off cost', () => {
		const r = subrogation(input);
		const rows = subrogationRows(r);
		expect(rows[0]).toHaveLength(subrogationHeader.length);
		expect(rows[0]?.[1]).toBeCloseTo(r.currentPayment, 2);
		expect(rows[0]?.[2]).toBeCloseTo(r.newPayment, 2);
		expect(r.newPayment).toBeLessThan(r.currentPayment);
		expect(rows[2]?.[2]).toBeCloseTo(r.fee.amount, 2);
	});

	it('says whether it pays off and when', () => {
		const r = subrogation({ ...input, costs: 1_500 });
		expect(subrogationVerdict(r, 'subrogacion')).toMatch(
			/^El cambio de banco compensa: recuperas los gastos en el mes \d+\.$/,
		);
		const worse = subrogation({ ...input, newRatePercent: 4.5 });
		expect(subrogationVerdict(worse, 'novacion')).toBe(
			'La novación no compensa: pagarías lo mismo o más en total.',
		);
	});

	it('maps engine errors to the form', () => {
		const bad = safeSubrogation({ ...input, newRatePercent: 50 });
		expect(Object.keys(errorsFor(bad, subrogationFields, 'pendiente'))).toEqual(['tipoNuevo']);
	});
});
