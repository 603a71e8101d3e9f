import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, presetConsent } from './utils.ts';

const pages = [
	'/quienes-somos',
	'/servicios',
	'/planes',
	'/profesionales',
	'/contacto',
	'/hipoteca-joven',
	'/hipoteca-autonomos',
	'/subrogacion-hipoteca',
	'/reunificacion-deudas',
];

const landings: { path: string; h1: RegExp; tools: string[] }[] = [
	{
		path: '/hipoteca-joven',
		h1: /Hipoteca joven: hasta el 100\s%/,
		tools: ['/herramientas#viabilidad', '/herramientas#precio-maximo'],
	},
	{
		path: '/hipoteca-autonomos',
		h1: /Hipoteca para autónomos/,
		tools: ['/herramientas#viabilidad', '/herramientas#precio-maximo'],
	},
	{
		path: '/subrogacion-hipoteca',
		h1: /Subrogación de hipoteca/,
		tools: ['/herramientas#subrogacion'],
	},
	{
		path: '/reunificacion-deudas',
		h1: /Reunificación de deudas/,
		tools: ['/herramientas#reunificacion-deudas'],
	},
];

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

async function jsonLdTypes(page: Page): Promise<string[]> {
	const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
	return blocks.flatMap((b) => {
		const data = JSON.parse(b) as { '@type'?: string } | { '@type'?: string }[];
		return (Array.isArray(data) ? data : [data]).map((d) => d['@type'] ?? '');
	});
}

for (const path of pages) {
	test(`${path} has one h1, a title, a description and breadcrumbs`, async ({ page }) => {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
		await expect(page).toHaveTitle(/\S.+\| Hipoteca Clara$/);
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
		const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
		await expect(trail.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
		await expect(trail.locator('[aria-current="page"]')).toHaveCount(1);
		expect(await jsonLdTypes(page)).toContain('BreadcrumbList');
		await expect(page.locator('main')).not.toContainText(/NaN|undefined|Infinity/);
	});
}

for (const landing of landings) {
	test(`${landing.path} has its h1, a FAQ with FAQPage data and links to its calculators`, async ({
		page,
	}) => {
		await page.goto(landing.path);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.h1);
		const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
		await expect(faq.locator('details')).toHaveCount(6);
		await faq.locator('summary').first().click();
		await expect(faq.locator('details').first().locator('p')).toBeVisible();
		expect(await jsonLdTypes(page)).toContain('FAQPage');
		for (const href of landing.tools) {
			await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
		}
		await expect(page.getByTestId('example-figures').locator('dd').first()).toContainText('€');
		await expect(page.locator('main a[href="/contacto"]').first()).toBeVisible();
	});
}

test('the young-buyer page shows the ICO caps of every community', async ({ page }) => {
	await page.goto('/hipoteca-joven');
	const caps = page.getByTestId('ico-caps');
	await expect(caps.locator('tbody tr')).toHaveCount(19);
	await expect(caps.locator('tbody tr').first()).toContainText('Comunidad de Madrid');
	await expect(caps.locator('tbody tr').first()).toContainText('325.000\u00a0€');
});

test('the plans page shows the 3 % success fee and custom prices, nothing invented', async ({
	page,
}) => {
	await page.goto('/planes');
	const prices = await page.getByTestId('plan-price').allTextContents();
	expect(prices).toEqual([
		'Gratis',
		'3\u00a0%',
		'Precio a medida',
		'Precio a medida',
		'Precio a medida',
	]);
	await expect(page.getByTestId('plans-profesionales').getByRole('link')).toHaveCount(3);
});

test('the professionals page describes the agents app and links to contact', async ({ page }) => {
	await page.goto('/profesionales');
	await expect(page.getByRole('heading', { name: 'App móvil para agentes' })).toBeVisible();
	await expect(page.getByTestId('app-features').getByRole('listitem')).not.toHaveCount(0);
	await expect(page.getByRole('link', { name: 'Pedir precio a medida' }).first()).toHaveAttribute(
		'href',
		'/contacto',
	);
});

test.describe('contact form', () => {
	test('shows the Spanish messages for bad input and keeps what was typed', async ({ page }) => {
		await page.goto('/contacto');
		const details = page.getByTestId('contact-details');
		await expect(details.getByRole('link', { name: '+34 910 579 342' })).toBeVisible();
		await expect(details.getByRole('link', { name: 'hola@hipotecaclara.es' })).toBeVisible();

		await page.getByLabel('Nombre').fill('A');
		await page.getByLabel('Email').fill('ana@correo');
		await page.getByLabel('Teléfono (opcional)').fill('612 34');
		await page.getByLabel('Mensaje').fill('Hola');
		await page.getByRole('button', { name: 'Enviar mensaje' }).click();

		await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
		await expect(page.getByText('Email inválido')).toBeVisible();
		await expect(page.getByText('El teléfono debe tener al menos 9 dígitos')).toBeVisible();
		await expect(page.getByText('El mensaje debe tener al menos 10 caracteres')).toBeVisible();
		await expect(
			page.getByText('Debes aceptar la política de privacidad para continuar'),
		).toBeVisible();
		await expect(page.getByLabel('Nombre')).toBeFocused();
		await expect(page.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
		await expect(page.getByLabel('Email')).toHaveValue('ana@correo');
		await expect(page.getByLabel('Mensaje')).toHaveValue('Hola');
		await expect(page.getByRole('region', { name: 'Escríbenos' }).getByRole('status')).toBeHidden();

		// Fixing a field clears its message as the person types.
		await page.getByLabel('Nombre').fill('Ana');
		await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeHidden();
	});
});

test('the contact form with its errors shown has no axe violations', async ({ page }) => {
	await page.goto('/contacto');
	await page.getByRole('button', { name: 'Enviar mensaje' }).click();
	await expect(page.getByText('Email inválido')).toBeVisible();
	await expectNoAxeViolations(page);
});

test('the company address reads "S.L." and "28009 Madrid" on /quienes-somos and /contacto', async ({
	page,
}) => {
	await page.goto('/quienes-somos');
	await expect(
		page.getByText(
			'Hipoteca Clara Asesores Financieros S.L. Calle de Alcalá 120, 28009 Madrid (Comunidad de Madrid).',
			{ exact: true },
		),
	).toBeVisible();
	await page.goto('/contacto');
	const office = page.getByTestId('contact-details').locator('address');
	await expect(office).toHaveText(
		'Hipoteca Clara Asesores Financieros S.L.Calle de Alcalá 12028009 Madrid (Comunidad de Madrid)',
	);
	expect(await office.innerText()).toBe(
		'Hipoteca Clara Asesores Financieros S.L.\nCalle de Alcalá 120\n28009 Madrid (Comunidad de Madrid)',
	);
});
