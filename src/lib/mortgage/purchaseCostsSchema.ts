/**
 * The inputs of purchaseCosts as a zod schema, on their own so the zod-free core
 * (purchaseCostsOf.ts) can name the validated shape without importing the validator.
 */
import { z } from 'zod';
import {
	buyerSchema,
	buyersSchema,
	homeTypeSchema,
	provinceIdSchema,
	areaSchema,
} from './buyerSchema.ts';
import { messages } from './messages.ts';
import { nonNegativeEuros, numberField, positiveEuros } from './schemas.ts';

/** Inputs of purchaseCosts. */
export const purchaseCostsSchema = z.object({
	/** Price in the deed, in euros. */
	price: positiveEuros('price'),
	/** Province of the home (provinces.json id). */
	provinceId: provinceIdSchema,
	homeType: homeTypeSchema,
	/** Catastro reference value: the ITP base is the larger of this and the price (Ley 11/2021). */
	referenceValue: nonNegativeEuros('price').optional(),
	/** Vivienda de protección oficial. */
	vpo: z.boolean({ error: messages.unknownOption }).default(false),
	/** Useful floor area, for area-capped reductions. */
	usefulAreaM2: areaSchema.optional(),
	/**
	 * The home is in a town whose value limit an order has raised (Illes Balears, disposición
	 * adicional quinta of Decreto Legislativo 1/2014 and Orden 13/2026).
	 */
	raisedLimitTown: z.boolean({ error: messages.unknownOption }).default(false),
	buyer: buyerSchema.default({
		habitual: true,
		firstHome: false,
		largeFamily: false,
		singleParent: false,
		disabilityPercent: 0,
	}),
	/**
	 * Each buyer's share (percent, adding up to 100) with age, disability and income. When present,
	 * these personal facts replace those of `buyer`, which keeps the household facts (main home,
	 * first home, large or single-parent family). Absent: one buyer with 100 %.
	 */
	buyers: buyersSchema.optional(),
	/** Mortgage amount; 0 or absent means a cash purchase. */
	loanAmount: nonNegativeEuros().default(0),
	/** Opening fee in percent of the loan (0 to 5). */
	openingFeePercent: numberField()
		.min(0, { error: messages.percentRange })
		.max(5, { error: messages.percentRange })
		.default(0),
	/** Include the optional gestoría of the purchase (default true). */
	includeGestoria: z.boolean({ error: messages.unknownOption }).default(true),
});

/** Inputs accepted by purchaseCosts. */
export type PurchaseCostsInput = z.input<typeof purchaseCostsSchema>;

/** Validated inputs of purchaseCosts, defaults applied. */
export type PurchaseCostsData = z.output<typeof purchaseCostsSchema>;
