import { expect, test } from './fixtures.ts';
import { presetConsent } from './utils.ts';

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

test('the news list is labelled Noticias, paginated and filtered by category', async ({ page }) => {
	await page.goto('/blog');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias hipotecarias');
	const cards = page.locator('main article');
	await expect(cards).toHaveCount(9);
	await page
		.getByRole('navigation', { name: 'Paginación' })
		.getByRole('link', { name: 'Página 2' })
		.click();
	await expect(page).toHaveURL(/\/blog\/pagina\/2$/);
	await expect(page.locator('main article').first()).toBeVisible();
	await page
		.getByRole('navigation', { name: 'Categorías de noticias' })
		.getByRole('link', { name: 'Euríbor' })
		.click();
	await expect(page).toHaveURL(/\/blog\/categoria\/euribor$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Euríbor');
});

test('an article shows its Spanish date, reading time, related news and NewsArticle data', async ({
	page,
}) => {
	await page.goto('/blog');
	await page.locator('main article h2 a').first().click();
	await expect(page).toHaveURL(/\/blog\/noticia\//);
	await expect(
		page
			.getByText(
				/\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de 20\d\d/,
			)
			.first(),
	).toBeVisible();
	await expect(page.getByText(/min de lectura/).first()).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Noticias relacionadas' })).toBeVisible();
	const types = await page
		.locator('script[type="application/ld+json"]')
		.evaluateAll((els) =>
			els.map((e) => (JSON.parse(e.textContent ?? '{}') as { '@type': string })['@type']),
		);
	expect(types).toContain('NewsArticle');
	await expect(page.locator('astro-island')).toHaveCount(0);
});

test('the RSS feed lists every article', async ({ request }) => {
	const rss = await (await request.get('/blog/rss.xml')).text();
	expect(rss).toContain('<language>es-ES</language>');
	expect((rss.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(12);
});

test('a guide has its table of contents, FAQ and FAQPage data', async ({ page }) => {
	await page.goto('/blog/guia-comprar-primera-vivienda');
	await expect(page.getByRole('navigation', { name: 'En esta guía' })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
	const types = await page
		.locator('script[type="application/ld+json"]')
		.evaluateAll((els) =>
			els.map((e) => (JSON.parse(e.textContent ?? '{}') as { '@type': string })['@type']),
		);
	expect(types).toEqual(expect.arrayContaining(['FAQPage', 'Article', 'BreadcrumbList']));
});

test('a guide shows «Lo esencial», its review date, tools, sources and related guides, without JavaScript islands', async ({
	page,
}) => {
	await page.goto('/blog/gastos-compraventa-hipoteca');
	await expect(page.getByRole('region', { name: 'Lo esencial' }).getByRole('listitem')).toHaveCount(
		3,
	);
	await expect(page.getByText(/^Revisado el \d{1,2} de \p{L}+ de 20\d\d/u)).toBeVisible();
	await expect(
		page
			.getByRole('region', { name: 'Herramientas para tu caso' })
			.getByRole('link', { name: 'Gastos de compraventa' }),
	).toHaveAttribute('href', '/herramientas#gastos-compraventa');
	const sources = page.getByRole('region', { name: 'Fuentes y normativa' }).getByRole('link');
	await expect(sources.first()).toHaveAttribute('href', /^https:\/\/www\.boe\.es\//);
	await expect(
		page.getByRole('region', { name: 'Guías relacionadas' }).getByRole('link'),
	).toHaveCount(4);
	// The cost table comes from the engine: the buyer's total is a formatted figure, not a tag.
	await expect(page.getByRole('cell', { name: /^\d{1,3}(\.\d{3})* €$/ }).first()).toBeVisible();
	await expect(page.locator('astro-island')).toHaveCount(0);
});

test('/blog lists every guide, grouped, with a link to the glossary', async ({ page }) => {
	await page.goto('/blog');
	const index = page.getByRole('region', { name: 'Guías para comprar con hipoteca' });
	await expect(index.getByRole('heading', { name: 'Antes de comprar' })).toBeVisible();
	await expect(
		index.getByRole('link', { name: /La firma de la hipoteca paso a paso/ }),
	).toHaveAttribute('href', '/blog/firma-hipoteca-paso-a-paso');
	await expect(index.getByRole('link', { name: 'glosario hipotecario' })).toHaveAttribute(
		'href',
		'/blog/glosario-hipotecario',
	);
});

test('/privacy is the privacy page with its canonical on /privacidad, and /terms leads to /terminos', async ({
	page,
}) => {
	await page.goto('/privacy');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
		'href',
		'https://www.hipotecaclara.es/privacidad',
	);
	const response = await page.goto('/terms');
	await expect(page).toHaveURL(/\/terminos\/?$/);
	// A real HTTP redirect, not an HTML page with a meta refresh.
	const hop = await response?.request().redirectedFrom()?.response();
	expect(hop?.status()).toBe(301);
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the glossary opens the law of each legal term at its article', async ({ page }) => {
	await page.goto('/blog/glosario-hipotecario');
	// Real Decreto 390/2021, art. 17.2: the certificate is annexed to the sale contract.
	await expect(
		page
			.locator('#certificado-eficiencia-energetica')
			.getByRole('link', { name: /Real Decreto 390\/2021.*art\. 17\.2/ }),
	).toHaveAttribute('href', 'https://www.boe.es/eli/es/rd/2021/06/01/390/con#ar-17');
	await expect(
		page.locator('#ley-credito-inmobiliario').getByRole('link', { name: /Ley 5\/2019/ }),
	).toHaveAttribute('href', 'https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814#ar-2');
	// A financial notion states no legal rule and links none.
	await expect(page.locator('#tin')).not.toContainText('Norma:');
});
