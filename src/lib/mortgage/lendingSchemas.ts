import { z } from 'zod';
import { isoDate, note, source } from './dataFields.ts';

/** Schemas of purchase-costs.json, underwriting.json and euribor.json. */

/** A purchase or loan cost: who pays it under Ley 5/2019 and how much it usually is. */
export const costItemSchema = z
	.object({
		id: z.string(),
		kind: z.enum(['tax', 'fee']).describe('Impuesto o gasto.'),
		stage: z.enum(['compraventa', 'prestamo']).describe('Escritura a la que pertenece.'),
		label: z.string().describe('Nombre que ve el usuario.'),
		payer: z
			.enum(['comprador', 'banco'])
			.describe('Quién lo paga en préstamos firmados desde el 16-06-2019.'),
		estimate: z
			.union([
				z.object({ fixed: z.number().nonnegative() }).strict(),
				z
					.object({
						percentOfPrice: z.number().nonnegative(),
						min: z.number().nonnegative(),
						max: z.number().positive(),
					})
					.strict(),
			])
			.optional()
			.describe('Cómo estimar el importe: fijo o un porcentaje del precio acotado.'),
		range: z.string().optional().describe('Rango típico citado por las fuentes.'),
		legalBasis: z.string().describe('Norma que fija quién paga o cómo se calcula.'),
		source,
		note,
	})
	.strict();

const feePeriod = z
	.object({
		fromMonth: z.number().int().min(0),
		toMonth: z.number().int().positive().nullable(),
		percent: z.number().min(0).max(5),
	})
	.strict();

/** Lending rules of thumb and legal caps (underwriting.json). */
export const underwritingSchema = z
	.object({
		tasaEsfuerzo: z
			.object({ maxPercent: z.number(), comfortPercent: z.number(), source, note })
			.strict(),
		ltv: z
			.object({
				habitualPercent: z.number(),
				secondHomePercent: z.number(),
				withIcoPercent: z.number(),
				source,
				note,
			})
			.strict(),
		plazo: z
			.object({
				averageYears: z
					.number()
					.int()
					.positive()
					.describe('Plazo medio de las hipotecas sobre vivienda, en años enteros (INE).'),
				period: z.string().describe('Periodo del dato.'),
				source,
				note,
			})
			.strict(),
		edad: z
			.object({
				maxAgeAtEnd: z.number().int(),
				reference: z.enum(['youngest', 'oldest']),
				source,
				note,
			})
			.strict(),
		ahorro: z
			.object({
				downPaymentPercent: z.number(),
				costsPercentLow: z.number(),
				costsPercentHigh: z.number(),
				source,
				note,
			})
			.strict(),
		avalIco: z
			.object({
				maxAge: z.number().int().describe('Edad máxima incluida.'),
				familiesWithMinors: z.boolean(),
				maxIncomeSingle: z.number(),
				maxIncomeCouple: z.number(),
				coveragePercent: z.number(),
				coverageEfficientPercent: z.number(),
				efficientRatings: z.array(z.string()),
				guaranteeYears: z.number(),
				deadline: isoDate,
				maxPriceByCommunity: z.record(z.string(), z.number()),
				source,
				note,
			})
			.strict(),
		comisionesAmortizacion: z
			.object({
				fixed: z.array(feePeriod),
				variable: z
					.object({ '0.25-3y': z.array(feePeriod), '0.15-5y': z.array(feePeriod) })
					.strict(),
				variableToFixed: z.array(feePeriod),
				source,
				note,
			})
			.strict(),
	})
	.strict();

/** One monthly average of the 12-month Euribor. */
export const euriborSchema = z
	.object({
		id: z.string().regex(/^\d{4}-\d{2}$/),
		month: z
			.string()
			.regex(/^\d{4}-\d{2}$/)
			.describe('Mes de la media, AAAA-MM.'),
		ratePercent: z
			.number()
			.min(-1)
			.max(6)
			.describe('Media mensual en porcentaje (de −0,505 % en 2021 a 5,393 % en 2008).'),
		source,
		verified: z.boolean().describe('Falso si el dato no se ha contrastado con una fuente.'),
		note,
	})
	.strict();

/** Where the Euribor series comes from (euribor-source.json). */
export const euriborSourceSchema = z
	.object({
		series: z.string().describe('Qué mide la serie.'),
		source: z.string().min(10).describe('De dónde salen las cifras y cómo se contrastaron.'),
		officialSeries: z.string().describe('La serie oficial que la sustituye y cómo importarla.'),
		officialUrl: z.url().describe('Página de la serie oficial.'),
		updated: isoDate.describe('Día de la última importación.'),
		staleAfterMonths: z
			.number()
			.int()
			.positive()
			.describe('Meses sin dato nuevo a partir de los que la serie se muestra como desfasada.'),
	})
	.strict();
