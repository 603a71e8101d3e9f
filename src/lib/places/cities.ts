import { z } from 'zod';
import cityData from '../../../content/data/cities.json' with { type: 'json' };
import { municipalityByIne } from './municipalities.ts';
import { provinces } from './provinces.ts';

const provinceIds = provinces.map((p) => p.id) as [string, ...string[]];

/** A city with portal pages (/hipotecas/{type}-{city}). */
export const citySchema = z
	.object({
		id: z
			.string()
			.regex(/^[a-z0-9-]+$/)
			.describe('Slug de la ciudad en las URL del portal.'),
		name: z.string().describe('Nombre de la ciudad.'),
		province: z.enum(provinceIds).describe('Provincia (id de provinces.json).'),
		ine: z
			.string()
			.regex(/^\d{5}$/)
			.describe('Código INE del municipio en municipalities.json, con su valor tasado.'),
		capital: z.boolean().describe('Es la capital de la provincia.'),
	})
	.strict()
	.refine((c) => municipalityByIne(c.ine)?.province === c.province, {
		message: 'El código INE no es de un municipio de esa provincia en municipalities.json.',
	});

/** A city record. */
export type City = z.infer<typeof citySchema>;

/** All cities, validated, with unique slugs. */
export const cities: readonly City[] = z
	.array(citySchema)
	.refine((list) => new Set(list.map((c) => c.id)).size === list.length, 'Hay ciudades repetidas.')
	.parse(cityData);

const byProvince = new Map<string, readonly City[]>();

/**
 * Cities of a province, the capital first, then alphabetical. Computed once per province: each
 * portal page asks for its province's, and scanning every city per page grows with the square.
 */
export function citiesOfProvince(provinceId: string): readonly City[] {
	let list = byProvince.get(provinceId);
	if (!list) {
		list = cities
			.filter((c) => c.province === provinceId)
			.toSorted(
				(a, b) => Number(b.capital) - Number(a.capital) || a.name.localeCompare(b.name, 'es'),
			);
		byProvince.set(provinceId, list);
	}
	return list;
}
