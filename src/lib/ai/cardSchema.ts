import { z } from 'zod';
import { glossaryLawSchema } from '../content/glossary.ts';

/**
 * One answer card of content/data/answer-cards.json: a short, checked answer to a question buyers
 * ask, the ways they ask it, the section of our guides that explains it and the law behind it.
 * Checked when the assistant's index is built and in tests (never in the browser).
 */
export const answerCardSchema = z
	.object({
		id: z
			.string()
			.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
			.describe('Identificador estable de la ficha (minúsculas y guiones).'),
		questions: z
			.array(z.string().min(4))
			.min(3)
			.describe('Formas de preguntarlo como las escribe la gente: al menos tres, distintas.'),
		answer: z
			.string()
			.min(60)
			.max(520)
			.describe('Respuesta corta y completa, en español claro, que se entiende sin abrir la guía.'),
		title: z.string().min(5).describe('Título de la fuente que se muestra bajo la respuesta.'),
		href: z
			.string()
			.regex(/^\/[^\s]*#[^\s#]+$/, {
				error: 'Enlaza la sección de la guía con su ancla: «/blog/guia#seccion».',
			})
			.describe('Sección de nuestra guía, noticia o glosario que lo explica (con su ancla).'),
		see: z
			.array(z.string().regex(/^\/[^\s]*$/))
			.max(3)
			.optional()
			.describe('Otras secciones nuestras que amplían la respuesta.'),
		law: glossaryLawSchema
			.optional()
			.describe('La norma y el artículo que lo regulan, si los hay.'),
	})
	.strict();

/** All the answer cards, with unique ids. */
export const answerCardsSchema = z
	.array(answerCardSchema)
	.min(150)
	.refine((cards) => new Set(cards.map((c) => c.id)).size === cards.length, {
		message: 'Hay dos fichas con el mismo id: cambia uno.',
	});

/** An answer card. */
export type AnswerCard = z.infer<typeof answerCardSchema>;
