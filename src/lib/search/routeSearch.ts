import { routeGroups, type RouteEntry, type RouteGroup } from '../site/routes.ts';
import { foldText, queryWords } from './normalize.ts';

/** One group of the command palette with the routes that match the query, in registry order. */
export interface RouteGroupResult {
	group: RouteGroup;
	items: RouteEntry[];
}

/** Whether every word of the query appears in the route's title or keywords (folded). */
export function routeMatches(
	route: Pick<RouteEntry, 'title' | 'keywords'>,
	words: readonly string[],
) {
	if (words.length === 0) return true;
	const terms = foldText([route.title, ...route.keywords].join(' '));
	return words.every((word) => terms.includes(word));
}

/**
 * The palette's groups (Principal, Hipotecas, Ciudades, Servicios, Usuario, Admin, Legal) with
 * the routes matching `query`; groups left empty are dropped. A blank query lists everything.
 */
export function searchRoutes(routes: readonly RouteEntry[], query: string): RouteGroupResult[] {
	const words = queryWords(query);
	return routeGroups
		.map((group) => ({
			group,
			items: routes.filter((r) => r.group === group && routeMatches(r, words)),
		}))
		.filter((g) => g.items.length > 0);
}
