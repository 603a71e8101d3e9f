import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import blog from '../content/data/blog.json' with { type: 'json' };
import { frontMatterDay as day, guideSchema } from './lib/content/guideSchema.ts';

// Editors read these errors: zod's own messages in Spanish too.
z.config(z.locales.es());

const categoryIds = blog.categories.map((c) => c.id) as [string, ...string[]];
const authorIds = blog.authors.map((a) => a.id) as [string, ...string[]];

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

/** The buyer's guides, published at /blog/<slug>: front matter of the issue 32 contract. */
const guides = defineCollection({
	loader: glob({ base: './content/guides', pattern: '**/[^_]*.mdx' }),
	schema: guideSchema,
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
