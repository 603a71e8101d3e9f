import { z } from 'zod';
import { underwriting } from './underwriting.ts';
import { parseInput } from './errors.ts';
import { messages } from './messages.ts';
import {
	nonNegativeEuros,
	numberField,
	rateTypeSchema,
	variableFeeOptionSchema,
} from './schemas.ts';

/** Inputs of earlyRepaymentFee. */
export const earlyRepaymentFeeSchema = z.object({
	/** Capital repaid early, in euros. */
	amount: nonNegativeEuros(),
	/** Rate type of the loan being repaid. */
	rateType: rateTypeSchema,
	/** Whole months since the loan was signed. */
	monthsSinceSigning: numberField()
		.int({ error: messages.notInteger })
		.min(0, { error: messages.monthsRange })
		.max(600, { error: messages.monthsRange }),
	/** Fee option chosen in a variable-rate contract (Ley 5/2019 art. 23.5). */
	variableFeeOption: variableFeeOptionSchema.default('0.25-3y'),
	/** True when a variable loan becomes fixed by novation or subrogation (art. 23.6). */
	toFixed: z.boolean({ error: messages.unknownOption }).default(false),
});

/** Maximum fee a bank may charge, with the cap that applied. */
export interface EarlyRepaymentFee {
	percent: number;
	amount: number;
}

/**
 * Highest early repayment fee allowed by Ley 5/2019 art. 23 (from underwriting.json): fixed 2 %
 * for 10 years then 1,5 %; variable 0,25 % for 3 years or 0,15 % for 5; variable to fixed 0,05 %
 * for 3 years. A cap, never above the bank's real financial loss. Throws MortgageInputError.
 */
export function earlyRepaymentFee(
	input: z.input<typeof earlyRepaymentFeeSchema>,
): EarlyRepaymentFee {
	const data = parseInput(earlyRepaymentFeeSchema, input);
	const caps = underwriting.comisionesAmortizacion;
	const periods =
		data.rateType === 'fixed'
			? caps.fixed
			: data.toFixed
				? caps.variableToFixed
				: caps.variable[data.variableFeeOption];
	const month = data.monthsSinceSigning;
	const period = periods.find(
		(p) => month >= p.fromMonth && (p.toMonth === null || month < p.toMonth),
	);
	const percent = period?.percent ?? 0;
	return { percent, amount: (data.amount * percent) / 100 };
}
