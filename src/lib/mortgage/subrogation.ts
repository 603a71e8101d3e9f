import { z } from 'zod';
import { parseInput, toSafe } from './errors.ts';
import { earlyRepaymentFee } from './fees.ts';
import { messages } from './messages.ts';
import { levelPayment } from './monthlyPayment.ts';
import {
	loanMonths,
	nonNegativeEuros,
	numberField,
	option,
	positiveEuros,
	rateTypeSchema,
	ratePercent,
	variableFeeOptionSchema,
} from './schemas.ts';

/** Inputs of subrogation. */
export const subrogationSchema = z.object({
	/** Subrogación (change of bank, Ley 2/1994) or novación (same bank, new terms). */
	kind: option(['subrogacion', 'novacion']).default('subrogacion'),
	/** Pending capital. */
	balance: positiveEuros(),
	/** Instalments left on the current loan. */
	remainingMonths: loanMonths(),
	/** Current annual rate in percent (for a variable loan, today's rate held). */
	currentRatePercent: ratePercent(),
	currentRateType: rateTypeSchema,
	/** Whole months since the current loan was signed (for the fee caps). */
	monthsSinceSigning: numberField()
		.int({ error: messages.notInteger })
		.min(0, { error: messages.monthsRange })
		.max(600, { error: messages.monthsRange }),
	variableFeeOption: variableFeeOptionSchema.default('0.25-3y'),
	/** Offered annual rate in percent. */
	newRatePercent: ratePercent(),
	newRateType: rateTypeSchema,
	/** New term in months; defaults to the remaining months. */
	newMonths: loanMonths().optional(),
	/** Costs you pay (appraisal, notary, registry…); often the new bank takes them on. */
	costs: nonNegativeEuros('costs').default(0),
});

/** Savings of moving a mortgage to a new rate. */
export interface SubrogationResult {
	currentPayment: number;
	newPayment: number;
	monthlySaving: number;
	/** Ley 5/2019 fee cap owed to the current bank. */
	fee: { percent: number; amount: number };
	upfrontCosts: number;
	currentTotal: number;
	newTotal: number;
	/** currentTotal − newTotal (positive is a saving). */
	totalSaving: number;
	/** First month whose accumulated saving covers the upfront costs; null if never. */
	breakEvenMonth: number | null;
}

/**
 * Compares the current mortgage with a subrogation or novation at a new rate: payments, the fee
 * cap of Ley 5/2019 art. 23 (0,05 % in the first 3 years when going from variable to fixed), costs,
 * total saving and the break-even month. Throws MortgageInputError for invalid input.
 */
export function subrogation(input: z.input<typeof subrogationSchema>): SubrogationResult {
	const data = parseInput(subrogationSchema, input);
	const newMonths = data.newMonths ?? data.remainingMonths;
	const currentPayment = levelPayment(data.balance, data.currentRatePercent, data.remainingMonths);
	const newPayment = levelPayment(data.balance, data.newRatePercent, newMonths);
	const fee = earlyRepaymentFee({
		amount: data.balance,
		rateType: data.currentRateType,
		monthsSinceSigning: data.monthsSinceSigning,
		variableFeeOption: data.variableFeeOption,
		toFixed: data.currentRateType === 'variable' && data.newRateType === 'fixed',
	});
	const upfrontCosts = fee.amount + data.costs;
	const monthlySaving = currentPayment - newPayment;
	const currentTotal = currentPayment * data.remainingMonths;
	const newTotal = newPayment * newMonths + upfrontCosts;
	let breakEvenMonth: number | null = null;
	if (upfrontCosts === 0 && monthlySaving >= 0) breakEvenMonth = 0;
	else if (monthlySaving > 0) {
		const month = Math.ceil(upfrontCosts / monthlySaving - 1e-9);
		breakEvenMonth = month <= Math.min(newMonths, data.remainingMonths) ? month : null;
	}
	return {
		currentPayment,
		newPayment,
		monthlySaving,
		fee,
		upfrontCosts,
		currentTotal,
		newTotal,
		totalSaving: currentTotal - newTotal,
		breakEvenMonth,
	};
}

/** subrogation returning a Result instead of throwing. */
export const safeSubrogation = toSafe(subrogation);
