import { z } from 'zod';
import faqData from '../../../content/data/faq.json' with { type: 'json' };
import type { Faq } from '../seo/jsonLd.ts';
import { proseText } from './claims.ts';

/** One question and its answer. */
export const faqSchema = z
	.object({
		question: proseText('Pregunta tal y como la haría una persona.'),
		answer: proseText('Respuesta exacta y breve.'),
	})
	.strict();

/** Pages with their own FAQ in faq.json. */
export const faqPages = [
	'home',
	'hipoteca-joven',
	'hipoteca-autonomos',
	'subrogacion-hipoteca',
	'reunificacion-deudas',
	'planes',
	'profesionales',
] as const;

/** A page that has questions in faq.json. */
export type FaqPage = (typeof faqPages)[number];

/** faq.json: the questions of each page, keyed by page. */
export const faqFileSchema = z
	.object(Object.fromEntries(faqPages.map((p) => [p, z.array(faqSchema).min(3).max(10)])))
	.strict();

const parsed = faqFileSchema.parse(faqData) as Record<FaqPage, Faq[]>;

/** The questions of a page, with their figures filled in. */
export function faqsFor(page: FaqPage): readonly Faq[] {
	return parsed[page];
}
