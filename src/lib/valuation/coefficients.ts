import { z } from 'zod';
import valuationData from '../../../content/data/valuation.json' with { type: 'json' };

/** A multiplier of the €/m² and the reason it exists, as written in valuation.json. */
const factorSchema = z
	.object({
		factor: z.number().min(0.5).max(1.5).describe('Multiplicador del precio por m².'),
		why: z.string().min(10).describe('Por qué se aplica, en una frase para quien valora.'),
	})
	.strict();

/** Upper limit of a band: applies up to this value; null means no upper limit. */
const bandLimit = z
	.number()
	.positive()
	.nullable()
	.describe('Límite superior del tramo (null: sin límite).');

/** A band of building age in years. */
const ageBandSchema = factorSchema.extend({ maxYears: bandLimit }).strict();

/** A band of built area in m². */
const areaBandSchema = factorSchema.extend({ maxM2: bandLimit }).strict();

/** Property types the estimate covers: the dwellings of the valuations table. */
export const valuationTypes = ['piso', 'atico', 'duplex', 'estudio', 'casa', 'chalet'] as const;

/** Condition values, as stored in valuations.condition. */
export const conditions = ['nuevo', 'buen_estado', 'a_reformar'] as const;

/** The coefficients of the estimate with their rationale (content/data/valuation.json). */
export const coefficientsSchema = z
	.object({
		method: z.string().min(20).describe('Cómo se calcula, para mostrarlo en la página.'),
		coefficientsSource: z.string().min(20).describe('De dónde salen los coeficientes.'),
		reviewed: z.iso.date().describe('Fecha de la última revisión de los coeficientes.'),
		rangePercent: z
			.object({
				municipio: z
					.number()
					.positive()
					.max(50)
					.describe('Con el valor tasado del propio municipio.'),
				provincia: z
					.number()
					.positive()
					.max(50)
					.describe('Con el de la provincia: siempre más ancha que la del municipio.'),
				why: z.string().min(10),
			})
			.strict()
			.refine((r) => r.provincia > r.municipio, 'La horquilla provincial debe ser más ancha.')
			.describe('Media anchura de la horquilla según el ámbito del precio de referencia.'),
		propertyType: z.object(
			Object.fromEntries(valuationTypes.map((t) => [t, factorSchema])) as Record<
				(typeof valuationTypes)[number],
				typeof factorSchema
			>,
		),
		condition: z.object(
			Object.fromEntries(conditions.map((c) => [c, factorSchema])) as Record<
				(typeof conditions)[number],
				typeof factorSchema
			>,
		),
		age: z.array(ageBandSchema).min(1).describe('Tramos de antigüedad, de menor a mayor.'),
		area: z.array(areaBandSchema).min(1).describe('Tramos de superficie, de menor a mayor.'),
		floor: z
			.object({
				groundFactor: z.number(),
				groundWhy: z.string(),
				highWithoutLiftFromFloor: z.number().int().positive(),
				highWithoutLiftFactor: z.number(),
				highWithoutLiftWhy: z.string(),
				highWithLiftFromFloor: z.number().int().positive(),
				highWithLiftFactor: z.number(),
				highWithLiftWhy: z.string(),
			})
			.strict()
			.describe('Planta y ascensor (solo viviendas en edificio).'),
		terrace: factorSchema,
		garage: factorSchema,
		crampedRooms: z
			.object({ maxM2PerRoom: z.number().positive(), factor: z.number(), why: z.string() })
			.strict(),
	})
	.strict();

/** Coefficients of the estimate. */
export type Coefficients = z.infer<typeof coefficientsSchema>;

/** The coefficients, validated when the module loads. */
export const coefficients: Coefficients = coefficientsSchema.parse(valuationData);
