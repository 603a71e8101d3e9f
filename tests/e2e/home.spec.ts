import { expect, test } from './fixtures.ts';
import { presetConsent, settled } from './utils.ts';
import { E2E_SENTRY_DSN } from '../fixtures/observability.ts';

const sectionsInOrder = [
	'hero',
	'proceso',
	'cifras',
	'ventajas',
	'app',
	'entidades',
	'casos',
	'cta',
	'faq',
	'video',
	'tipos',
	'enlaces',
];

// SPEC's six links minus the AI assistant and document analysis cards, which wait until those
// tools exist (issue 10, item 20: no page promises a tool /herramientas does not have).
const relatedLinks = [
	'/hipoteca-joven',
	'/herramientas',
	'/valoracion-inmueble',
	'/herramientas#asistente-ia',
	'/herramientas#analisis-documentos',
	'/servicios',
];

const finalStats = ['5.000+', '3.500+', '98\u00a0%', '80+'];

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

test('the home shows every SPEC section in order, then the province grid', async ({ page }) => {
	await page.goto('/');
	const ids = await page
		.locator('main [data-section]')
		.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')));
	expect(ids).toEqual(sectionsInOrder);
	await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
	await expect(
		page
			.getByTestId('process-steps')
			.getByRole('listitem')
			.filter({ has: page.getByRole('heading', { level: 3 }) }),
	).toHaveCount(6);
	await expect(page.getByTestId('advantages').locator(':scope > li')).toHaveCount(10);
	await expect(page.getByTestId('cases-disclaimer')).toContainText('no opiniones');
	await expect(page.getByTestId('province-grid').getByRole('link')).toHaveCount(52);
	const faqData = await page
		.locator('script[type="application/ld+json"]')
		.allTextContents()
		.then((all) => all.filter((t) => t.includes('FAQPage')));
	expect(faqData).toHaveLength(1);
});

test('the hero buttons lead to the tools and the plans', async ({ page }) => {
	await page.goto('/');
	const hero = page.locator('[data-section="hero"]');
	await expect(hero.getByRole('link', { name: 'Calcular Financiación Gratis' })).toHaveAttribute(
		'href',
		'/herramientas',
	);
	await expect(hero.getByRole('link', { name: 'Ver Planes' })).toHaveAttribute('href', '/planes');
});

test('the related-links block has the six SPEC links, in order', async ({ page }) => {
	await page.goto('/');
	const links = page.getByTestId('related-links').getByRole('link');
	await expect(links).toHaveCount(relatedLinks.length);
	const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
	expect(hrefs).toEqual(relatedLinks);
});

test('the stats count up from 0 to their targets once visible', async ({ page }) => {
	await page.goto('/');
	const counters = page.locator('stat-counter [data-count]');
	await expect(counters).toHaveCount(4);
	// Before scrolling, JS has reset the visible copy to 0 while the accessible copy stays final.
	await expect(counters.first()).toHaveText('0+');
	await expect(page.locator('stat-counter .sr-only').first()).toHaveText('5.000+');
	await page.getByTestId('stats').scrollIntoViewIfNeeded();
	await expect(counters.first()).not.toHaveText('0+');
	for (const [i, value] of finalStats.entries()) {
		await expect(counters.nth(i)).toHaveText(value);
	}
});

test('with reduced motion the stats show their final values at once', async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await page.goto('/');
	const counters = page.locator('stat-counter [data-count]');
	// Read at once, not awaited: no count-up means the final values from the first paint on,
	// and still once the page has settled.
	expect(await counters.allTextContents()).toEqual(finalStats);
	await settled(page);
	expect(await counters.allTextContents()).toEqual(finalStats);
});

test('the stats are in the HTML at their final values for crawlers and no-JS', async ({
	request,
}) => {
	const html = await (await request.get('/')).text();
	for (const value of finalStats) expect(html).toContain(value);
});

test('the video facade requests nothing until clicked and then shows the explanation', async ({
	page,
}) => {
	const requests: string[] = [];
	page.on('request', (r) => requests.push(r.url()));
	await page.goto('/');
	await settled(page);
	const video = page.locator('[data-section="video"]');
	await video.scrollIntoViewIfNeeded();
	// On screen now: whatever lazy loading it would trigger has run once the page settles.
	await settled(page);
	const origin = new URL(page.url()).origin;
	// Same-origin URLs only (a blob: of this origin is a worker of the page, not a request out).
	// The e2e build's error reporter posts to a `.invalid` test host (tests/fixtures/
	// observability.ts); it is not the video's doing and never leaves the machine.
	const reporter = new URL(E2E_SENTRY_DSN).host;
	const external = (u: string) =>
		![origin, `blob:${origin}`, 'data:'].some((prefix) => u.startsWith(prefix)) &&
		new URL(u).host !== reporter;
	expect(requests.filter(external)).toEqual([]);
	expect(requests.filter((u) => /\.(mp4|webm|m3u8)|youtube|vimeo/.test(u))).toEqual([]);
	await expect(video.locator('iframe, video')).toHaveCount(0);
	const before = requests.length;

	const play = video.getByRole('button', { name: 'Ver cómo funciona en 2 minutos' });
	await expect(play).toHaveAttribute('aria-expanded', 'false');
	await play.click();
	await expect(video.getByRole('heading', { name: 'Cómo funciona, paso a paso' })).toBeVisible();
	await expect(video.locator('#video-explicacion li')).toHaveCount(6);
	await expect(video.locator('iframe, video')).toHaveCount(0);
	expect(requests.slice(before).filter(external)).toEqual([]);
});

test('the home ships no React', async ({ page }) => {
	const scripts: string[] = [];
	page.on('response', (r) => {
		if (r.request().resourceType() === 'script') scripts.push(r.url());
	});
	await page.goto('/');
	await settled(page);
	await expect(page.locator('astro-island')).toHaveCount(0);
	expect(scripts.filter((s) => /react|client\.[\w-]+\.js/.test(s))).toEqual([]);
});

test('the home paints from its inline critical CSS, then adds only the rules it lacks', async ({
	page,
}) => {
	const html = await (await page.request.get('/')).text();
	const head = html.slice(0, html.indexOf('</head>'));
	expect(head).toMatch(/<style>[^<]*\.container-page\{/);
	expect(head).not.toMatch(/<link rel="stylesheet"/);
	// A <noscript> link brings the whole stylesheet to visitors without JavaScript.
	const sheet = /<noscript><link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"><\/noscript>/.exec(
		html,
	)?.[1];
	expect(sheet, 'la hoja de estilos completa, sin JavaScript').toBeDefined();
	// The loader at the end of <body> applies the rest of the stylesheet after the first paint.
	const loader = html.slice(html.lastIndexOf('<script'));
	const rest = /"(\/_astro\/[\w-]+\.resto\.[\w-]+\.css)"/.exec(loader)?.[1];
	expect(rest, 'el resto de la hoja').toBeDefined();
	expect(loader).not.toContain(sheet);
	const restCss = await (await page.request.get(rest ?? '')).text();
	const fullCss = await (await page.request.get(sheet ?? '')).text();
	expect(restCss.length).toBeGreaterThan(1000);
	expect(restCss.length).toBeLessThan(fullCss.length);
	expect(restCss).not.toContain('.container-page{');

	const pageRequests: string[] = [];
	page.on('request', (request) => {
		if (!request.serviceWorker()) pageRequests.push(new URL(request.url()).pathname);
	});
	await page.goto('/');
	await expect
		.poll(() =>
			page.evaluate(
				(href) =>
					[...document.styleSheets].some((s) => s.href?.endsWith(href) && s.cssRules.length > 0),
				rest ?? '',
			),
		)
		.toBe(true);
	expect(pageRequests).not.toContain(sheet);
	// The next page still finds it cached: the service worker precaches it (serviceWorker.spec).
	// Dark theme rules are inline too: a dark visitor's first paint is already dark.
	expect(head).toContain('.dark');
});

test('the inline critical CSS lays out the home like the whole stylesheet, before and after the rest arrives', async ({
	browser,
}) => {
	// Each element's box and colours with the inline CSS alone, with the rest of the stylesheet
	// (what the home loads) and with the whole stylesheet in its place (what every other page
	// uses): equal means nothing moves when the rest arrives, and the split lost no rule. Then the
	// same with the search palette open, which the home's markup does not have (its rules come
	// from the rest only).
	const boxes = async (sheet: 'none' | 'rest' | 'whole') => {
		const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
		const page = await context.newPage();
		await presetConsent(page);
		if (sheet === 'none') await page.route('**/_astro/*.css', (route) => route.abort());
		if (sheet === 'whole') {
			const html = await (await page.request.get('/')).text();
			const whole = /<noscript><link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1] ?? '';
			const body = await (await page.request.get(whole)).text();
			await page.route('**/_astro/*.resto.*.css', (route) =>
				route.fulfill({ contentType: 'text/css', body }),
			);
		}
		await page.goto('/');
		// The widgets' scripts and the stylesheet come after the first paint: compare once both
		// pages have them (or have failed to get the stylesheet).
		await page.waitForLoadState('networkidle');
		const read = () =>
			page.evaluate(() =>
				[...document.querySelectorAll('body *')].map((element) => {
					const box = element.getBoundingClientRect();
					const style = getComputedStyle(element);
					return `${element.tagName} ${box.x},${box.y},${box.width}x${box.height} ${style.color} ${style.backgroundColor} ${style.display}`;
				}),
			);
		const page1 = await read();
		let palette: string[] = [];
		if (sheet !== 'none') {
			await page.getByRole('link', { name: 'Buscar' }).click();
			const dialog = page.getByRole('dialog', { name: 'Buscar página o artículo' });
			await expect(dialog).toBeVisible();
			await dialog.getByPlaceholder('Buscar página... (Ctrl+K)').fill('hipoteca');
			await expect(dialog.getByRole('option').first()).toBeVisible();
			palette = await read();
		}
		await context.close();
		return { page: page1, palette };
	};
	const inlineOnly = await boxes('none');
	const rest = await boxes('rest');
	const whole = await boxes('whole');
	expect(inlineOnly.page.length).toBeGreaterThan(300);
	expect(rest.page).toEqual(inlineOnly.page);
	expect(whole.page).toEqual(inlineOnly.page);
	expect(rest.palette.length).toBeGreaterThan(inlineOnly.page.length);
	expect(rest.palette).toEqual(whole.palette);
});

test('a phone never downloads the hero illustration; a wide screen shows it', async ({
	browser,
}) => {
	const heroRequests = async (width: number) => {
		const context = await browser.newContext({ viewport: { width, height: 900 } });
		const page = await context.newPage();
		await presetConsent(page);
		const requested: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('hero-vivienda')) requested.push(request.url());
		});
		await page.goto('/');
		await page.waitForLoadState('networkidle');
		// By its alt text: on a phone it is display: none, out of the accessibility tree.
		const illustration = page.locator('img[alt^="Ilustración de una casa"]');
		const shown = await illustration.isVisible();
		const complete = await illustration.evaluate(
			(img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
		);
		await context.close();
		return { requested, shown, complete };
	};
	const phone = await heroRequests(412);
	expect(phone.shown).toBe(false);
	expect(phone.requested).toEqual([]);
	const desktop = await heroRequests(1280);
	expect(desktop.shown).toBe(true);
	expect(desktop.complete).toBe(true);
	expect(desktop.requested.length).toBeGreaterThan(0);
});
