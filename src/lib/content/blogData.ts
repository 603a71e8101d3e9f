import { z } from 'zod';
import blogData from '../../../content/data/blog.json' with { type: 'json' };

/** News settings: categories, authors and page size (content/data/blog.json). */
export const blogSchema = z
	.object({
		categories: z
			.array(
				z
					.object({
						id: z
							.string()
							.regex(/^[a-z-]+$/)
							.describe('Identificador usado en la URL y en las noticias.'),
						name: z.string().describe('Nombre visible de la categoría.'),
						description: z.string().describe('Descripción de la página de la categoría.'),
					})
					.strict(),
			)
			.min(1),
		authors: z.array(z.object({ id: z.string(), name: z.string() }).strict()).min(1),
		pageSize: z.number().int().min(3).max(30).describe('Noticias por página del listado.'),
	})
	.strict();

/** Validated news settings. */
export const blog = blogSchema.parse(blogData);

/** Display name of a category id. */
export function categoryName(id: string): string {
	return blog.categories.find((c) => c.id === id)?.name ?? id;
}

/** Display name of an author id. */
export function authorName(id: string): string {
	return blog.authors.find((a) => a.id === id)?.name ?? id;
}

/** URL of a news article. */
export function newsUrl(slug: string): string {
	return `/blog/noticia/${slug}`;
}

/** URL of a category page. */
export function categoryUrl(id: string): string {
	return `/blog/categoria/${id}`;
}
