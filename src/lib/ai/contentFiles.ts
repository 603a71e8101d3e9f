import type { MdxFile } from './corpus.ts';

/**
 * The raw MDX of the guides and news, read by Vite at build time (and by Vitest), for the
 * assistant's index. Files starting with «_» are drafts, as in the content collections.
 */
const guideFiles = import.meta.glob<string>('../../../content/guides/[!_]*.mdx', {
	query: '?raw',
	import: 'default',
	eager: true,
});
const newsFiles = import.meta.glob<string>('../../../content/blog/[!_]*.mdx', {
	query: '?raw',
	import: 'default',
	eager: true,
});

const toFiles = (files: Record<string, string>): MdxFile[] =>
	Object.entries(files).map(([path, raw]) => ({
		slug: path.replace(/^.*\//, '').replace(/\.mdx$/, ''),
		raw: raw.replace(/\r\n/g, '\n'),
	}));

/** The guides as raw MDX files. */
export const guideMdx: readonly MdxFile[] = toFiles(guideFiles);
/** The news articles as raw MDX files. */
export const newsMdx: readonly MdxFile[] = toFiles(newsFiles);
