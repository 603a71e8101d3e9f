/**
 * Pure mortgage engine for Spain: payments, schedules, TAE, purchase taxes and costs per
 * province, affordability and the comparison tools. No DOM or Astro imports; data comes from
 * content/data/*.json, validated with zod at import time.
 *
 * Error pattern (one for the whole engine): every function validates its input with an exported
 * zod schema whose messages are Spanish (messages.ts), so forms can reuse the same rules. On
 * invalid input a function throws MortgageInputError ({ field, message }); it never returns NaN or
 * Infinity. Each function has a `safe*` twin returning Result<T> = { ok: true, value } |
 * { ok: false, error: { field, message } } for callers that prefer not to catch.
 */
import { toSafe } from './errors.ts';
import { affordability } from './affordability.ts';
import { amortizationSchedule } from './amortizationSchedule.ts';
import { aprPercent } from './aprPercent.ts';
import { debtConsolidation } from './debtConsolidation.ts';
import { earlyRepayment } from './earlyRepayment.ts';
import { earlyRepaymentFee } from './fees.ts';
import { fixedVsVariable } from './fixedVsVariable.ts';
import { monthlyPayment } from './monthlyPayment.ts';
import { purchaseCosts } from './purchaseCosts.ts';
import { rentVsBuy } from './rentVsBuy.ts';
import { subrogation } from './subrogation.ts';

export { MortgageInputError, parseInput, toSafe, type Result } from './errors.ts';
export { messages, reasons, ruleLabels, scenarioLabels, conditionTexts } from './messages.ts';
export * from './schemas.ts';
export {
	monthlyPayment,
	monthlyPaymentSchema,
	presentValue,
	monthsToRepay,
} from './monthlyPayment.ts';
export * from './amortizationSchedule.ts';
export * from './aprPercent.ts';
export * from './dataFields.ts';
export * from './dataSchemas.ts';
export * from './lendingSchemas.ts';
export * from './data.ts';
export * from './buyerSchema.ts';
export {
	applyTax,
	applyTaxByShares,
	bracketFor,
	generalTax,
	conditionsMet,
	describeConditions,
	type AppliedTax,
	type BuyerShare,
	type TaxContext,
} from './taxRules.ts';
export * from './costLines.ts';
export * from './purchaseCosts.ts';
export * from './fees.ts';
export * from './icoGuarantee.ts';
export * from './affordabilitySchema.ts';
export { maxPriceFor, type PriceLimit } from './affordabilityLimits.ts';
export * from './affordability.ts';
export * from './earlyRepayment.ts';
export * from './subrogation.ts';
export * from './debtConsolidation.ts';
export * from './fixedVsVariable.ts';
export * from './rentVsBuy.ts';

/** monthlyPayment returning a Result instead of throwing. */
export const safeMonthlyPayment = toSafe(monthlyPayment);
/** amortizationSchedule returning a Result instead of throwing. */
export const safeAmortizationSchedule = toSafe(amortizationSchedule);
/** aprPercent returning a Result instead of throwing. */
export const safeAprPercent = toSafe(aprPercent);
/** purchaseCosts returning a Result instead of throwing. */
export const safePurchaseCosts = toSafe(purchaseCosts);
/** affordability returning a Result instead of throwing. */
export const safeAffordability = toSafe(affordability);
/** earlyRepaymentFee returning a Result instead of throwing. */
export const safeEarlyRepaymentFee = toSafe(earlyRepaymentFee);
/** earlyRepayment returning a Result instead of throwing. */
export const safeEarlyRepayment = toSafe(earlyRepayment);
/** subrogation returning a Result instead of throwing. */
export const safeSubrogation = toSafe(subrogation);
/** debtConsolidation returning a Result instead of throwing. */
export const safeDebtConsolidation = toSafe(debtConsolidation);
/** fixedVsVariable returning a Result instead of throwing. */
export const safeFixedVsVariable = toSafe(fixedVsVariable);
/** rentVsBuy returning a Result instead of throwing. */
export const safeRentVsBuy = toSafe(rentVsBuy);
