import { z } from 'zod';
import { MortgageInputError, parseInput, toSafe } from './errors.ts';
import { messages, reasons } from './messages.ts';
import { levelPayment, monthsToRepay } from './monthlyPayment.ts';
import { loanMonths, loanYears, nonNegativeEuros, positiveEuros, ratePercent } from './schemas.ts';

/** One debt to be unified. */
export const debtSchema = z
	.object({
		/** Name shown back to the user (e.g. 'Préstamo coche'). */
		name: z.string({ error: messages.notText }).max(80).optional(),
		/** Pending capital. */
		balance: positiveEuros(),
		/** Current monthly payment. */
		monthlyPayment: positiveEuros('payment'),
		/** Annual rate in percent; needed when remainingMonths is unknown. */
		annualRatePercent: ratePercent().optional(),
		/** Payments left; computed from the rate when absent. */
		remainingMonths: loanMonths().optional(),
	})
	.refine((debt) => debt.remainingMonths !== undefined || debt.annualRatePercent !== undefined, {
		path: ['remainingMonths'],
		message: messages.debtNeedsTerm,
	});

/** Inputs of debtConsolidation. */
export const debtConsolidationSchema = z.object({
	debts: z.array(debtSchema, { error: messages.notList }).min(1, { error: messages.emptyDebts }),
	/** Annual rate of the new mortgage-backed loan, in percent. */
	newRatePercent: ratePercent(),
	/** Term of the new loan in years. */
	newYears: loanYears(),
	/** Costs of the operation paid by the borrower (appraisal, cancellations, fees). */
	costs: nonNegativeEuros('costs').default(0),
	/** Add the costs to the new loan instead of paying them up front. */
	financeCosts: z.boolean({ error: messages.unknownOption }).default(true),
});

/** Current debts versus one new loan. */
export interface DebtConsolidationResult {
	currentMonthlyPayment: number;
	newMonthlyPayment: number;
	monthlySaving: number;
	newPrincipal: number;
	newMonths: number;
	/** Months until the last current debt ends. */
	currentMonths: number;
	currentTotalCost: number;
	newTotalCost: number;
	/** newTotalCost − currentTotalCost: positive means consolidating costs more overall. */
	totalDifference: number;
	reason: string;
}

/**
 * Unifies several debts (reunificación de deudas) into a new loan: new instalment, months, and
 * the total paid against keeping the current debts, which is often higher because the term grows.
 * Throws MortgageInputError for invalid input.
 */
export function debtConsolidation(
	input: z.input<typeof debtConsolidationSchema>,
): DebtConsolidationResult {
	const data = parseInput(debtConsolidationSchema, input);
	let currentMonthlyPayment = 0;
	let currentTotalCost = 0;
	let currentMonths = 0;
	let balance = 0;
	data.debts.forEach((debt, index) => {
		const months =
			debt.remainingMonths ??
			monthsToRepay(debt.balance, debt.annualRatePercent ?? 0, debt.monthlyPayment);
		if (!Number.isFinite(months))
			throw new MortgageInputError(`debts.${index}.monthlyPayment`, messages.debtNeverEnds);
		currentMonthlyPayment += debt.monthlyPayment;
		currentTotalCost += debt.monthlyPayment * months;
		currentMonths = Math.max(currentMonths, Math.ceil(months - 1e-9));
		balance += debt.balance;
	});
	const newMonths = data.newYears * 12;
	const newPrincipal = balance + (data.financeCosts ? data.costs : 0);
	const newMonthlyPayment = levelPayment(newPrincipal, data.newRatePercent, newMonths);
	const newTotalCost = newMonthlyPayment * newMonths + (data.financeCosts ? 0 : data.costs);
	const totalDifference = newTotalCost - currentTotalCost;
	return {
		currentMonthlyPayment,
		newMonthlyPayment,
		monthlySaving: currentMonthlyPayment - newMonthlyPayment,
		newPrincipal,
		newMonths,
		currentMonths,
		currentTotalCost,
		newTotalCost,
		totalDifference,
		reason:
			totalDifference > 0
				? reasons.totalCostUp(totalDifference)
				: reasons.totalCostDown(-totalDifference),
	};
}

/** debtConsolidation returning a Result instead of throwing. */
export const safeDebtConsolidation = toSafe(debtConsolidation);
