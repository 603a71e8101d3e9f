import { z } from 'zod';

/**
 * Schemas of the tax and lending data files in content/data. Pages can reuse them for Astro
 * `file()` collections; the engine validates the files with them at import time.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa el formato AAAA-MM-DD.');
const rate = z.number().min(0).max(30);
const source = z
	.string()
	.min(10)
	.describe('Norma o boletín y fecha, más la publicación donde se vio el dato.');
const note = z
	.string()
	.optional()
	.describe('Dudas o matices: qué falta por verificar y qué no se modela.');

/** Conditions a buyer and home must all meet for a reduced rate. */
export const conditionsSchema = z
	.object({
		ageBelow: z
			.number()
			.int()
			.optional()
			.describe('El comprador debe ser menor de esta edad (35 → hasta 34 años).'),
		habitual: z.boolean().optional().describe('La vivienda será la residencia habitual.'),
		firstHome: z.boolean().optional().describe('Primera vivienda: el comprador no tiene otra.'),
		maxPrice: z.number().positive().optional().describe('Valor máximo de la vivienda en euros.'),
		maxIncome: z
			.number()
			.positive()
			.optional()
			.describe('Renta anual máxima del comprador en euros.'),
		largeFamily: z.boolean().optional().describe('Familia numerosa.'),
		singleParent: z.boolean().optional().describe('Familia monoparental.'),
		minDisabilityPercent: z
			.number()
			.min(0)
			.max(100)
			.optional()
			.describe('Grado mínimo de discapacidad.'),
		vpo: z.boolean().optional().describe('Vivienda de protección oficial.'),
		minLoanToPricePercent: z
			.number()
			.min(0)
			.max(100)
			.optional()
			.describe('Parte mínima del precio financiada con hipoteca.'),
		maxUsefulAreaM2: z.number().positive().optional().describe('Superficie útil máxima en m².'),
	})
	.strict();

/** A reduced rate and the conditions that unlock it. */
export const reducedRateSchema = z
	.object({
		id: z.string().describe('Identificador corto, único dentro de su bloque.'),
		label: z
			.string()
			.describe(
				'Nombre del beneficio tal como se muestra, p. ej. «Tipo reducido para menores de 35 años».',
			),
		rate: rate.describe('Tipo en porcentaje.'),
		conditions: conditionsSchema,
		appliesUpTo: z
			.number()
			.positive()
			.optional()
			.describe(
				'Si existe, el tipo reducido solo se aplica hasta este valor y el exceso va al tipo general.',
			),
		note,
	})
	.strict();

/** A flat rate or a marginal scale (each bracket taxes only the part of the base inside it). */
export const generalRateSchema = z.discriminatedUnion('kind', [
	z.object({ kind: z.literal('flat'), rate }).strict(),
	z
		.object({
			kind: z.literal('scale'),
			brackets: z
				.array(
					z
						.object({
							upTo: z
								.number()
								.positive()
								.nullable()
								.describe('Límite superior; null en el último tramo.'),
							rate,
						})
						.strict(),
				)
				.min(1),
		})
		.strict(),
]);

const dated = {
	validFrom: isoDate.describe(
		'Primer día en que el tipo consta vigente según la fuente (entrada en vigor si se conoce).',
	),
	source,
	note,
};

/** ITP on resale homes for one community or foral territory. */
export const resaleTaxSchema = z
	.object({
		tax: z.literal('ITP'),
		general: generalRateSchema,
		reduced: z.array(reducedRateSchema),
		...dated,
	})
	.strict();

/** One community or autonomous city with its purchase taxes. */
export const communitySchema = z
	.object({
		id: z
			.string()
			.regex(/^[a-z-]+$/)
			.describe('Identificador usado por provinces.json.'),
		name: z.string().describe('Nombre oficial en español.'),
		foral: z
			.boolean()
			.describe('Régimen foral (Navarra y País Vasco): normas tributarias propias.'),
		resale: resaleTaxSchema.describe('ITP de la vivienda usada.'),
		provinceOverrides: z
			.array(z.object({ provinceId: z.string(), resale: resaleTaxSchema }).strict())
			.optional()
			.describe(
				'Territorios con ITP propio dentro de la comunidad (territorios históricos vascos).',
			),
		newBuild: z
			.object({
				tax: z.enum(['IVA', 'IGIC', 'IPSI']),
				rate,
				reduced: z.array(reducedRateSchema),
				...dated,
			})
			.strict()
			.describe(
				'Impuesto indirecto de la vivienda nueva: IVA, IGIC en Canarias o IPSI en Ceuta y Melilla.',
			),
		ajd: z
			.object({ rate, reduced: z.array(reducedRateSchema), ...dated })
			.strict()
			.describe(
				'AJD de la escritura de compraventa de vivienda nueva (el de la hipoteca lo paga el banco).',
			),
		note,
	})
	.strict();

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
			.object({ usualMaxYears: z.number().int(), maxYears: z.number().int(), source, note })
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
		ratePercent: z.number().min(-5).max(30).describe('Media mensual en porcentaje.'),
		source,
		verified: z.boolean().describe('Falso si el dato no se ha contrastado con una fuente.'),
		note,
	})
	.strict();
