/**
 * The collection queries, run once per build; pages import these lists instead of querying.
 */
import { getCollection } from 'astro:content';
import { readingMinutes } from '~/lib/content/readingTime.ts';

const news = await getCollection('news');

/** Every published news article, newest first, with its reading time. */
export const allNews = news
	.map((entry) => ({ ...entry, minutes: readingMinutes(entry.body ?? '') }))
	.sort((a, b) => b.data.pubDate.getTime() - a.data.pubDate.getTime());

/** A news article as pages receive it. */
export type NewsArticle = (typeof allNews)[number];

/** The buyer's guides (published at /blog/<slug>), with reading time. */
export const guides = (await getCollection('guides')).map((entry) => ({
	...entry,
	minutes: readingMinutes(entry.body ?? ''),
}));

/** A guide as pages receive it. */
export type Guide = (typeof guides)[number];

/** The legal pages (privacidad, terminos, cookies). */
export const legalPages = await getCollection('legal');
