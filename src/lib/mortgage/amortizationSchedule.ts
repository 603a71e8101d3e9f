import { z } from 'zod';
import { parseInput } from './errors.ts';
import { messages } from './messages.ts';
import { levelPayment, monthlyPaymentSchema, monthsToRepay } from './monthlyPayment.ts';
import { loanMonths, numberField, option, positiveEuros, ratePercent } from './schemas.ts';

/** Euribor path and spread of a variable or mixed loan after its fixed period. */
export const variableTermsSchema = z.object({
	/** Spread (diferencial) added to the Euribor, in percentage points. */
	diferencial: ratePercent(),
	/** Annual Euribor in percent applied at each revision, in order; the last value is held. */
	euribor: z
		.array(
			numberField()
				.min(-5, { error: messages.ratePercent })
				.max(30, { error: messages.ratePercent }),
			{
				error: messages.notList,
			},
		)
		.min(1, { error: messages.notList }),
	/** Months between revisions: 6 (semestral) or 12 (anual). */
	revisionMonths: z.union([z.literal(6), z.literal(12)], { error: messages.unknownOption }),
});

/** An extra payment on top of the instalment of `month`. */
export const earlyRepaymentEventSchema = z.object({
	/** Month (1-based) after whose instalment the extra payment is made. */
	month: loanMonths(),
	/** Extra amount in euros; anything above the pending balance is ignored. */
	amount: positiveEuros(),
	/** Keep the instalment and shorten the term, or keep the term and lower the instalment. */
	mode: option(['reduce-term', 'reduce-payment']),
});

/** Inputs of amortizationSchedule: a fixed loan, optionally variable or mixed, discounted, prepaid. */
export const amortizationInputSchema = monthlyPaymentSchema
	.extend({
		/** Months at `annualRatePercent` before the variable terms apply (default 12 when variable). */
		fixedMonths: numberField()
			.int({ error: messages.notInteger })
			.min(0, { error: messages.monthsRange })
			.max(600, { error: messages.monthsRange })
			.optional(),
		/** Present for variable and mixed loans. */
		variable: variableTermsSchema.optional(),
		/** Bonificación: percentage points taken off every rate for linked products. */
		bonificacion: ratePercent().optional(),
		/** Extra payments (amortización anticipada). */
		earlyRepayments: z.array(earlyRepaymentEventSchema).optional(),
	})
	.superRefine((loan, ctx) => {
		loan.earlyRepayments?.forEach((event, index) => {
			if (event.month > loan.months) {
				ctx.addIssue({
					code: 'custom',
					path: ['earlyRepayments', index, 'month'],
					message: messages.monthInLoan,
				});
			}
		});
	});

/** Loan description accepted by amortizationSchedule. */
export type AmortizationInput = z.input<typeof amortizationInputSchema>;

/** One monthly row of a schedule; euros unrounded. */
export interface AmortizationRow {
	/** Month number, from 1. */
	month: number;
	/** Annual rate applied this month, in percent. */
	ratePercent: number;
	/** Instalment paid this month (interest + principalPaid). */
	payment: number;
	interest: number;
	principalPaid: number;
	/** Extra payment made after this instalment (0 when none). */
	earlyRepayment: number;
	/** Pending balance after this month. */
	balance: number;
}

/** Annual rate in force in `month`, never below 0 (Ley 5/2019 art. 21: no negative interest). */
function rateForMonth(
	loan: z.output<typeof amortizationInputSchema>,
	fixedMonths: number,
	month: number,
): number {
	const discount = loan.bonificacion ?? 0;
	const { variable } = loan;
	if (!variable || month <= fixedMonths) return Math.max(0, loan.annualRatePercent - discount);
	const revision = Math.floor((month - fixedMonths - 1) / variable.revisionMonths);
	const euribor = variable.euribor[Math.min(revision, variable.euribor.length - 1)] ?? 0;
	return Math.max(0, euribor + variable.diferencial - discount);
}

/**
 * Month-by-month French amortization. Variable and mixed loans recompute the instalment at each
 * revision with the pending balance and remaining term; early repayments either shorten the term
 * or lower the instalment. The last row always clears the balance to exactly 0.
 * Throws MortgageInputError for invalid input.
 */
export function amortizationSchedule(loan: AmortizationInput): AmortizationRow[] {
	const input = parseInput(amortizationInputSchema, loan);
	const fixedMonths = input.variable ? (input.fixedMonths ?? 12) : input.months;
	const extras = new Map<number, { amount: number; mode: string }[]>();
	for (const event of input.earlyRepayments ?? []) {
		extras.set(event.month, [...(extras.get(event.month) ?? []), event]);
	}
	const rows: AmortizationRow[] = [];
	let balance = input.principal;
	let termEnd = input.months;
	let rate = Number.NaN;
	let payment = 0;
	for (let month = 1; balance > 0 && month <= termEnd; month++) {
		const monthRate = rateForMonth(input, fixedMonths, month);
		if (monthRate !== rate) {
			rate = monthRate;
			payment = levelPayment(balance, rate, termEnd - month + 1);
		}
		const interest = (balance * rate) / 1200;
		let principalPaid = payment - interest;
		if (month === termEnd || principalPaid >= balance) principalPaid = balance;
		balance -= principalPaid;
		let earlyRepayment = 0;
		for (const event of extras.get(month) ?? []) {
			const amount = Math.min(event.amount, balance);
			if (amount <= 0) continue;
			earlyRepayment += amount;
			balance -= amount;
			if (balance <= 1e-9) balance = 0;
			if (balance === 0) break;
			if (event.mode === 'reduce-payment') payment = levelPayment(balance, rate, termEnd - month);
			else termEnd = month + Math.ceil(monthsToRepay(balance, rate, payment) - 1e-6);
		}
		rows.push({
			month,
			ratePercent: rate,
			payment: interest + principalPaid,
			interest,
			principalPaid,
			earlyRepayment,
			balance,
		});
	}
	return rows;
}

/** Totals of a schedule: instalments, interest, early repayments and the number of months. */
export function scheduleTotals(rows: readonly AmortizationRow[]) {
	let paid = 0;
	let interest = 0;
	let early = 0;
	for (const row of rows) {
		paid += row.payment;
		interest += row.interest;
		early += row.earlyRepayment;
	}
	return {
		totalPaid: paid + early,
		totalInterest: interest,
		totalEarlyRepayments: early,
		months: rows.length,
	};
}
