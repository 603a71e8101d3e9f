/**
 * The site's service worker, bundled by scripts/astro/serviceWorker.ts after the build (the
 * precache list is injected in place of self.__WB_MANIFEST). Policy in src/lib/sw/routing.ts.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { setCacheNameDetails } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { precacheAndRoute, PrecacheFallbackPlugin } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { supabaseUrl } from '../lib/supabase/config.ts';
import {
	cacheNames,
	isOutdatedCache,
	OFFLINE_PATH,
	routeRequest,
	type SwRoute,
} from '../lib/sw/routing.ts';

/** Set by the bundler: a hash of the build's asset names. */
declare const BUILD_ID: string;

/** The parts of the service worker scope used here (the DOM lib has no worker types). */
interface ExtendableEvent extends Event {
	waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
	__WB_MANIFEST: { url: string; revision: string | null }[];
	location: Location;
	skipWaiting(): Promise<void>;
	clients: { claim(): Promise<void> };
	addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
};

/**
 * Workbox's plugin classes declare optional hooks without `| undefined`, which our strictest
 * tsconfig (exactOptionalPropertyTypes) rejects against its own WorkboxPlugin type.
 */
const plugins = (...list: object[]) => list as WorkboxPlugin[];

setCacheNameDetails({ prefix: BUILD_ID });
const names = cacheNames(BUILD_ID);
const ok = new CacheableResponsePlugin({ statuses: [200] });

precacheAndRoute(self.__WB_MANIFEST);

const matches =
	(kind: SwRoute) =>
	({ request }: { request: Request }) =>
		routeRequest(request, self.location.origin, supabaseUrl) === kind;

registerRoute(
	matches('asset'),
	new CacheFirst({
		cacheName: names.assets,
		plugins: plugins(ok, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })),
	}),
);
registerRoute(
	matches('page'),
	new StaleWhileRevalidate({
		cacheName: names.pages,
		plugins: plugins(
			ok,
			new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true }),
			new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PATH }),
		),
	}),
);
registerRoute(
	matches('static'),
	new StaleWhileRevalidate({
		cacheName: names.static,
		plugins: plugins(ok, new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })),
	}),
);

// A new deploy takes over at once (open pages included), and the caches of the previous build
// go with it: no page of one build is ever served with the assets of another from the cache.
self.addEventListener('install', () => {
	void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
	const outdated = caches
		.keys()
		.then((keys) =>
			Promise.all(keys.filter((k) => isOutdatedCache(k, BUILD_ID)).map((k) => caches.delete(k))),
		);
	event.waitUntil(Promise.all([outdated, self.clients.claim()]));
});
