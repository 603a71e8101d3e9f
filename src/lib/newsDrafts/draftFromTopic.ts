import { foldText } from '../search/normalize.ts';
import type { ArticleDoc } from '../search/articleIndex.ts';

/** Limits of a news title in the news collection's schema (src/content.config.ts). */
export const TITLE_LIMITS = { min: 10, max: 110 } as const;

/** At most this many topics per batch (each becomes one row in news_drafts). */
export const MAX_TOPICS = 20;

/** A draft as it is stored in news_drafts. */
export interface NewsDraft {
	title: string;
	slug: string;
	excerpt: string;
	body: string;
	category: string;
}

/** A published article a draft can link to as background. */
export type RelatedArticle = Pick<ArticleDoc, 'url' | 'title' | 'kind'>;

/** Lower-case ASCII words joined by hyphens, as content/blog file names and news_drafts.slug use. */
export function slugify(text: string, max = 80): string {
	const slug = foldText(text)
		.replace(/[^a-z0-9]+/gu, '-')
		.replace(/^-+|-+$/gu, '');
	if (slug.length <= max) return slug;
	return slug.slice(0, max).replace(/-[^-]*$/u, '') || slug.slice(0, max);
}

/** Removes characters MDX would read as code or markup ({, }, <, >) and squeezes spaces. */
export function mdxSafe(text: string): string {
	return text
		.replace(/[{}<>]/gu, ' ')
		.replace(/\s+/gu, ' ')
		.trim();
}

/** Splits the admin's list into topics: one per line, blank lines and repeats ignored. */
export function parseTopics(list: string): string[] {
	const seen = new Set<string>();
	const topics: string[] = [];
	for (const line of list.split(/\r?\n/u)) {
		const topic = mdxSafe(line.replace(/^\s*[-*•\d.)]+\s+/u, ''));
		const key = foldText(topic);
		if (!topic || seen.has(key)) continue;
		seen.add(key);
		topics.push(topic);
	}
	return topics;
}

/** Why a topic cannot become a draft, in Spanish, or null when it can. */
export function topicProblem(topic: string): string | null {
	if (topic.length < TITLE_LIMITS.min)
		return `«${topic}» es demasiado corto: el titular necesita al menos ${TITLE_LIMITS.min} caracteres.`;
	if (topic.length > TITLE_LIMITS.max)
		return `«${topic.slice(0, 40)}…» es demasiado largo: el titular admite ${TITLE_LIMITS.max} caracteres como máximo.`;
	if (slugify(topic).length < 3)
		return `«${topic}» necesita letras o números para formar la dirección.`;
	return null;
}

/** Words that say nothing about a topic, left out when looking for related articles. */
const stopWords = new Set(
	'para como cual cuales cuando donde desde entre este esta estos estas hasta sobre tras segun mas menos todo todos nueva nuevo nuevas nuevos hipoteca hipotecas'.split(
		' ',
	),
);

/**
 * Published articles sharing the most meaningful words (4 letters or more) with the topic,
 * best first: the background an editor reads before writing.
 */
export function relatedArticles(
	docs: readonly (ArticleDoc & { folded?: string })[],
	topic: string,
	limit = 4,
): RelatedArticle[] {
	const words = [...new Set(foldText(topic).split(/[^a-z0-9]+/u))].filter(
		(w) => w.length >= 4 && !stopWords.has(w),
	);
	if (words.length === 0) return [];
	return docs
		.map((doc) => {
			const title = foldText(doc.title);
			const text = doc.folded ?? foldText(doc.text);
			const score = words.reduce(
				(sum, w) => sum + (title.includes(w) ? 3 : 0) + (text.includes(w) ? 1 : 0),
				0,
			);
			return { doc, score };
		})
		.filter((s) => s.score > 0)
		.sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title, 'es'))
		.slice(0, limit)
		.map(({ doc }) => ({ url: doc.url, title: doc.title, kind: doc.kind }));
}

/** Upper-cases the first letter, as a headline starts. */
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);

/** Limits of a news description (standfirst) in the news collection's schema. */
export const EXCERPT_LIMITS = { min: 50, max: 170 } as const;

/**
 * The standfirst: the topic plus what the article will explain, always 50 to 170 characters
 * (a shorter ending, then a title cut at a word, for long topics).
 */
export function excerptFor(title: string): string {
	const topic = title.replace(/[.:;,]+$/u, '');
	const long = `${topic}: qué cambia, a quién afecta y qué revisar antes de pedir una hipoteca.`;
	if (long.length <= EXCERPT_LIMITS.max) return long;
	const ending = ': claves para tu hipoteca.';
	const room = EXCERPT_LIMITS.max - ending.length;
	const cut = topic.length <= room ? topic : topic.slice(0, room).replace(/\s+\S*$/u, '');
	return `${cut}${ending}`;
}

/**
 * A draft news article built offline from the topic, our editorial template and links to what
 * the portal already published on it. It states no facts: every section is an instruction for
 * the editor (MDX comments, invisible if published by mistake) to write with a cited source.
 */
export function draftFromTopic(
	topic: string,
	category: string,
	related: readonly RelatedArticle[],
): NewsDraft {
	const title = capitalise(mdxSafe(topic));
	const section = (heading: string, note: string) => `## ${heading}\n\n{/* ${note} */}\n`;
	const background =
		related.length > 0
			? [
					'## Lo que ya hemos publicado sobre este tema\n',
					...related.map((r) => `- [${mdxSafe(r.title)}](${r.url})`),
					'',
				].join('\n')
			: '';
	const body = [
		'{/* BORRADOR generado sin IA a partir de la plantilla de noticias del portal. Completa cada sección con datos contrastados y su fuente (organismo, fecha) y borra estos comentarios antes de publicar. */}\n',
		section(
			'Qué ha pasado',
			'Resume la noticia en dos o tres frases: qué, quién, cuándo y la fuente oficial.',
		),
		section(
			'A quién afecta',
			'Explica qué compradores o hipotecados notan el cambio y en qué situación.',
		),
		section(
			'Qué significa para tu hipoteca',
			'Da un ejemplo con cifras de una fuente citada o calculado con nuestras calculadoras (tool:simulador-completo).',
		),
		section(
			'Qué puedes hacer',
			'Termina con pasos concretos para el lector y, si encaja, un enlace a una calculadora o guía.',
		),
		background,
	]
		.filter(Boolean)
		.join('\n');
	return { title, slug: slugify(title), excerpt: excerptFor(title), body, category };
}
