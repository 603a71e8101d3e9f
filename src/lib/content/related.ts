/** What relatedness needs to know about an article. */
export interface Relatable {
	id: string;
	category: string;
	tags: readonly string[];
	date: Date;
}

/**
 * The `count` articles most related to `article`: same category weighs 3, each shared tag 1;
 * ties go to the most recent. The article itself is never included.
 */
export function relatedArticles<T extends Relatable>(
	article: Relatable,
	all: readonly T[],
	count = 3,
): T[] {
	const score = (other: Relatable) =>
		(other.category === article.category ? 3 : 0) +
		other.tags.filter((t) => article.tags.includes(t)).length;
	return all
		.filter((other) => other.id !== article.id)
		.map((other) => ({ other, s: score(other) }))
		.sort((a, b) => b.s - a.s || b.other.date.getTime() - a.other.date.getTime())
		.slice(0, count)
		.map(({ other }) => other);
}
