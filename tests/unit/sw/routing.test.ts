import { describe, expect, it } from 'vitest';
import { cacheNames, isOutdatedCache, routeRequest, type SwRequest } from '~/lib/sw/routing.ts';

const SITE = 'https://www.hipotecaclara.es';
const SUPABASE = 'https://abcd.supabase.co';

const get = (url: string, extra: Partial<SwRequest> = {}): SwRequest => ({
	url,
	method: 'GET',
	mode: 'cors',
	destination: '',
	...extra,
});
const route = (r: SwRequest) => routeRequest(r, SITE, SUPABASE);

describe('service worker routing', () => {
	it('hashed assets are cache-first, pages and other files stale-while-revalidate', () => {
		expect(route(get(`${SITE}/_astro/client.DTfT9tzw.js`, { destination: 'script' }))).toBe(
			'asset',
		);
		expect(route(get(`${SITE}/herramientas`, { mode: 'navigate', destination: 'document' }))).toBe(
			'page',
		);
		expect(route(get(`${SITE}/favicon.svg`, { destination: 'image' }))).toBe('static');
	});

	it('never caches Supabase: its URL, or its API paths on any origin', () => {
		expect(route(get(`${SUPABASE}/rest/v1/news?select=*`))).toBe('network');
		expect(route(get(`${SUPABASE}/auth/v1/user`))).toBe('network');
		for (const path of [
			'/auth/v1/token',
			'/rest/v1/leads',
			'/realtime/v1/websocket',
			'/functions/v1/ai',
		]) {
			expect(route(get(`${SITE}${path}`, { mode: 'navigate', destination: 'document' }))).toBe(
				'network',
			);
		}
		// Even a Supabase served from the site's own origin (a proxy) stays uncached.
		expect(routeRequest(get(`${SITE}/rest/v1/leads`), SITE, SITE)).toBe('network');
	});

	it('leaves third parties, non-GET requests, Partytown and the worker itself to the network', () => {
		expect(route(get('https://www.googletagmanager.com/gtag/js?id=G-X'))).toBe('network');
		expect(route(get(`${SITE}/contacto`, { method: 'POST', mode: 'navigate' }))).toBe('network');
		expect(route(get(`${SITE}/~partytown/partytown.js`))).toBe('network');
		expect(route(get(`${SITE}/sw.js`))).toBe('network');
		expect(routeRequest(get('no es una url'), SITE, SUPABASE)).toBe('network');
	});

	it('names caches after the build and drops those of earlier builds', () => {
		expect(cacheNames('abc123')).toEqual({
			assets: 'abc123-assets',
			pages: 'abc123-pages',
			static: 'abc123-static',
		});
		expect(isOutdatedCache('abc123-pages', 'abc123')).toBe(false);
		expect(isOutdatedCache('abc123-precache-v2-https://www.hipotecaclara.es/', 'abc123')).toBe(
			false,
		);
		expect(isOutdatedCache('old999-pages', 'abc123')).toBe(true);
		expect(isOutdatedCache('abc1234-pages', 'abc123')).toBe(true);
	});
});
