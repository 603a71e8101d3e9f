import { z } from 'zod';
import { euriborSchema, euriborSourceSchema } from '../mortgage/lendingSchemas.ts';

/**
 * Schemas of market-rates.json and market-rates-source.json (IRPH Entidades): the Euríbor's
 * month and source schemas, with the range of an average mortgage rate.
 */

/** One month of the official average rate of new mortgages (IRPH Entidades). */
export const marketRateMonthSchema = euriborSchema.extend({
	ratePercent: z
		.number()
		.min(0)
		.max(20)
		.describe('Tipo medio en porcentaje (de 1,412 % en 2021 a 6,265 % en 2008).'),
});

/** Where the market series comes from and when it was last imported. */
export const marketRateSourceSchema = euriborSourceSchema;

export type MarketRateEntry = z.infer<typeof marketRateMonthSchema>;
export type MarketRateSource = z.infer<typeof marketRateSourceSchema>;
