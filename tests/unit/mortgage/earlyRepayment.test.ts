import { describe, expect, it } from 'vitest';
import {
	earlyRepayment,
	earlyRepaymentFee,
	safeEarlyRepayment,
} from '../../../src/lib/mortgage/index.ts';

describe('earlyRepaymentFee (Ley 5/2019 art. 23 caps)', () => {
	const fee = (rateType: 'fixed' | 'variable', monthsSinceSigning: number, extra = {}) =>
		earlyRepaymentFee({ amount: 10_000, rateType, monthsSinceSigning, ...extra });

	it('fixed: 2 % during the first 10 years, 1,5 % after', () => {
		expect(fee('fixed', 0)).toEqual({ percent: 2, amount: 200 });
		expect(fee('fixed', 119).percent).toBe(2);
		expect(fee('fixed', 120)).toEqual({ percent: 1.5, amount: 150 });
	});

	it('variable: 0,25 % for 3 years or 0,15 % for 5 years, then nothing', () => {
		expect(fee('variable', 35).amount).toBeCloseTo(25, 9);
		expect(fee('variable', 36).amount).toBe(0);
		expect(fee('variable', 59, { variableFeeOption: '0.15-5y' }).amount).toBeCloseTo(15, 9);
		expect(fee('variable', 60, { variableFeeOption: '0.15-5y' }).amount).toBe(0);
	});

	it('variable to fixed: 0,05 % in the first 3 years', () => {
		expect(fee('variable', 10, { toFixed: true }).amount).toBeCloseTo(5, 9);
		expect(fee('variable', 40, { toFixed: true }).amount).toBe(0);
	});
});

describe('earlyRepayment', () => {
	const input = {
		balance: 200_000,
		annualRatePercent: 3,
		remainingMonths: 360,
		amount: 20_000,
		rateType: 'fixed' as const,
		monthsSinceSigning: 12,
	};

	it('compares reducing the term with reducing the instalment', () => {
		const result = earlyRepayment(input);
		expect(result.fee).toEqual({ percent: 2, amount: 400 });
		expect(result.current.payment).toBeCloseTo(843.21, 2);
		expect(result.reduceTerm.payment).toBeCloseTo(843.21, 2);
		expect(result.reduceTerm.monthsSaved).toBe(54);
		expect(result.reducePayment.months).toBe(360);
		expect(result.reducePayment.paymentDrop).toBeCloseTo(84.47, 2);
		expect(result.reduceTerm.interestSaved).toBeGreaterThan(result.reducePayment.interestSaved);
		expect(result.reduceTerm.netSaving).toBeCloseTo(result.reduceTerm.interestSaved - 400, 9);
		expect(result.best).toBe('reduce-term');
	});

	it('saves nothing in interest at rate 0', () => {
		const result = earlyRepayment({
			...input,
			annualRatePercent: 0,
			rateType: 'variable',
			monthsSinceSigning: 48,
		});
		expect(result.reduceTerm.interestSaved).toBeCloseTo(0, 9);
		expect(result.fee.amount).toBe(0);
		expect(result.reduceTerm.months).toBe(324); // 20.000 € is 36 instalments of 555,56 €
	});

	it('recommends nothing at TIN 0 %: both options only lose the fee', () => {
		// Fixed loan in its first 10 years: 2 % of 20.000 € = 400 € of fee, no interest to save.
		const result = earlyRepayment({ ...input, annualRatePercent: 0 });
		expect(result.fee).toEqual({ percent: 2, amount: 400 });
		expect(result.reduceTerm.interestSaved).toBe(0);
		expect(result.reducePayment.interestSaved).toBe(0);
		expect(result.reduceTerm.netSaving).toBe(-400);
		expect(result.best).toBe('none');
	});

	it('recommends nothing when the fee is larger than either saving', () => {
		// 1.000 € repaid in the last year of a 1 % loan saves a few euros; the fee is 20 €.
		const result = earlyRepayment({
			...input,
			balance: 12_000,
			annualRatePercent: 1,
			remainingMonths: 12,
			amount: 1_000,
		});
		expect(result.fee.amount).toBe(20);
		expect(result.reduceTerm.interestSaved).toBeLessThan(20);
		expect(result.best).toBe('none');
	});

	it('refuses more than the pending balance', () => {
		expect(safeEarlyRepayment({ ...input, amount: 250_000 })).toEqual({
			ok: false,
			error: { field: 'amount', message: 'La cantidad no puede superar el capital pendiente.' },
		});
	});
});
