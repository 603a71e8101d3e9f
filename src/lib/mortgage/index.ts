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
export { MortgageInputError, parseInput, toSafe, type Result } from './errors.ts';
export { messages, reasons, ruleLabels, scenarioLabels, conditionTexts } from './messages.ts';
export * from './schemas.ts';
export {
	monthlyPayment,
	safeMonthlyPayment,
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
export * from './euribor.ts';
export * from './underwriting.ts';
export { pricePerM2Schema, type PricePerM2 } from '../places/provinceSchema.ts';
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
