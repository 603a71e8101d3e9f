import { prepareIndex, type ArticleDoc, type PreparedDoc } from '~/lib/search/articleIndex.ts';

/** Where the build writes the text of news, guides and glossary (src/pages/search-index.json.ts). */
const INDEX_URL = '/search-index.json';

let loading: Promise<PreparedDoc[]> | undefined;

/** The prepared article index, fetched once per page on the palette's first use. */
export function loadArticleIndex(): Promise<PreparedDoc[]> {
	loading ??= fetch(INDEX_URL)
		.then(async (res) => {
			if (!res.ok) throw new Error(`HTTP ${res.status}`);
			return prepareIndex((await res.json()) as ArticleDoc[]);
		})
		.catch((error: unknown) => {
			loading = undefined; // the next opening tries again
			throw error;
		});
	return loading;
}
