import { expect, test } from '@playwright/test';
import { formatEuros } from '../../src/lib/format/index.ts';
import { homeExample } from '../../src/lib/places/provinceExample.ts';
import { itpFor, youngItpExample } from '../../src/lib/places/itpExamples.ts';
import { taxSummary } from '../../src/lib/places/taxSummary.ts';
import { expectNoAxeViolations, presetConsent } from './utils.ts';

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

for (const id of ['soria', 'tenerife', 'vizcaya']) {
	test(`/hipoteca-${id} shows the figures the engine computes for the province`, async ({
		page,
	}) => {
		const ex = homeExample(id);
		await page.goto(`/hipoteca-${id}`);
		const figures = page.getByTestId('province-figures');
		await expect(figures).toContainText(formatEuros(ex.price, { decimals: 0 }));
		await expect(figures).toContainText(formatEuros(ex.payment, { decimals: 2 }));
		await expect(figures).toContainText(formatEuros(ex.savingsNeeded, { decimals: 0 }));
		await expect(page.getByRole('table').first()).toContainText(
			formatEuros(ex.costs.totals.buyer, { decimals: 0 }),
		);
		const taxes = taxSummary(id, ex.price);
		await expect(page.locator('main')).toContainText(taxes.itpGeneral);
		// Source and validity date of every tax: ITP, IVA or IGIC, and AJD.
		const sources = page.getByTestId('fuentes-impuestos');
		for (const s of taxes.sources) {
			await expect(sources).toContainText(s.tax);
			await expect(sources).toContainText(`Vigente desde el ${s.validFromText}`);
		}
		await expect(page.locator('main')).not.toContainText('NaN');
	});
}

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

test('the young-buyer ITP news take their figures from the engine', async ({ page }) => {
	const eur = (n: number) => formatEuros(n, { decimals: 0 });
	await page.goto('/blog/noticia/itp-jovenes-rebajas-por-comunidad-2026');
	const main = page.locator('main');
	// Madrid, art. 30 bis: a 250.000 € main home pays 13.500 €, at any age.
	await expect(main).toContainText(eur(itpFor('madrid', 250_000).amount));
	const valencia = youngItpExample('valencia', 150_000);
	const row = main.getByRole('row', { name: /Comunitat Valenciana/ });
	await expect(row).toContainText(eur(valencia.young.amount));
	await expect(row).toContainText(eur(valencia.saving));
	await expect(main).not.toContainText('NaN');
	await page.goto('/blog/noticia/hipoteca-95-100-jovenes-programas-autonomicos');
	await expect(page.locator('main')).toContainText(eur(itpFor('madrid', 200_000).amount));
	await expect(page.locator('main')).not.toContainText(
		'menores de 35 años tienen una bonificación',
	);
});
