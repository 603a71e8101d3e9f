import type { RouteEntry } from './routes.ts';

/** A guide as the route list needs it: its slug and title. */
export interface GuideLink {
	id: string;
	title: string;
}

/**
 * The registry plus a «Hipotecas» route for every guide it does not list yet, so a new guide
 * reaches the search page without editing routes.ts (the palette finds guides through
 * /search-index.json). The registry's own entry, with its short title, wins.
 */
export function withGuideRoutes(
	routes: readonly RouteEntry[],
	guides: readonly GuideLink[],
): RouteEntry[] {
	const known = new Set(routes.map((r) => r.path));
	const extra = guides
		.map((g) => ({ path: `/blog/${g.id}`, title: g.title }))
		.filter((g) => !known.has(g.path))
		.map((g): RouteEntry => ({ ...g, group: 'Hipotecas', keywords: ['guía'] }));
	const at = routes.findLastIndex((r) => r.path.startsWith('/blog/')) + 1;
	return at > 0 ? [...routes.slice(0, at), ...extra, ...routes.slice(at)] : [...routes, ...extra];
}
