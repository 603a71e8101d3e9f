import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_MEASUREMENT_ID } from '../fixtures/observability.ts';
import { presetConsent, settled } from './utils.ts';

/** Hosts and paths that only analytics may request. */
const analyticsRequest = /googletagmanager\.com|google-analytics\.com|\/~partytown\//;

/**
 * A stand-in for Google's gtag.js, served in its place: it reads the dataLayer the way the
 * real tag does (what was queued, then every push) and sends each event to the GA4 collect
 * endpoint with its parameters and the analytics_storage consent in force, so the test sees
 * what Google would receive.
 */
const fakeGtag = `
(function () {
	var consent = 'unset';
	function handle(item) {
		// An arguments object reaches the worker as a plain object with numbered keys.
		var args = Object.keys(item || {})
			.filter(function (k) { return /^[0-9]+$/.test(k); })
			.sort(function (a, b) { return a - b; })
			.map(function (k) { return item[k]; });
		if (args[0] === 'consent' && args[2] && args[2].analytics_storage) consent = args[2].analytics_storage;
		if (args[0] !== 'event') return;
		var url = 'https://www.google-analytics.com/g/collect?v=2&tid=${E2E_MEASUREMENT_ID}'
			+ '&en=' + encodeURIComponent(args[1])
			+ '&consent=' + consent
			+ '&ep=' + encodeURIComponent(JSON.stringify(args[2] || {}));
		fetch(url, { method: 'POST', mode: 'no-cors', keepalive: true });
	}
	var dl = (self.dataLayer = self.dataLayer || []);
	for (var i = 0; i < dl.length; i++) handle(dl[i]);
	var push = dl.push;
	dl.push = function () {
		for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
		return push.apply(dl, arguments);
	};
})();
`;

interface Hit {
	event: string;
	consent: string;
	params: Record<string, unknown>;
}

/** Serves the fake tag and records every hit sent to the collect endpoint. */
async function interceptAnalytics(context: BrowserContext) {
	const hits: Hit[] = [];
	const tagRequests: string[] = [];
	await context.route('https://www.googletagmanager.com/**', (route) => {
		tagRequests.push(route.request().url());
		return route.fulfill({
			contentType: 'text/javascript',
			headers: { 'access-control-allow-origin': '*' },
			body: fakeGtag,
		});
	});
	await context.route('https://www.google-analytics.com/**', (route) => {
		const url = new URL(route.request().url());
		hits.push({
			event: url.searchParams.get('en') ?? '',
			consent: url.searchParams.get('consent') ?? '',
			params: JSON.parse(url.searchParams.get('ep') ?? '{}') as Record<string, unknown>,
		});
		return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
	});
	return { hits, tagRequests };
}

/** The tag runs in a worker that starts after load: generous on 2 busy cores (not a budget). */
const slow = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });

/** Every URL the page and its workers request. */
function recordRequests(context: BrowserContext): string[] {
	const urls: string[] = [];
	context.on('request', (request) => urls.push(request.url()));
	return urls;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Tu privacidad' });

test.describe('before consent', () => {
	test('a content page requests no analytics, no Partytown and no tag while the banner waits', async ({
		page,
		context,
	}) => {
		const urls = recordRequests(context);
		await interceptAnalytics(context);
		await page.goto('/hipoteca-madrid');
		await expect(banner(page)).toBeVisible();
		await settled(page);
		expect(urls.filter((u) => analyticsRequest.test(u))).toEqual([]);
		expect(
			await page.locator('script[type="text/partytown"], iframe[src*="partytown"]').count(),
		).toBe(0);
	});

	test('rejecting keeps it that way, on this page and the next', async ({ page, context }) => {
		const urls = recordRequests(context);
		const { hits } = await interceptAnalytics(context);
		await page.goto('/');
		await banner(page).getByRole('button', { name: 'Rechazar' }).click();
		await page.goto('/blog');
		await settled(page);
		expect(urls.filter((u) => analyticsRequest.test(u))).toEqual([]);
		expect(hits).toEqual([]);
	});
});

test.describe('after consent', () => {
	test.use({ serviceWorkers: 'allow' });

	test('accepting loads the tag through Partytown and sends page_view and web vitals, consent granted', async ({
		page,
		context,
	}) => {
		const urls = recordRequests(context);
		const { hits, tagRequests } = await interceptAnalytics(context);
		await page.goto('/hipoteca-madrid');
		await settled(page);
		expect(urls.filter((u) => analyticsRequest.test(u))).toEqual([]);

		await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
		await expect
			.poll(() => tagRequests, slow)
			.toEqual([`https://www.googletagmanager.com/gtag/js?id=${E2E_MEASUREMENT_ID}`]);
		expect(urls.some((u) => u.includes('/~partytown/'))).toBe(true);

		await expect
			.poll(() => hits.find((h) => h.event === 'page_view'), slow)
			.toEqual({
				event: 'page_view',
				consent: 'granted',
				params: {
					page_path: '/hipoteca-madrid',
					page_title: await page.title(),
				},
			});
		await expect
			.poll(() => hits.filter((h) => h.event === 'web_vitals').map((h) => h.params['label']), slow)
			.toEqual(expect.arrayContaining(['FCP', 'TTFB']));
		for (const hit of hits.filter((h) => h.event === 'web_vitals')) {
			expect(hit.params).toEqual({
				label: expect.stringMatching(/^(LCP|INP|CLS|FCP|TTFB)$/),
				value: expect.any(Number),
				rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
			});
		}
		// Not a portal page: no portal_page_view.
		expect(hits.some((h) => h.event === 'portal_page_view')).toBe(false);
	});

	test('an accepted choice starts analytics on load; a portal page adds portal_page_view', async ({
		page,
		context,
	}) => {
		await presetConsent(page, 'accepted');
		const { hits } = await interceptAnalytics(context);
		await page.goto('/hipotecas/piso-madrid');
		await expect
			.poll(() => hits.find((h) => h.event === 'portal_page_view')?.params, slow)
			.toEqual({
				page_type: 'portal',
				content_group: 'Portal - Combinaciones',
				property_type: 'piso',
				city: 'madrid',
			});
		expect(hits.find((h) => h.event === 'page_view')?.params['page_path']).toBe(
			'/hipotecas/piso-madrid',
		);
		expect(hits.every((h) => h.consent === 'granted')).toBe(true);
	});
});
