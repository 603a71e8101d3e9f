import { z } from 'zod';
import { toolIds } from '../tools/catalog.ts';
import { isOfficialUrl, officialDomains } from './officialSources.ts';

/**
 * Front matter of a buyer's guide (content/guides/<slug>.mdx, published at /blog/<slug>): the
 * contract of issue 32. The content collection and the content test both validate with it, so
 * an editor sees the same Spanish message at build time and in `vitest`.
 */

/** A calendar date written as YYYY-MM-DD in the front matter. */
export const frontMatterDay = () =>
	z.coerce.date({ error: 'Escribe la fecha como AAAA-MM-DD, por ejemplo 2026-11-22.' });

/** A question and answer shown on the page and as FAQPage data. */
export const faqSchema = z
	.object({
		question: z.string().min(5).describe('Pregunta tal y como la haría un lector, con ¿?.'),
		answer: z.string().min(10).describe('Respuesta completa en una o dos frases.'),
	})
	.strict();

/** A law or official text the guide cites. */
export const guideSourceSchema = z
	.object({
		title: z
			.string()
			.min(10)
			.describe('Nombre oficial de la norma, p. ej. «Ley 5/2019, de 15 de marzo, reguladora…».'),
		articles: z
			.string()
			.min(2)
			.optional()
			.describe('Artículos que cita la guía, p. ej. «arts. 14 y 23».'),
		url: z
			.string()
			.refine(isOfficialUrl, {
				message: `La fuente debe enlazar el texto oficial (https en ${officialDomains.slice(0, 4).join(', ')}, boletines autonómicos…).`,
			})
			.describe('Enlace al texto oficial (BOE, boletín autonómico, EUR-Lex, Banco de España…).'),
	})
	.strict();

/** A figure typed by hand next to «€» or «%» that no data file or engine computes. */
export const guideFigureSchema = z
	.object({
		text: z
			.string()
			.min(1)
			.describe('La cifra exactamente como aparece en el texto, p. ej. «10 días».'),
		why: z
			.string()
			.min(20, {
				error: 'Explica en una frase por qué esta cifra no sale de los datos ni del motor.',
			})
			.describe('Por qué la cifra va escrita a mano (norma que la fija, no calculable…).'),
	})
	.strict();

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
	error: 'Escribe el slug de otra guía en minúsculas y con guiones, p. ej. «fija-vs-variable».',
});

/** The front matter of a guide. */
export const guideSchema = z
	.object({
		title: z.string().min(10).max(110).describe('Título de la guía (10 a 110 caracteres).'),
		description: z
			.string()
			.min(50)
			.max(170)
			.describe('Resumen para buscadores (50 a 170 caracteres).'),
		updatedDate: frontMatterDay().describe('Fecha de la última revisión («Revisado el …»).'),
		keyPoints: z
			.array(z.string().min(10).max(240))
			.length(3, { error: 'Lo esencial lleva exactamente tres ideas (keyPoints).' })
			.describe('Las tres ideas que recordar: el recuadro «Lo esencial».'),
		faqs: z
			.array(faqSchema)
			.min(3, { error: 'Una guía lleva al menos tres preguntas frecuentes (faqs).' })
			.max(10, { error: 'Una guía lleva como mucho diez preguntas frecuentes (faqs).' })
			.describe('Preguntas frecuentes: en la página y como datos FAQPage.'),
		sources: z
			.array(guideSourceSchema)
			.min(1, { error: 'Cita al menos una fuente oficial (sources).' })
			.describe('Cada norma que cita el texto, con su enlace oficial.'),
		tools: z
			.array(
				z.enum(toolIds, { error: `Herramienta desconocida: usa una de ${toolIds.join(', ')}.` }),
			)
			.default([])
			.describe('Herramientas de /herramientas que la guía menciona (ToolId del catálogo).'),
		related: z
			.array(slug)
			.min(2, { error: 'Enlaza entre dos y cuatro guías relacionadas (related).' })
			.max(4, { error: 'Enlaza entre dos y cuatro guías relacionadas (related).' })
			.describe('Slugs de otras guías relacionadas (2 a 4).'),
		figures: z
			.array(guideFigureSchema)
			.default([])
			.describe('Cifras junto a «€» o «%» escritas a mano, cada una con su porqué.'),
	})
	.strict()
	.refine((g) => new Set(g.related).size === g.related.length, {
		message: 'Hay una guía repetida en related.',
		path: ['related'],
	})
	.refine((g) => new Set(g.tools).size === g.tools.length, {
		message: 'Hay una herramienta repetida en tools.',
		path: ['tools'],
	});

/** A guide's front matter as pages read it. */
export type GuideData = z.infer<typeof guideSchema>;
