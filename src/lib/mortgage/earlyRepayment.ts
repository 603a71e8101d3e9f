import { z } from 'zod';
import { amortizationSchedule, scheduleTotals } from './amortizationSchedule.ts';
import { parseInput, toSafe } from './errors.ts';
import { earlyRepaymentFee, earlyRepaymentFeeSchema } from './fees.ts';
import { messages } from './messages.ts';
import { loanMonths, positiveEuros, ratePercent } from './schemas.ts';

/** Inputs of earlyRepayment. */
export const earlyRepaymentSchema = z
	.object({
		/** Pending capital today. */
		balance: positiveEuros(),
		/** Current annual rate (TIN) in percent, assumed to stay. */
		annualRatePercent: ratePercent(),
		/** Instalments left. */
		remainingMonths: loanMonths(),
		/** Extra amount paid together with the next instalment. */
		amount: positiveEuros(),
	})
	.extend(
		earlyRepaymentFeeSchema.pick({
			rateType: true,
			monthsSinceSigning: true,
			variableFeeOption: true,
		}).shape,
	)
	.refine((input) => input.amount <= input.balance, {
		path: ['amount'],
		message: messages.amountAboveBalance,
	});

/** One way of applying the extra payment, with what it saves after the fee. */
export interface EarlyRepaymentOption {
	payment: number;
	months: number;
	totalInterest: number;
	interestSaved: number;
	/** Interest saved minus the fee. */
	netSaving: number;
}

/** Comparison of reducing the term versus reducing the instalment. */
export interface EarlyRepaymentResult {
	fee: { percent: number; amount: number };
	current: { payment: number; months: number; totalInterest: number };
	reduceTerm: EarlyRepaymentOption & { monthsSaved: number };
	reducePayment: EarlyRepaymentOption & { paymentDrop: number };
	/** The option that saves more after the fee, or 'none' when neither saves anything (TIN 0 %). */
	best: 'reduce-term' | 'reduce-payment' | 'none';
}

/** Savings below a cent are rounding noise, not a reason to repay early. */
const minSaving = 0.005;

/**
 * Compares the two ways of applying a partial early repayment (amortización anticipada) paid
 * with the next instalment: keep the instalment and shorten the term, or keep the term and lower
 * the instalment; includes the Ley 5/2019 fee cap. Throws MortgageInputError for invalid input.
 */
export function earlyRepayment(input: z.input<typeof earlyRepaymentSchema>): EarlyRepaymentResult {
	const data = parseInput(earlyRepaymentSchema, input);
	const loan = {
		principal: data.balance,
		annualRatePercent: data.annualRatePercent,
		months: data.remainingMonths,
	};
	const base = amortizationSchedule(loan);
	const baseTotals = scheduleTotals(base);
	const fee = earlyRepaymentFee({ ...data, amount: data.amount });
	const run = (mode: 'reduce-term' | 'reduce-payment'): EarlyRepaymentOption => {
		const rows = amortizationSchedule({
			...loan,
			earlyRepayments: [{ month: 1, amount: data.amount, mode }],
		});
		const totals = scheduleTotals(rows);
		const interestSaved = baseTotals.totalInterest - totals.totalInterest;
		return {
			payment: rows[1]?.payment ?? 0,
			months: rows.length,
			totalInterest: totals.totalInterest,
			interestSaved,
			netSaving: interestSaved - fee.amount,
		};
	};
	const term = run('reduce-term');
	const payment = run('reduce-payment');
	const currentPayment = base[0]?.payment ?? 0;
	return {
		fee,
		current: {
			payment: currentPayment,
			months: base.length,
			totalInterest: baseTotals.totalInterest,
		},
		reduceTerm: { ...term, monthsSaved: base.length - term.months },
		reducePayment: { ...payment, paymentDrop: currentPayment - payment.payment },
		best:
			Math.max(term.netSaving, payment.netSaving) < minSaving
				? 'none'
				: term.netSaving >= payment.netSaving
					? 'reduce-term'
					: 'reduce-payment',
	};
}

/** earlyRepayment returning a Result instead of throwing. */
export const safeEarlyRepayment = toSafe(earlyRepayment);
