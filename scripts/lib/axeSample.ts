/**
 * A sample of the sitemap for a quick axe pass (CI's report): every page that is its own
 * template in full, and a few pages spread over each family of pages built from one template
 * (guides, news, provinces and cities, portal pages), so a change that breaks one template
 * shows up without checking hundreds of near-identical pages.
 */

/** The template family of a page path; pages outside a family are their own. */
export function templateFamily(path: string): string {
	if (path.startsWith('/blog/noticia/')) return 'noticia';
	if (path.startsWith('/blog/categoria/')) return 'categoria';
	if (path.startsWith('/blog/pagina/')) return 'pagina-noticias';
	if (path === '/blog/glosario-hipotecario') return path;
	if (path.startsWith('/blog/')) return 'guia';
	if (path.startsWith('/hipotecas/')) return 'portal';
	if (/^\/hipoteca-[a-z-]+$/.test(path)) return 'provincia-ciudad';
	return path;
}

/**
 * Up to `perFamily` pages of each family, evenly spread over its sorted list (first and last
 * included), and every page that is a family of its own; in sitemap order.
 */
export function axeSample(paths: readonly string[], perFamily: number): string[] {
	const families = new Map<string, string[]>();
	for (const path of paths) {
		const key = templateFamily(path);
		families.set(key, [...(families.get(key) ?? []), path]);
	}
	const keep = new Set<string>();
	for (const members of families.values()) {
		if (members.length <= perFamily) {
			for (const m of members) keep.add(m);
			continue;
		}
		const n = Math.max(1, perFamily);
		for (let i = 0; i < n; i++) {
			const index = n === 1 ? 0 : Math.round((i * (members.length - 1)) / (n - 1));
			keep.add(members[index] as string);
		}
	}
	return paths.filter((p) => keep.has(p));
}
