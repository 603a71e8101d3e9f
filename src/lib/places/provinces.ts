import { z } from 'zod';
import provinceData from '../../../content/data/provinces.json' with { type: 'json' };

/** Reference €/m² of a province (MIVAU appraisal value; community or national figure when no provincial one). */
export const pricePerM2Schema = z
	.object({
		value: z.number().positive().describe('Euros por metro cuadrado.'),
		period: z
			.string()
			.regex(/^\d{4}-T[1-4]$/)
			.describe('Trimestre del dato, AAAA-Tn.'),
		level: z.enum(['provincia', 'ccaa', 'espana']).describe('Ámbito real del dato.'),
		source: z.string().min(10).describe('Estadística, ámbito y dónde se publicó.'),
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

/** All provinces, validated, in the order of the data file (alphabetical by slug). */
export const provinces: readonly Province[] = z
	.array(provinceSchema)
	.length(52)
	.parse(provinceData);

/** Path of the mortgage page of a province. */
export function provincePath(id: string): string {
	return `/hipoteca-${id}`;
}
