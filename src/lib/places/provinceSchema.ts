import { z } from 'zod';

/**
 * Official appraisal value per m² of free-market housing (MIVAU, «Estadística de valor tasado de
 * vivienda») for one province or one municipality over 25.000 inhabitants. There is no wider
 * fallback: a place without its own figure has none.
 */
export const pricePerM2Schema = z
	.object({
		value: z.number().min(300).max(15000).describe('Euros por metro cuadrado.'),
		period: z
			.string()
			.regex(/^\d{4}-T[1-4]$/)
			.describe('Trimestre del dato, AAAA-Tn.'),
		level: z
			.enum(['municipio', 'provincia'])
			.describe('Ámbito del dato: el municipio o la provincia, nunca una media más amplia.'),
		source: z.string().min(10).describe('Estadística, tabla, trimestre y de dónde se leyó.'),
		verified: z
			.boolean()
			.describe('Cierto solo si la cifra se ha contrastado con la tabla oficial del Ministerio.'),
		note: z.string().optional().describe('Comprobaciones hechas o dudas sobre la cifra.'),
	})
	.strict();

/** Price per m² of a province as stored in provinces.json. */
export type PricePerM2 = z.infer<typeof pricePerM2Schema>;

/**
 * One of the 52 Spanish provinces (including the autonomous cities of Ceuta and Melilla): the
 * one schema of provinces.json, read by the site (pages, footer, forms) and the engine alike.
 */
export const provinceSchema = z
	.object({
		id: z
			.string()
			.regex(/^[a-z-]+$/)
			.describe('Slug de la provincia; su página es /hipoteca-{id}.'),
		name: z
			.string()
			.describe('Nombre oficial en español o en la lengua cooficial de uso habitual.'),
		ine: z
			.string()
			.regex(/^\d{2}$/)
			.describe('Código INE de dos cifras (inicio del código postal).'),
		community: z.string().describe('Identificador de la comunidad autónoma en communities.json.'),
		capital: z.string().describe('Capital de la provincia.'),
		pricePerM2: pricePerM2Schema.optional(),
	})
	.strict();

/** A province record as read from content/data/provinces.json. */
export type Province = z.infer<typeof provinceSchema>;
