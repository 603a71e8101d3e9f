import { z } from 'zod';
import { isoDate, legalRef, note, rate, source, unverified } from './dataFields.ts';

/**
 * Schemas of the tax and lending data files in content/data. Pages can reuse them for Astro
 * `file()` collections; the engine validates the files with them at import time.
 */

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
			.describe('Renta anual máxima en euros (de quién, lo dice incomeOf).'),
		incomeOf: z
			.enum(['comprador', 'familia'])
			.optional()
			.describe(
				'De quién es la renta de maxIncome: la de cada comprador (por defecto) o la suma de la familia o unidad familiar, como en Cataluña para familias numerosas.',
			),
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
		minChildren: z
			.number()
			.int()
			.positive()
			.optional()
			.describe('La unidad familiar del comprador tiene al menos este número de hijos.'),
		dependantDisability: z
			.boolean()
			.optional()
			.describe(
				'El comprador tiene derecho al mínimo por discapacidad de ascendientes o descendientes en el IRPF.',
			),
		minResidenceYears: z
			.number()
			.int()
			.positive()
			.optional()
			.describe('El comprador reside en la comunidad desde hace al menos estos años.'),
		minLoanAtLeastPercent: z
			.number()
			.min(0)
			.max(100)
			.optional()
			.describe(
				'La hipoteca es al menos este porcentaje del valor (la ley dice valor de tasación; se compara con el precio).',
			),
		maxWealth: z
			.number()
			.positive()
			.optional()
			.describe('Patrimonio máximo de los compradores y de sus unidades familiares, en euros.'),
		wealthPerExtraMember: z
			.number()
			.positive()
			.optional()
			.describe(
				'Cuánto sube maxWealth por cada miembro de la unidad familiar después del primero.',
			),
		raisedLimitTown: z
			.boolean()
			.optional()
			.describe(
				'La vivienda está en un municipio cuyo límite de valor se ha incrementado por orden (Illes Balears, disposición adicional quinta).',
			),
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
		buyers: z
			.enum(['each', 'all'])
			.optional()
			.describe(
				'each (por defecto): cada comprador tributa su parte con lo que él cumple; all: la ley exige que lo cumplan todos los compradores (Castilla y León, «todos los adquirentes»).',
			),
		law: legalRef.optional().describe('Artículo que establece este tipo reducido.'),
		unverified,
		note,
	})
	.strict();

const bracketsSchema = z
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
	.min(1);

/**
 * How a scale is turned into the tax: marginal (`undefined`, each slice at its rate) or, in the
 * Illes Balears, through the «tipo medio» of the scale written with two decimals, the second
 * rounded up only when the third is above 5 (art. 10.a of Decreto Legislativo 1/2014).
 */
const averageRateRounding = z
	.literal('two-decimals-third-above-5')
	.optional()
	.describe(
		'Tipo medio con dos decimales, redondeando el segundo al alza solo si el tercero es mayor que 5 (Illes Balears).',
	);

/**
 * A flat rate, a marginal scale (`scale`: each bracket taxes only the part of the base inside it)
 * or a whole-value scale (`whole`: the rate of the bracket the value falls in taxes the whole
 * value, as the Valencian 11 % above 1.000.000 €).
 */
export const generalRateSchema = z.discriminatedUnion('kind', [
	z.object({ kind: z.literal('flat'), rate }).strict(),
	z.object({ kind: z.literal('scale'), brackets: bracketsSchema, averageRateRounding }).strict(),
	z.object({ kind: z.literal('whole'), brackets: bracketsSchema }).strict(),
]);

const dated = {
	validFrom: isoDate.describe(
		'Primer día en que el tipo consta vigente según la fuente (entrada en vigor si se conoce).',
	),
	source,
	law: legalRef.optional().describe('Artículo que fija el tipo general de este bloque.'),
	unverified,
	note,
};

/** Married couples and registered partners: one of them meeting a condition is enough (Andalucía). */
const spousesQualifyTogether = z
	.boolean()
	.optional()
	.describe(
		'Si compran cónyuges o pareja de hecho inscrita, basta con que uno cumpla el requisito para toda la compra (Ley 5/2021 de Andalucía, arts. 43.2 y 50.2).',
	);

/** ITP on resale homes for one community or foral territory. */
export const resaleTaxSchema = z
	.object({
		tax: z.literal('ITP'),
		general: generalRateSchema,
		reduced: z.array(reducedRateSchema),
		spousesQualifyTogether,
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
			.object({
				rate: rate.describe('Tipo general de los documentos notariales.'),
				general: generalRateSchema
					.optional()
					.describe(
						'Tipo general según el valor cuando la ley lo escalona (Illes Balears, 2 % desde 1.000.000 €); sin él, rate.',
					),
				reduced: z.array(reducedRateSchema),
				spousesQualifyTogether,
				...dated,
			})
			.strict()
			.describe(
				'AJD de la escritura de compraventa de vivienda nueva (el de la hipoteca lo paga el banco).',
			),
		note,
	})
	.strict();
