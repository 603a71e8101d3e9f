import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import blog from '../content/data/blog.json' with { type: 'json' };

// Editors read these errors: zod's own messages in Spanish too.
z.config(z.locales.es());

const categoryIds = blog.categories.map((c) => c.id) as [string, ...string[]];
const authorIds = blog.authors.map((a) => a.id) as [string, ...string[]];

/** A calendar date written as YYYY-MM-DD in the front matter. */
const day = () =>
	z.coerce.date({ error: 'Escribe la fecha como AAAA-MM-DD, por ejemplo 2026-11-22.' });

/** A question and answer shown on the page and as FAQPage data. */
const faq = z
	.object({
		question: z.string().min(5).describe('Pregunta tal y como la haría un lector, con ¿?.'),
		answer: z.string().min(10).describe('Respuesta completa en una o dos frases.'),
	})
	.strict();

/** News articles ("Noticias"): one MDX file each; a leading underscore marks a draft. */
const news = defineCollection({
	loader: glob({ base: './content/blog', pattern: '**/[^_]*.mdx' }),
	schema: z
		.object({
			title: z.string().min(10).max(110).describe('Titular de la noticia, sin la marca.'),
			description: z
				.string()
				.min(50)
				.max(170)
				.describe('Entradilla para buscadores y redes (50 a 170 caracteres).'),
			pubDate: day().describe('Fecha de publicación.'),
			updatedDate: day().optional().describe('Fecha de la última actualización, si la hay.'),
			category: z.enum(categoryIds).describe(`Categoría: ${categoryIds.join(', ')}.`),
			tags: z.array(z.string().min(2)).min(1).max(8).describe('Etiquetas en minúsculas.'),
			author: z.enum(authorIds).describe(`Autor: ${authorIds.join(', ')}.`),
			featured: z.boolean().default(false).describe('Destacar en la portada de noticias.'),
		})
		.strict()
		.refine((a) => !a.updatedDate || a.updatedDate >= a.pubDate, {
			message: 'updatedDate no puede ser anterior a pubDate.',
			path: ['updatedDate'],
		}),
});

/** The buyer's guides, published at /blog/<slug>. */
const guides = defineCollection({
	loader: glob({ base: './content/guides', pattern: '**/[^_]*.mdx' }),
	schema: z
		.object({
			title: z.string().min(10).max(110).describe('Título de la guía.'),
			description: z.string().min(50).max(170).describe('Resumen para buscadores.'),
			updatedDate: day().describe('Fecha de la última revisión.'),
			faqs: z.array(faq).max(10).default([]).describe('Preguntas frecuentes de la guía.'),
		})
		.strict(),
});

/** Legal pages: privacy, terms and cookies. */
const legal = defineCollection({
	loader: glob({ base: './content/legal', pattern: '**/[^_]*.mdx' }),
	schema: z
		.object({
			title: z.string().describe('Título de la página legal.'),
			description: z.string().min(50).max(170).describe('Resumen para buscadores.'),
			updatedDate: day().describe('Fecha de la última actualización.'),
		})
		.strict(),
});

export const collections = { news, guides, legal };
