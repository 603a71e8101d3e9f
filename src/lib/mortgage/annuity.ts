/**
 * French-system loan arithmetic without validation, for callers that already validated (the
 * engine after its zod schemas, the assistant after its own parsing).
 */

/** Level payment of `principal` over `months` at a TIN in percent (principal / months at 0 %). */
export function levelPayment(principal: number, annualRatePercent: number, months: number): number {
	if (months <= 0) return principal;
	const i = annualRatePercent / 1200;
	if (i === 0) return principal / months;
	return (principal * i) / -Math.expm1(-months * Math.log1p(i));
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
