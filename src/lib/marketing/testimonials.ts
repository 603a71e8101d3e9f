import { z } from 'zod';
import casesData from '../../../content/data/testimonials.json' with { type: 'json' };
import { proseText } from './claims.ts';
import { linkSchema } from './links.ts';

/**
 * A «caso tipo»: an illustrative client profile and how we would approach it. Not a review and
 * not a quote: the page labels them as examples, because inventing opinions is not allowed.
 */
export const caseStudySchema = z
	.object({
		id: z
			.string()
			.regex(/^[a-z-]+$/)
			.describe('Identificador estable.'),
		profile: z.string().min(10).describe('Perfil tipo: edad, lugar y situación, sin nombres.'),
		situation: proseText('Qué necesita o qué le frena.'),
		approach: proseText('Cómo lo abordamos, sin prometer resultados.'),
		link: linkSchema.describe('Página o herramienta que corresponde a su caso.'),
	})
	.strict()
	.refine((c) => !/[«"“]/.test(c.profile + c.situation + c.approach), {
		message: 'Un caso tipo no lleva citas: no atribuyas frases a personas.',
	});

/** A case study. */
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** The illustrative client profiles shown on the home page. */
export const caseStudies: readonly CaseStudy[] = z.array(caseStudySchema).min(3).parse(casesData);
