import { z } from 'zod';
import { maxEuros } from './limits.ts';
import { amountMessages, messages, type AmountKind } from './messages.ts';

/**
 * Reusable zod field schemas with the engine's Spanish messages, so forms validate exactly as the
 * engine does. Rates are in percent units (3 means 3 %).
 */

export { maxEuros };

/** A number with Spanish messages for a missing or non-numeric value. */
export const numberField = () =>
	z.number({
		error: (issue) => (issue.input === undefined ? messages.required : messages.notNumber),
	});

/** An amount in euros strictly above 0; `kind` names the field in its messages (a rent, a price…). */
export const positiveEuros = (kind: AmountKind = 'amount') =>
	numberField()
		.gt(0, { error: amountMessages[kind].positive })
		.max(maxEuros, { error: amountMessages[kind].tooLarge });

/** An amount in euros that may be 0; `kind` names the field in its messages. */
export const nonNegativeEuros = (kind: AmountKind = 'amount') =>
	numberField()
		.min(0, { error: amountMessages[kind].nonNegative })
		.max(maxEuros, { error: amountMessages[kind].tooLarge });

/** An annual interest rate in percent, 0 to 30 (Ley 5/2019 art. 21 forbids negative interest). */
export const ratePercent = () =>
	numberField().min(0, { error: messages.ratePercent }).max(30, { error: messages.ratePercent });

/** A share in percent, 0 to 100. */
export const sharePercent = () =>
	numberField().min(0, { error: messages.percentRange }).max(100, { error: messages.percentRange });

/** A yearly growth or return in percent, −20 to 30 (rents, prices, investments). */
export const growthPercent = () =>
	numberField().min(-20, { error: messages.growthRange }).max(30, { error: messages.growthRange });

/** A loan term in whole months, 1 to 600. */
export const loanMonths = () =>
	numberField()
		.int({ error: messages.notInteger })
		.min(1, { error: messages.monthsRange })
		.max(600, { error: messages.monthsRange });

/** A loan term in whole years, 1 to 50. */
export const loanYears = () =>
	numberField()
		.int({ error: messages.notInteger })
		.min(1, { error: messages.yearsRange })
		.max(50, { error: messages.yearsRange });

/**
 * A loan term typed in years, 1 to 50, that may have a fraction (2,5 años = 30 meses): for forms
 * that ask years and compute in months, so the error speaks of years, as the field does.
 */
export const termYears = () =>
	numberField().min(1, { error: messages.yearsRange }).max(50, { error: messages.yearsRange });

/** A person's age in whole years, 18 to 100. */
export const age = () =>
	numberField()
		.int({ error: messages.notInteger })
		.min(18, { error: messages.ageRange })
		.max(100, { error: messages.ageRange });

/** A whole number of people or years, 0 to 100 (children, family members, years of residence). */
export const count = () =>
	numberField()
		.int({ error: messages.notInteger })
		.min(0, { error: messages.countRange })
		.max(100, { error: messages.countRange });

/** One of a fixed list of options, with a Spanish message otherwise. */
export const option = <const T extends readonly [string, ...string[]]>(values: T) =>
	z.enum(values, { error: messages.unknownOption });

/** Fixed-rate or variable-rate loan (for Ley 5/2019 fee caps). */
export const rateTypeSchema = option(['fixed', 'variable']);

/** Which of the two variable-rate fee options of Ley 5/2019 art. 23.5 the contract chose. */
export const variableFeeOptionSchema = option(['0.25-3y', '0.15-5y']);
