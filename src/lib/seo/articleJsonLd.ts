import type { JsonLd } from './jsonLd.ts';

/** What an Article/NewsArticle node needs. */
export interface ArticleMeta {
	type: 'NewsArticle' | 'Article';
	headline: string;
	description: string;
	url: string;
	datePublished: Date;
	dateModified?: Date | undefined;
	authorName: string;
	image: string;
	/** @id of the organisation node (publisher). */
	publisherId: string;
}

/** Article or NewsArticle structured data, published by the site's organisation. */
export function articleJsonLd(meta: ArticleMeta): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': meta.type,
		headline: meta.headline,
		description: meta.description,
		mainEntityOfPage: meta.url,
		url: meta.url,
		image: meta.image,
		datePublished: meta.datePublished.toISOString(),
		dateModified: (meta.dateModified ?? meta.datePublished).toISOString(),
		inLanguage: 'es-ES',
		author: { '@type': 'Organization', name: meta.authorName },
		publisher: { '@id': meta.publisherId },
	};
}
