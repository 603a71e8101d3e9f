import { madridDay } from '~/lib/format/madridClock.ts';
import type { NewsDraft } from './draftFromTopic.ts';

/** YAML single-quoted string: quotes are doubled, nothing else is special. */
const quote = (text: string) => `'${text.replace(/'/gu, "''")}'`;

/** Tags of an exported draft: the category's name in lower case (editors add more). */
export function draftTags(categoryName: string): string[] {
	return [categoryName.toLocaleLowerCase('es-ES')];
}

/**
 * The draft as a file for content/blog/<slug>.mdx, with the front matter the news collection
 * requires (title, description, pubDate, category, tags, author), dated the day of export.
 */
export function exportMdx(
	draft: Pick<NewsDraft, 'title' | 'excerpt' | 'body' | 'category'>,
	options: { date: Date; categoryName: string; author?: string },
): string {
	const tags = draftTags(options.categoryName).map(quote).join(', ');
	return [
		'---',
		`title: ${quote(draft.title)}`,
		`description: ${quote(draft.excerpt)}`,
		`pubDate: ${madridDay(options.date)}`,
		`category: ${draft.category}`,
		`tags: [${tags}]`,
		`author: ${options.author ?? 'redaccion'}`,
		'---',
		'',
		draft.body.trim(),
		'',
	].join('\n');
}

/** File name of an exported draft. */
export const mdxFileName = (slug: string) => `${slug}.mdx`;
