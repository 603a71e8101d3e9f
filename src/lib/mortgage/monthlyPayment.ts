import { z } from 'zod';
import { assertFinite, parseInput, toSafe } from './errors.ts';
import { messages } from './messages.ts';
import { loanMonths, positiveEuros, ratePercent } from './schemas.ts';
import { levelPayment } from './annuity.ts';

export { levelPayment, monthsToRepay, presentValue } from './annuity.ts';

/** Inputs of monthlyPayment, reusable by forms. */
export const monthlyPaymentSchema = z.object({
	/** Amount borrowed in euros. */
	principal: positiveEuros(),
	/** Nominal annual rate (TIN) in percent. */
	annualRatePercent: ratePercent(),
	/** Number of monthly instalments. */
	months: loanMonths(),
});

/**
 * Monthly instalment of a French-system loan (constant payment), unrounded euros:
 * C · i / (1 − (1 + i)^−n) with i = TIN / 12; principal / months when the rate is 0.
 * Throws MortgageInputError for invalid input.
 */
export function monthlyPayment(
	principal: number,
	annualRatePercent: number,
	months: number,
): number {
	const input = parseInput(monthlyPaymentSchema, { principal, annualRatePercent, months });
	const payment = levelPayment(input.principal, input.annualRatePercent, input.months);
	return assertFinite(payment, 'principal', messages.amountTooLarge);
}

/** monthlyPayment returning a Result instead of throwing. */
export const safeMonthlyPayment = toSafe(monthlyPayment);
