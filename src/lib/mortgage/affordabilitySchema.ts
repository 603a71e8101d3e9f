import { z } from 'zod';
import { buyerSchema, homeTypeSchema, provinceIdSchema } from './buyerSchema.ts';
import { messages } from './messages.ts';
import { age, loanYears, nonNegativeEuros, option, positiveEuros, ratePercent } from './schemas.ts';

/** Inputs of affordability. */
export const affordabilitySchema = z.object({
	/** Net monthly income of each buyer. */
	incomes: z
		.array(nonNegativeEuros('income'), { error: messages.notList })
		.min(1, { error: messages.emptyIncomes }),
	/** Monthly payments of other debts (car, cards…). */
	debts: z.array(nonNegativeEuros('payment'), { error: messages.notList }).default([]),
	/** Savings available for the down payment and costs. */
	savings: nonNegativeEuros('savings'),
	/** Age of each buyer. */
	ages: z.array(age(), { error: messages.notList }).min(1, { error: messages.required }),
	years: loanYears(),
	annualRatePercent: ratePercent(),
	provinceId: provinceIdSchema,
	homeType: homeTypeSchema,
	/** Second home: lower LTV, no reduced taxes, no ICO guarantee. */
	secondHome: z.boolean({ error: messages.unknownOption }).default(false),
	/** Price to check; without it only the maximum is computed. */
	targetPrice: positiveEuros('price').optional(),
	/** Buyer facts for reduced taxes (age and habitual are taken from the fields above). */
	buyer: buyerSchema
		.omit({ age: true, habitual: true })
		.default({ firstHome: false, largeFamily: false, singleParent: false, disabilityPercent: 0 }),
	/** Gross yearly income of all buyers, for the ICO and tax caps; 12 × net income when absent. */
	annualIncome: nonNegativeEuros('income').optional(),
	/** Children under age in the family (ICO guarantee for families). */
	hasMinors: z.boolean({ error: messages.unknownOption }).default(false),
	/** Energy rating of the home, A to G. */
	energyRating: option(['A', 'B', 'C', 'D', 'E', 'F', 'G']).optional(),
});

/** Validated affordability input, defaults applied. */
export type AffordabilityData = z.output<typeof affordabilitySchema>;
/** Overall answer of affordability. */
export type Verdict = 'viable' | 'ajustada' | 'no-viable';
