import { z } from 'zod';
import { assertFinite, parseInput, toSafe } from './errors.ts';
import { messages } from './messages.ts';
import { loanMonths, positiveEuros, ratePercent } from './schemas.ts';

/** Inputs of monthlyPayment, reusable by forms. */
export const monthlyPaymentSchema = z.object({
	/** Amount borrowed in euros. */
	principal: positiveEuros(),
	/** Nominal annual rate (TIN) in percent. */
	annualRatePercent: ratePercent(),
	/** Number of monthly instalments. */
	months: loanMonths(),
});

/** Level payment without validation, for internal callers that already validated. */
export function levelPayment(principal: number, annualRatePercent: number, months: number): number {
	if (months <= 0) return principal;
	const i = annualRatePercent / 1200;
	if (i === 0) return principal / months;
	return (principal * i) / -Math.expm1(-months * Math.log1p(i));
}

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

/** Amount that a level payment repays over `months` at the given rate (inverse of levelPayment). */
export function presentValue(payment: number, annualRatePercent: number, months: number): number {
	if (payment <= 0 || months <= 0) return 0;
	const i = annualRatePercent / 1200;
	if (i === 0) return payment * months;
	return (payment * -Math.expm1(-months * Math.log1p(i))) / i;
}

/** Months needed to repay `balance` with `payment` (fractional); Infinity if it never ends. */
export function monthsToRepay(balance: number, annualRatePercent: number, payment: number): number {
	if (balance <= 0) return 0;
	const i = annualRatePercent / 1200;
	if (i === 0) return balance / payment;
	const ratio = (balance * i) / payment;
	if (ratio >= 1) return Number.POSITIVE_INFINITY;
	return -Math.log1p(-ratio) / Math.log1p(i);
}

/** monthlyPayment returning a Result instead of throwing. */
export const safeMonthlyPayment = toSafe(monthlyPayment);
