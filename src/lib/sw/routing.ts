/** How the service worker treats a request. */
export type SwRoute =
	/** Hashed build assets (/_astro/): cache first, their name changes with their content. */
	| 'asset'
	/** Pages: stale-while-revalidate, the offline page when neither cache nor network answers. */
	| 'page'
	/** Other files of the site (icons, images, feeds): stale-while-revalidate. */
	| 'static'
	/** Left to the network, never cached: Supabase, third parties, non-GET, the worker itself. */
	| 'network';

/** The Supabase API prefixes (auth, REST, realtime, edge functions, storage): never cached. */
export const SUPABASE_PATHS = [
	'/auth/v1/',
	'/rest/v1/',
	'/realtime/v1/',
	'/functions/v1/',
	'/storage/v1/',
];

/** The page shown for a page that is neither cached nor reachable (noindex, not in the sitemap). */
export const OFFLINE_PATH = '/sin-conexion';

/** What the router needs to know about a request (a subset of Request, easy to build in tests). */
export interface SwRequest {
	url: string;
	method: string;
	mode: string;
	destination: string;
}

/**
 * Decides how the service worker handles a request. Anything to the Supabase URL or under its
 * API paths, to another origin, or not a GET goes straight to the network; so does Partytown's
 * own folder (it has its own worker) and the service worker script.
 */
export function routeRequest(request: SwRequest, siteOrigin: string, supabaseUrl: string): SwRoute {
	if (request.method !== 'GET') return 'network';
	let url: URL;
	let supabaseOrigin: string;
	try {
		url = new URL(request.url);
		supabaseOrigin = new URL(supabaseUrl).origin;
	} catch {
		return 'network';
	}
	if (url.origin === supabaseOrigin || url.origin !== siteOrigin) return 'network';
	const path = url.pathname;
	if (SUPABASE_PATHS.some((p) => path.startsWith(p) || `${path}/` === p)) return 'network';
	if (path.startsWith('/~partytown/') || path === '/sw.js') return 'network';
	if (path.startsWith('/_astro/')) return 'asset';
	if (request.mode === 'navigate' || request.destination === 'document') return 'page';
	return 'static';
}

/** The runtime caches of one build: their names start with the build id. */
export function cacheNames(buildId: string) {
	return {
		assets: `${buildId}-assets`,
		pages: `${buildId}-pages`,
		static: `${buildId}-static`,
	};
}

/**
 * Whether a cache belongs to an earlier build and must go when this build's worker activates,
 * so a new deploy never serves old pages with new assets (or the reverse).
 */
export function isOutdatedCache(name: string, buildId: string): boolean {
	return !name.startsWith(`${buildId}-`);
}
