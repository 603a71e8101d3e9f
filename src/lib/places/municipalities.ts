import { z } from 'zod';
import municipalityData from '../../../content/data/municipalities.json' with { type: 'json' };
import { foldName as fold } from '../search/normalize.ts';
import { pricePerM2Schema } from './provinceSchema.ts';
import { provinces } from './provinces.ts';

const provinceIds = provinces.map((p) => p.id) as [string, ...string[]];
const provinceByIne = new Map(provinces.map((p) => [p.ine, p.id]));

/**
 * A municipality over 25.000 inhabitants for which MIVAU publishes an appraisal value (table
 * 35103500). MIVAU leaves out municipalities with too few appraisals in the quarter.
 */
export const municipalitySchema = z
	.object({
		ine: z
			.string()
			.regex(/^\d{5}$/)
			.describe('Código INE de cinco cifras: las dos primeras son la provincia.'),
		name: z.string().min(2).describe('Nombre que ve el usuario.'),
		mivauName: z
			.string()
			.min(2)
			.describe('Nombre tal como lo escribe la tabla del Ministerio (para importar).'),
		province: z.enum(provinceIds).describe('Provincia (id de provinces.json).'),
		pricePerM2: pricePerM2Schema.refine(
			(p) => p.level === 'municipio',
			'Debe ser un dato municipal.',
		),
		appraisals: z
			.number()
			.int()
			.positive()
			.optional()
			.describe('Tasaciones con las que el Ministerio calculó el valor del trimestre.'),
	})
	.strict()
	.refine((m) => provinceByIne.get(m.ine.slice(0, 2)) === m.province, {
		message: 'El código INE no corresponde a la provincia.',
	});

/** A municipality record. */
export type Municipality = z.infer<typeof municipalitySchema>;

/** All municipalities with a MIVAU figure, validated, unique by INE code, sorted by code. */
export const municipalities: readonly Municipality[] = z
	.array(municipalitySchema)
	.refine(
		(list) => new Set(list.map((m) => m.ine)).size === list.length,
		'Hay municipios repetidos.',
	)
	.parse(municipalityData);

const byIne = new Map(municipalities.map((m) => [m.ine, m]));

/** A municipality by its INE code. */
export function municipalityByIne(ine: string): Municipality | undefined {
	return byIne.get(ine);
}

/** Municipalities of a province, alphabetical in Spanish. */
export function municipalitiesOfProvince(provinceId: string): Municipality[] {
	return municipalities
		.filter((m) => m.province === provinceId)
		.toSorted((a, b) => a.name.localeCompare(b.name, 'es'));
}

const byFoldedName = new Map<string, Municipality[]>();
for (const m of municipalities)
	for (const key of new Set([fold(m.name), fold(m.mivauName), m.ine]))
		byFoldedName.set(key, [...(byFoldedName.get(key) ?? []), m]);

/**
 * The municipality a person typed (name as shown, as MIVAU writes it, or INE code; case and
 * accents ignored), preferring one in `provinceId`: `found` there, `elsewhere` if it only exists
 * in another province, `unknown` if MIVAU publishes no figure for it.
 */
export function findMunicipality(
	text: string,
	provinceId: string,
):
	| { kind: 'found'; municipality: Municipality }
	| { kind: 'elsewhere'; municipality: Municipality }
	| { kind: 'unknown' } {
	const matches = byFoldedName.get(fold(text)) ?? [];
	const here = matches.find((m) => m.province === provinceId);
	if (here) return { kind: 'found', municipality: here };
	const other = matches[0];
	return other ? { kind: 'elsewhere', municipality: other } : { kind: 'unknown' };
}
