import { z } from 'zod';
import provinceData from '../../../content/data/provinces.json' with { type: 'json' };

/** One of the 52 Spanish provinces (including the autonomous cities of Ceuta and Melilla). */
export const provinceSchema = z.looseObject({
	id: z
		.string()
		.regex(/^[a-z-]+$/)
		.describe('Slug de la provincia; su página es /hipoteca-{id}.'),
	name: z.string().describe('Nombre oficial en español o en la lengua cooficial de uso habitual.'),
	ine: z
		.string()
		.regex(/^\d{2}$/)
		.describe('Código INE de dos cifras (inicio del código postal).'),
	community: z.string().describe('Identificador de la comunidad autónoma en communities.json.'),
	capital: z.string().describe('Capital de la provincia.'),
});

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
