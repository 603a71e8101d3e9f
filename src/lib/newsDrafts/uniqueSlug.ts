/** `slug`, or `slug-2`, `slug-3`… when taken (news_drafts.slug is unique). */
export function uniqueSlug(slug: string, taken: ReadonlySet<string>): string {
	if (!taken.has(slug)) return slug;
	for (let n = 2; ; n++) {
		const candidate = `${slug}-${n}`;
		if (!taken.has(candidate)) return candidate;
	}
}
