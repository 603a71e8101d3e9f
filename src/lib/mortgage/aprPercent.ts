import { z } from 'zod';
import { MortgageInputError, parseInput, toSafe } from './errors.ts';
import { messages } from './messages.ts';
import { nonNegativeEuros, numberField, positiveEuros } from './schemas.ts';

/** Inputs of aprPercent: the amount lent, what the borrower pays at signing and each later payment. */
export const aprInputSchema = z
	.object({
		/** Amount lent, drawn in full at t = 0. */
		amount: positiveEuros(),
		/** Costs the borrower pays at t = 0 and the lender knows (opening fee, appraisal…). */
		upfrontCosts: nonNegativeEuros('costs'),
		/** Payments after the drawdown: month from signing (0 allowed) and amount in euros. */
		payments: z
			.array(
				z.object({
					month: numberField()
						.min(0, { error: messages.monthInLoan })
						.max(1200, { error: messages.monthInLoan }),
					amount: nonNegativeEuros('payment'),
				}),
				{ error: messages.notList },
			)
			.min(1, { error: messages.emptyPayments }),
	})
	.refine((input) => input.upfrontCosts < input.amount, {
		path: ['upfrontCosts'],
		message: messages.costsBelowAmount,
	})
	.refine((input) => input.payments.some((p) => p.amount > 0), {
		path: ['payments'],
		message: messages.noPositivePayment,
	});

/** Inputs accepted by aprPercent. */
export type AprInput = z.input<typeof aprInputSchema>;

/**
 * TAE (APRC) in percent, per Directive 2014/17/EU Annex I as applied by the Banco de España:
 * the X solving Σ payment_k · (1 + X)^−t_k = amount − upfrontCosts, with t_k = month_k / 12
 * years. Solved by Newton's method kept inside a shrinking bracket, falling back to bisection,
 * so it always converges. Unrounded; show it with two decimals. Throws MortgageInputError.
 */
export function aprPercent(input: AprInput): number {
	const { amount, upfrontCosts, payments } = parseInput(aprInputSchema, input);
	const net = amount - upfrontCosts;
	const flows = payments.map((p) => ({ t: p.month / 12, amount: p.amount }));
	// f(X) = PV of payments − net received; strictly decreasing in X when some t > 0.
	const f = (x: number) => {
		let value = -net;
		let slope = 0;
		for (const { t, amount: a } of flows) {
			const discounted = a * Math.pow(1 + x, -t);
			value += discounted;
			slope -= (t * discounted) / (1 + x);
		}
		return { value, slope };
	};
	let lo = -0.99;
	let hi = 1;
	while (f(hi).value > 0 && hi < 1e6) hi *= 2;
	if (f(lo).value < 0 || f(hi).value > 0)
		throw new MortgageInputError('payments', messages.aprNoSolution);
	let x = 0.05;
	for (let iteration = 0; iteration < 200; iteration++) {
		const { value, slope } = f(x);
		if (Math.abs(value) < 1e-10 * net) break;
		if (value > 0) lo = x;
		else hi = x;
		const newton = slope < 0 ? x - value / slope : Number.NaN;
		x = newton > lo && newton < hi ? newton : (lo + hi) / 2;
		if (hi - lo < 1e-15) break;
	}
	return x * 100;
}

/** aprPercent returning a Result instead of throwing. */
export const safeAprPercent = toSafe(aprPercent);
