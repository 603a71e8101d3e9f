import { z } from 'zod';
import glossaryData from '../../../content/data/glossary.json' with { type: 'json' };
import type { JsonLd } from '../seo/jsonLd.ts';
import { isOfficialUrl } from './officialSources.ts';

/** The law that defines a term, linked to its official text. */
export const glossaryLawSchema = z
	.object({
		title: z
			.string()
			.min(5)
			.describe('Norma, p. ej. «Ley 5/2019, reguladora de los contratos de crédito inmobiliario».'),
		article: z.string().min(1).optional().describe('Artículo que lo define, p. ej. «art. 4.1».'),
		url: z
			.string()
			.refine(isOfficialUrl, {
				message: 'El enlace de la norma debe ser su texto oficial (BOE, boletín autonómico…).',
			})
			.describe('Enlace al texto oficial.'),
	})
	.strict();

/** One term of the mortgage glossary. */
export const glossaryTermSchema = z
	.object({
		id: z
			.string()
			.regex(/^[a-z0-9-]+$/)
			.describe('Ancla del término en /blog/glosario-hipotecario.'),
		term: z.string().min(2).describe('El término tal y como se muestra.'),
		definition: z
			.string()
			.min(40)
			.describe('Definición clara, con la norma o la fuente si la hay.'),
		example: z
			.string()
			.min(20)
			.optional()
			.describe('Un ejemplo breve cuando ayuda a entender el término.'),
		guide: z
			.string()
			.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:#[^\s#]+)?$/, {
				error:
					'Escribe el slug de la guía, con ancla opcional: «fija-vs-variable#cómo-funciona-una-hipoteca-variable».',
			})
			.optional()
			.describe('Guía que explica el término (slug, con #ancla opcional).'),
		law: glossaryLawSchema
			.optional()
			.describe('Norma que define el término o fija la regla que enuncia, abierta en su artículo.'),
		noLegalRule: z
			.literal(true)
			.optional()
			.describe(
				'El término describe un concepto financiero o una práctica, no una regla legal, y por eso no enlaza norma.',
			),
	})
	.strict();

/** A glossary term. */
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/** All terms, sorted alphabetically in Spanish. */
export const glossary: readonly GlossaryTerm[] = z
	.array(glossaryTermSchema)
	.parse(glossaryData)
	.toSorted((a, b) => a.term.localeCompare(b.term, 'es'));

/** Terms grouped by their first letter (accents ignored), for the A–Z index. */
export function glossaryByLetter(terms: readonly GlossaryTerm[]): [string, GlossaryTerm[]][] {
	const groups = new Map<string, GlossaryTerm[]>();
	for (const term of terms) {
		const letter = term.term.normalize('NFD').charAt(0).toLocaleUpperCase('es-ES');
		groups.set(letter, [...(groups.get(letter) ?? []), term]);
	}
	return [...groups.entries()];
}

/** DefinedTermSet structured data for the glossary page. */
export function glossaryJsonLd(terms: readonly GlossaryTerm[], url: string, name: string): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'DefinedTermSet',
		'@id': url,
		name,
		url,
		inLanguage: 'es-ES',
		hasDefinedTerm: terms.map((t) => ({
			'@type': 'DefinedTerm',
			'@id': `${url}#${t.id}`,
			name: t.term,
			description: t.definition,
			url: `${url}#${t.id}`,
			inDefinedTermSet: url,
		})),
	};
}
