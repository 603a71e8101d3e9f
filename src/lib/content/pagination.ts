/** One page of a paginated list. */
export interface Page<T> {
	items: T[];
	/** 1-based page number. */
	current: number;
	last: number;
}

/** Splits `items` into pages of `size` (at least one page, even when empty). */
export function paginate<T>(items: readonly T[], size: number): Page<T>[] {
	const last = Math.max(1, Math.ceil(items.length / size));
	return Array.from({ length: last }, (_, i) => ({
		items: items.slice(i * size, (i + 1) * size),
		current: i + 1,
		last,
	}));
}

/** URL of page `n` of the news list: /blog for the first, /blog/pagina/n after. */
export function newsPageUrl(n: number): string {
	return n <= 1 ? '/blog' : `/blog/pagina/${n}`;
}
