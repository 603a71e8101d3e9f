import { expect, test } from './fixtures.ts';
import { presetConsent } from './utils.ts';

const navInOrder: [label: string, href: string][] = [
	['Inicio', '/'],
	['Quiénes Somos', '/quienes-somos'],
	['Servicios', '/servicios'],
	['Herramientas IA', '/herramientas'],
	['Planes', '/planes'],
	['Profesionales', '/profesionales'],
	['Noticias', '/blog'],
	['Contacto', '/contacto'],
];

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

test('the header shows the 8 links in order, marks the current one and the logged-out buttons', async ({
	page,
}) => {
	await page.goto('/');
	const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navegación principal' });
	const links = nav.getByRole('link');
	await expect(links).toHaveCount(8);
	for (const [index, [label, href]] of navInOrder.entries()) {
		await expect(links.nth(index)).toHaveText(label);
		await expect(links.nth(index)).toHaveAttribute('href', href);
	}
	await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
	await expect(nav.getByRole('link', { name: 'Planes' })).not.toHaveAttribute('aria-current');

	const header = page.getByRole('banner');
	await expect(header.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute(
		'href',
		'/auth?mode=login',
	);
	await expect(header.getByRole('link', { name: 'Empezar Gratis' })).toHaveAttribute(
		'href',
		'/auth?mode=register',
	);
	await expect(header.getByRole('link', { name: 'Buscar' })).toBeVisible();
});

test('the home hero links to the tools and the plans', async ({ page }) => {
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Calcular Financiación Gratis' })).toHaveAttribute(
		'href',
		'/herramientas',
	);
	await expect(page.getByRole('link', { name: 'Ver Planes' })).toHaveAttribute('href', '/planes');
});

test('the footer lists the 52 provinces with their Spanish names, brands, social and legal links', async ({
	page,
}) => {
	await page.goto('/');
	const footer = page.getByRole('contentinfo');
	const provinces = footer.getByTestId('province-grid').getByRole('link');
	await expect(provinces).toHaveCount(52);
	const samples: [name: string, slug: string][] = [
		['Álava', 'alava'],
		['A Coruña', 'coruna'],
		['Illes Balears', 'islas-baleares'],
		['Santa Cruz de Tenerife', 'tenerife'],
		['Ceuta', 'ceuta'],
		['Zaragoza', 'zaragoza'],
	];
	for (const [name, slug] of samples) {
		await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
			'href',
			`/hipoteca-${slug}`,
		);
	}
	const hrefs = await provinces.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
	expect(new Set(hrefs).size).toBe(52);

	await expect(
		footer.getByRole('navigation', { name: 'Marcas del grupo' }).getByRole('link'),
	).toHaveCount(3);
	await expect(footer.getByRole('link', { name: /^Síguenos en / })).toHaveCount(5);
	const legal = footer.getByRole('navigation', { name: 'Legal' });
	await expect(legal.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
		'href',
		'/privacidad',
	);
	await expect(legal.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
		'href',
		'/terminos',
	);
	await expect(legal.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute(
		'href',
		'/cookies',
	);
});

test.describe('the signed-in area', () => {
	// Without JavaScript the pages stay put (signed out, their inline check would send to /auth):
	// the footer is the built one.
	test.use({ javaScriptEnabled: false });

	test('its footer leaves out the province grid and keeps the brands, social and legal links', async ({
		page,
	}) => {
		for (const path of ['/dashboard', '/soporte', '/admin', '/estadisticas']) {
			await page.goto(path);
			const footer = page.getByRole('contentinfo');
			await expect(footer.getByTestId('province-grid'), path).toHaveCount(0);
			await expect(footer.getByRole('heading', { name: 'Hipotecas por provincia' })).toHaveCount(0);
			await expect(
				footer.getByRole('navigation', { name: 'Marcas del grupo' }).getByRole('link'),
				path,
			).toHaveCount(3);
			await expect(footer.getByRole('link', { name: /^Síguenos en / }), path).toHaveCount(5);
			await expect(
				footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', {
					name: 'Política de privacidad',
				}),
				path,
			).toHaveAttribute('href', '/privacidad');
		}
	});
});

test('the floating WhatsApp button opens a wa.me chat and has an accessible name', async ({
	page,
}) => {
	await page.goto('/');
	const button = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
	await expect(button).toBeVisible();
	await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{8,15}\?text=/);
});

test('every page carries the head data: title, canonical on www, organisation JSON-LD', async ({
	page,
}) => {
	await page.goto('/buscar');
	await expect(page).toHaveTitle(/ \| Hipoteca Clara$/);
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
		'href',
		'https://www.hipotecaclara.es/buscar',
	);
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
	const types = await page
		.locator('script[type="application/ld+json"]')
		.evaluateAll((els) =>
			els.map((e) => (JSON.parse(e.textContent ?? '{}') as { '@type': string })['@type']),
		);
	expect(types).toEqual(['FinancialService', 'BreadcrumbList']);
	await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the search page filters routes by title and keywords and says when nothing matches', async ({
	page,
}) => {
	await page.goto('/buscar');
	const input = page.getByRole('searchbox', { name: 'Buscar página' });
	await expect(input).toHaveAttribute('placeholder', 'Buscar página... (Ctrl+K)');
	await input.fill('coruna');
	await expect(page.getByRole('link', { name: 'Hipoteca en A Coruña' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Hipoteca en Madrid' })).toBeHidden();
	await input.fill('cambiar de banco');
	await expect(page.getByRole('link', { name: 'Subrogación de hipoteca' })).toBeVisible();
	await input.fill('xyzzy');
	await expect(page.getByText('No se encontraron resultados.')).toBeVisible();
});

test('on /buscar, Ctrl+K focuses the page’s own search field (elsewhere it opens the palette)', async ({
	page,
}) => {
	await page.goto('/buscar');
	await page.getByRole('link', { name: 'Saltar al contenido' }).focus();
	await page.keyboard.press('Control+k');
	await expect(page.getByRole('searchbox', { name: 'Buscar página' })).toBeFocused();
	await expect(page).toHaveURL(/\/buscar$/);
	await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
	const response = await page.goto('/esta-pagina-no-existe');
	expect(response?.status()).toBe(404);
	await expect(page.getByRole('heading', { level: 1, name: 'Página No Encontrada' })).toBeVisible();
	await expect(page.getByText('la página que buscas no existe o ha sido movida')).toBeVisible();
	await page.getByRole('link', { name: 'Volver al Inicio' }).click();
	await expect(page).toHaveURL(/\/$/);
});

test('the sitemap lists indexable pages only and robots.txt points to it', async ({ request }) => {
	const sitemap = await (await request.get('/sitemap-0.xml')).text();
	expect(sitemap).toContain('<loc>https://www.hipotecaclara.es/</loc>');
	for (const path of ['/buscar', '/404', '/__e2e']) {
		expect(sitemap).not.toContain(`https://www.hipotecaclara.es${path}`);
	}
	const robots = await (await request.get('/robots.txt')).text();
	expect(robots).toContain('Sitemap: https://www.hipotecaclara.es/sitemap-index.xml');
	expect(robots).toContain('Disallow: /admin');
});
