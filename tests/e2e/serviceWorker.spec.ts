import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, presetConsent } from './utils.ts';

test.use({ serviceWorkers: 'allow' });
// Guards against hangs, not budgets: installing a worker and hydrating the simulator twice on
// 2 cores shared by many builds takes a while.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 60_000 };

/** Waits until the islands in `scope` have hydrated (Astro removes their `ssr` attribute). */
async function waitForHydration(scope: Locator) {
	await expect(scope.locator('astro-island')).not.toHaveCount(0);
	await expect(scope.locator('astro-island[ssr]')).toHaveCount(0, slow);
}

/** Waits until /sw.js controls the page (it claims open pages as soon as it activates). */
async function waitForServiceWorker(page: Page) {
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, slow);
}

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

test('a visited page and a used calculator work offline', async ({ page, context }) => {
	await page.goto('/');
	await waitForServiceWorker(page);

	await page.goto('/blog/guia-comprar-primera-vivienda');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	const guideTitle = await page.title();
	await page.goto('/herramientas#simulador-completo');
	const simulator = page.locator('#simulador-completo');
	await waitForHydration(simulator);

	await context.setOffline(true);
	await page.goto('/blog/guia-comprar-primera-vivienda');
	await expect(page).toHaveTitle(guideTitle);

	await page.goto('/herramientas#simulador-completo');
	await waitForHydration(simulator);
	await simulator.getByLabel('Importe del préstamo').fill('150.000');
	await simulator.getByLabel('Plazo').fill('25');
	await simulator.getByLabel('Tipo de interés (TIN)').fill('2,5 %');
	// 150.000 € at 2,5 % over 25 years: 672,93 € a month (French system), computed offline.
	await expect(simulator.getByText('672,93 €', { exact: true })).toBeVisible();
});

test('a page never visited shows the Spanish offline page, noindex and accessible', async ({
	page,
	context,
}) => {
	await page.goto('/');
	await waitForServiceWorker(page);
	await context.setOffline(true);
	await page.goto('/hipoteca-soria');
	await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
	await expect(
		page.getByText(
			'No hay conexión a internet y esta página aún no está guardada en este dispositivo.',
		),
	).toBeVisible();
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
	// "Reintentar" reloads the address asked for.
	await expect(page.getByRole('link', { name: 'Reintentar' })).toHaveAttribute('href', '');
	expect(new URL(page.url()).pathname).toBe('/hipoteca-soria');
	await expectNoAxeViolations(page);
	await page.evaluate(() => document.documentElement.classList.add('dark'));
	await expectNoAxeViolations(page);
});

test('the worker caches only the site: nothing from Supabase, all in this build’s caches', async ({
	page,
}) => {
	await page.goto('/');
	await waitForServiceWorker(page);
	await page.goto('/contacto');
	await page.goto('/hipotecas/piso-madrid');
	const cached = await page.evaluate(async () => {
		const all: { cache: string; urls: string[] }[] = [];
		for (const name of await caches.keys()) {
			const keys = await (await caches.open(name)).keys();
			all.push({ cache: name, urls: keys.map((r) => r.url) });
		}
		return all;
	});
	const origin = new URL(page.url()).origin;
	const urls = cached.flatMap((c) => c.urls);
	expect(urls.length).toBeGreaterThan(0);
	expect(urls.filter((u) => !u.startsWith(origin))).toEqual([]);
	expect(urls.filter((u) => /\/(auth|rest|realtime|functions)\/v1\//.test(u))).toEqual([]);
	expect(urls).toContain(`${origin}/hipotecas/piso-madrid`);
	// One build id prefixes every cache, so the next deploy can drop them all on activation.
	const prefixes = new Set(cached.map((c) => c.cache.split('-')[0]));
	expect(prefixes.size).toBe(1);
});

test('after the home, the whole stylesheet is cached for the next page although the home never asked for it', async ({
	page,
}) => {
	// The home applies only the rules its inline CSS lacks (criticalCss.ts); every other page
	// links the whole stylesheet, which the worker precaches with the offline page.
	const html = await (await page.request.get('/')).text();
	const sheet = /<noscript><link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1] ?? '';
	expect(sheet).toMatch(/^\/_astro\/.+\.css$/);
	const asked: string[] = [];
	page.on('request', (request) => {
		if (!request.serviceWorker()) asked.push(new URL(request.url()).pathname);
	});
	await page.goto('/');
	await waitForServiceWorker(page);
	expect(asked).not.toContain(sheet);
	expect(await page.evaluate(async (href) => (await caches.match(href)) !== undefined, sheet)).toBe(
		true,
	);
	await page.goto('/contacto');
	expect(asked.filter((path) => path === sheet)).toEqual([sheet]);
	expect(
		await page.evaluate(
			(href) =>
				(
					performance.getEntriesByName(new URL(href, location.href).href)[0] as
						PerformanceResourceTiming | undefined
				)?.transferSize,
			sheet,
		),
	).toBe(0);
});

test('sin-conexion is left out of the sitemap', async ({ request }) => {
	const sitemap = await (await request.get('/sitemap-0.xml')).text();
	expect(sitemap).not.toContain('sin-conexion');
	expect(sitemap).toContain('/hipoteca-madrid');
});
