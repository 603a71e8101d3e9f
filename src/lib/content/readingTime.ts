/** Words a Spanish reader reads per minute, for the "x min de lectura" estimate. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown/MDX text (at least 1), ignoring markup and link targets. */
export function readingMinutes(markdown: string): number {
	const text = markdown
		.replace(/```[\s\S]*?```/g, ' ')
		.replace(/\]\([^)]*\)/g, ']')
		.replace(/<[^>]+>/g, ' ')
		.replace(/[#>*_|`~\-[\]]/g, ' ');
	const words = text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
	return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
