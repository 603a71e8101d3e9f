import { describe, expect, it } from 'vitest';
import { earlyRepayment, safeEarlyRepayment } from '~/lib/mortgage/index.ts';
import {
	earlyRepaymentFields,
	earlyRepaymentHeader,
	earlyRepaymentRows,
	earlyRepaymentVerdict,
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

	it('says which option saves more after the fee', () => {
		const result = earlyRepayment(input);
		// Reducing the term saves 19.393,69 € of interest (a reduced instalment only 8.421,56 €, about
		// 20.000/150.000 of the 63.395 € left); minus the 400 € fee: 18.994 €.
		expect(earlyRepaymentVerdict(result, 3)).toBe(
			'Te conviene reducir plazo: ahorras 18.994\u00a0€ en intereses después de la comisión.',
		);
	});

	it('says plainly that at TIN 0 % early repayment saves no interest', () => {
		const withFee = earlyRepayment({ ...input, annualRatePercent: 0 });
		expect(earlyRepaymentVerdict(withFee, 0)).toBe(
			'Con un tipo de interés del 0 % amortizar anticipadamente no ahorra intereses: pagas lo mismo en total, solo que antes. Además pagarías 400,00\u00a0€ de comisión, que se calcula solo sobre la cantidad que adelantas.',
		);
		// Fixed loan signed 12 years ago: the 1,5 % cap applies, 300 € on 20.000 €.
		const noFee = earlyRepayment({
			...input,
			annualRatePercent: 0,
			rateType: 'variable',
			monthsSinceSigning: 48,
		});
		expect(earlyRepaymentVerdict(noFee, 0)).toBe(
			'Con un tipo de interés del 0 % amortizar anticipadamente no ahorra intereses: pagas lo mismo en total, solo que antes. Como no hay comisión, tampoco pierdes dinero.',
		);
	});

	it('says when the fee eats the whole saving', () => {
		// 1.000 € off a 12.000 € loan at 1 % with 12 instalments left: reducing the term saves the
		// most, about 1.000 € × 1 %/12 × 11 months ≈ 9,20 €, against a 20 € fee (2 %).
		const result = earlyRepayment({
			...input,
			balance: 12_000,
			annualRatePercent: 1,
			remainingMonths: 12,
			amount: 1_000,
		});
		expect(earlyRepaymentVerdict(result, 1)).toBe(
			'Lo que ahorrarías en intereses (9,20\u00a0€ como mucho) no cubre la comisión de 20,00\u00a0€, que se calcula sobre la cantidad que adelantas: amortizar ahora no te compensa.',
		);
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
