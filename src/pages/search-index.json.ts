import type { APIRoute } from 'astro';
import { allNews, guides } from '~/collections.ts';
import { resolveFigureTags } from '~/lib/content/figureTags.ts';
import { glossary } from '~/lib/content/glossary.ts';
import { plainText, type ArticleDoc } from '~/lib/search/articleIndex.ts';

/** The glossary page, where each term has its own anchor. */
const glossaryPath = '/blog/glosario-hipotecario';

/**
 * The text of every news article, guide and glossary term, built once per build and fetched
 * by the command palette the first time it opens (its "Artículos" section).
 */
export const GET: APIRoute = () => {
	const docs: ArticleDoc[] = [
		...allNews.map((n) => ({
			url: `/blog/noticia/${n.id}`,
			title: n.data.title,
			kind: 'noticia' as const,
			text: `${n.data.description} ${plainText(resolveFigureTags(n.body ?? ''))}`,
		})),
		...guides.map((g) => ({
			url: `/blog/${g.id}`,
			title: g.data.title,
			kind: 'guia' as const,
			text: `${g.data.description} ${plainText(resolveFigureTags(g.body ?? ''))}`,
		})),
		...glossary.map((t) => ({
			url: `${glossaryPath}#${t.id}`,
			title: t.term,
			kind: 'glosario' as const,
			text: t.example ? `${t.definition} ${t.example}` : t.definition,
		})),
	];
	return new Response(JSON.stringify(docs), {
		headers: { 'content-type': 'application/json; charset=utf-8' },
	});
};
