import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, presetConsent } from './utils.ts';

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

test('/hipoteca-soria shows the worked example and the sources of its taxes', async ({ page }) => {
	// The example of content/data/examples.json (90 m², 80 % loan over 30 years at 3 %), checked by
	// hand: 1.192,6 €/m² (provinces.json) × 90 = 107.334 → 107.300 €; loan 85.800 €, 361,74 € a
	// month (annuity at 0,25 % a month); buyer's costs: ITP 8 % (first bracket of Castilla y León)
	// 8.584 € + notary 402,38 € + registry 200 € (minimum) + gestoría 350 € + appraisal 450 € =
	// 9.986,38 €; savings 21.500 + 9.986,38 = 31.486,38 €. Tenerife and Vizcaya (IGIC, foral ITP)
	// are checked the same way in tests/unit/places/provinceExamples.test.ts.
	await page.goto('/hipoteca-soria');
	const figures = page.getByTestId('province-figures');
	await expect(figures).toContainText('107.300\u00a0€');
	await expect(figures).toContainText('361,74\u00a0€');
	await expect(figures).toContainText('31.486\u00a0€');
	await expect(page.getByRole('table').first()).toContainText('9.986\u00a0€');
	await expect(page.locator('main')).toContainText(
		'8\u00a0% hasta 250.000\u00a0€; 10\u00a0% por encima',
	);
	// Source and validity date of every tax (validFrom in communities.json): ITP, IVA and AJD.
	const sources = page.getByTestId('fuentes-impuestos');
	// Dates of the wording read in Decreto Legislativo 1/2013 (consolidated text of 2019).
	for (const [tax, since] of [
		['ITP', '1 de enero de 2018'],
		['IVA', '1 de enero de 1995'],
		['AJD', '19 de septiembre de 2013'],
	] as const) {
		await expect(sources).toContainText(tax);
		await expect(sources).toContainText(`Vigente desde el ${since}`);
	}
	await expect(page.locator('main')).not.toContainText('NaN');
});

test('a dedicated city page is the richer version at the same slug', async ({ page }) => {
	await page.goto('/hipoteca-madrid');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hipoteca en Madrid');
	await expect(
		page.getByRole('heading', { name: 'Cuánto cuesta según el tamaño en Madrid' }),
	).toBeVisible();
	await expect(page.getByRole('heading', { name: '¿Obra nueva o segunda mano?' })).toBeVisible();
	const types = await page
		.locator('script[type="application/ld+json"]')
		.evaluateAll((els) =>
			els.map((e) => (JSON.parse(e.textContent ?? '{}') as { '@type': string })['@type']),
		);
	expect(types).toEqual(['FinancialService', 'BreadcrumbList', 'FAQPage']);
	// The province page lists the same municipal figures the town pages use.
	await expect(page.getByTestId('municipal-figures')).toContainText('Alcobendas');
	await expect(
		page.getByTestId('municipal-figures').getByRole('row', { name: /^Madrid / }),
	).toContainText('5.466\u00a0€/m²');
	await page.goto('/hipoteca-soria');
	await expect(page.getByRole('heading', { name: /según el tamaño/ })).toHaveCount(0);
	await expect(page.getByTestId('province-figures')).toContainText('1.193\u00a0€/m²');
	await expect(page.locator('main')).toContainText(
		'Valor tasado medio de la vivienda libre en la provincia de Soria, segundo trimestre de 2026.',
	);
	await expect(page.locator('main')).not.toContainText('sustituir por el de MIVAU');
});

test('portal pages carry the portal_page_view attributes and their own figures', async ({
	page,
}) => {
	await page.goto('/hipotecas/chalet-marbella');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Hipoteca para un chalet en Marbella',
	);
	const root = page.locator('[data-page-type="portal"]');
	await expect(root).toHaveAttribute('data-property-type', 'chalet');
	await expect(root).toHaveAttribute('data-city', 'marbella');
	await expect(root).toHaveAttribute('data-content-group', 'Portal - Combinaciones');
	// Marbella's own MIVAU figure (4.332,7 €/m², first quarter of 2026) × 180 m² = 779.886 €,
	// rounded to 779.900 €; the province's would give 555.000 €.
	await expect(page.getByTestId('portal-figures')).toContainText('779.900\u00a0€');
	await expect(page.locator('main')).toContainText(
		'Valor tasado medio de la vivienda libre en el municipio de Marbella, primer trimestre de 2026.',
	);
	await page.getByRole('link', { name: 'Áticos' }).click();
	await expect(page).toHaveURL(/\/hipotecas\/atico-marbella$/);
});

test('the city list groups every city by community and links to the portal', async ({ page }) => {
	await page.goto('/hipotecas/ciudades');
	await expect(page.getByRole('heading', { level: 2, name: 'Andalucía' })).toBeVisible();
	await page.getByRole('link', { name: 'Marbella' }).click();
	await expect(page).toHaveURL(/\/hipotecas\/piso-marbella$/);
});

test('/hipoteca-madrid, with its municipal table, has no axe violations in the dark theme', async ({
	page,
}) => {
	await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
	await page.goto('/hipoteca-madrid');
	await expect(page.getByTestId('municipal-figures')).toBeVisible();
	await expectNoAxeViolations(page);
});

test('the young-buyer ITP news show the figures of the laws they cite', async ({ page }) => {
	await page.goto('/blog/noticia/itp-jovenes-rebajas-por-comunidad-2026');
	const main = page.locator('main');
	// Madrid, art. 30 bis: 6 % of 250.000 € = 15.000 €, less the 10 % rebate = 13.500 €, at any age.
	await expect(main).toContainText('13.500\u00a0€');
	// Valencia, Ley 13/1997 art. 13: 150.000 € at 6 % for a buyer under 35 = 9.000 €, against
	// 10 % = 15.000 € at 45: 6.000 € saved.
	const row = main.getByRole('row', { name: /Comunitat Valenciana/ });
	await expect(row).toContainText('9.000\u00a0€');
	await expect(row).toContainText('6.000\u00a0€');
	await expect(main).not.toContainText('NaN');
	await page.goto('/blog/noticia/hipoteca-95-100-jovenes-programas-autonomicos');
	// Madrid, art. 30 bis: 6 % of 200.000 € = 12.000 €, less 10 % = 10.800 €.
	await expect(page.locator('main')).toContainText('10.800\u00a0€');
	await expect(page.locator('main')).not.toContainText(
		'menores de 35 años tienen una bonificación',
	);
});

test('/hipoteca-islas-baleares: each rate links its article, and what could not be read says so', async ({
	page,
}) => {
	await page.goto('/hipoteca-islas-baleares');
	const main = page.locator('main');
	// Decreto Legislativo 1/2014, art. 10.c: 4 % for a first main home up to 270.151,20 €.
	await expect(main).toContainText('Tipo reducido del 4\u00a0% para la primera vivienda habitual');
	const article = main.getByRole('link', { name: /Decreto Legislativo 1\/2014.*art\. 10\.c/ });
	await expect(article.first()).toHaveAttribute(
		'href',
		'https://www.boe.es/buscar/act.php?id=BOE-A-2014-6925#a10',
	);
	// The towns of the raised limit (Orden 13/2026) could not be read: marked beside the rate.
	await expect(main.getByTestId('no-verificado').first()).toContainText('No verificado');
	await expectNoAxeViolations(page);
});
