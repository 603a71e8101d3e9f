import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { allNews } from '~/collections.ts';
import { categoryName, newsUrl } from '~/lib/content/blogData.ts';
import { site, siteOrigin } from '~/lib/site/site.ts';

/** RSS feed of the news, newest first. */
export const GET: APIRoute = () =>
	rss({
		title: `Noticias de ${site.brand}`,
		description:
			'Actualidad hipotecaria en España: euríbor, ofertas, ayudas, impuestos y legislación.',
		site: siteOrigin,
		customData: '<language>es-ES</language>',
		items: allNews.map((article) => ({
			title: article.data.title,
			description: article.data.description,
			pubDate: article.data.pubDate,
			link: newsUrl(article.id),
			categories: [categoryName(article.data.category), ...article.data.tags],
		})),
	});
