import { z } from 'zod';

/** Schemas of market-rates.json and market-rates-source.json (the IRPH Entidades series). */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One month of the official average rate of new mortgages (IRPH Entidades). */
export const marketRateMonthSchema = z
	.object({
		id: z.string().regex(/^\d{4}-\d{2}$/),
		month: z
			.string()
			.regex(/^\d{4}-\d{2}$/)
			.describe('Mes de la media, AAAA-MM.'),
		ratePercent: z
			.number()
			.min(0)
			.max(20)
			.describe('Tipo medio en porcentaje (de 1,412 % en 2021 a 6,265 % en 2008).'),
		source: z.string().min(10).describe('De dónde sale la cifra y con qué se contrastó.'),
		verified: z.boolean().describe('Contrastado con la resolución del BOE de ese mes.'),
	})
	.refine((m) => m.id === m.month, { message: 'El id debe ser el mes.' });

/** Where the market series comes from and when it was last imported. */
export const marketRateSourceSchema = z.object({
	series: z.string().describe('Qué mide la serie.'),
	source: z.string().min(10).describe('De dónde salen las cifras y cómo se contrastaron.'),
	officialSeries: z.string().describe('La serie oficial y cómo se actualiza.'),
	officialUrl: z.url().describe('Página de la serie oficial.'),
	updated: isoDate.describe('Día de la última importación.'),
	staleAfterMonths: z.number().int().positive(),
});

export type MarketRateEntry = z.infer<typeof marketRateMonthSchema>;
export type MarketRateSource = z.infer<typeof marketRateSourceSchema>;
