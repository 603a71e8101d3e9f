import { describe, expect, it } from 'vitest';
import { earlyRepayment, safeEarlyRepayment } from '~/lib/mortgage/index.ts';
import {
	earlyRepaymentFields,
	earlyRepaymentHeader,
	earlyRepaymentRows,
	yearsAndMonths,
} from '~/lib/tools/earlyRepaymentTool.ts';
import { errorsFor } from '~/lib/tools/formErrors.ts';

const input = {
	balance: 150_000,
	annualRatePercent: 3,
	remainingMonths: 300,
	amount: 20_000,
	rateType: 'fixed' as const,
	monthsSinceSigning: 60,
};

describe('early repayment tool', () => {
	it('lists the loan as is, reducing the term and reducing the instalment', () => {
		const result = earlyRepayment(input);
		const rows = earlyRepaymentRows(result);
		expect(rows.map((r) => r[0])).toEqual(['Sin amortizar', 'Reducir plazo', 'Reducir cuota']);
		expect(rows[0]).toHaveLength(earlyRepaymentHeader.length);
		// 150.000 € at 3 % over 300 months: 711,32 € a month.
		expect(rows[0]?.[1]).toBe(711.32);
		// Fixed loan within its first 10 years: fee capped at 2 % of 20.000 € = 400 €.
		expect(result.fee.amount).toBeCloseTo(400, 6);
		expect(rows[1]?.[5]).toBeCloseTo(result.reduceTerm.interestSaved - 400, 2);
	});

	it('writes durations in Spanish', () => {
		expect(yearsAndMonths(0)).toBe('0 meses');
		expect(yearsAndMonths(1)).toBe('1 mes');
		expect(yearsAndMonths(12)).toBe('1 año');
		expect(yearsAndMonths(53)).toBe('4 años y 5 meses');
	});

	it('puts "more than the balance" on the amount field', () => {
		const bad = safeEarlyRepayment({ ...input, amount: 200_000 });
		expect(Object.keys(errorsFor(bad, earlyRepaymentFields, 'pendiente'))).toEqual(['aportacion']);
	});
});
