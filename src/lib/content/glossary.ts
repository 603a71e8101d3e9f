import { z } from 'zod';
import glossaryData from '../../../content/data/glossary.json' with { type: 'json' };
import type { JsonLd } from '../seo/jsonLd.ts';

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
