import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, presetConsent, waitForHydration } from './utils.ts';

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
	await page.goto('/__e2e/error-fallback');
	await waitForHydration(page);
});

test('an island that throws shows the shared fallback screen, and retry restores it', async ({
	page,
}) => {
	const errors: string[] = [];
	page.on('console', (msg) => {
		if (msg.type() === 'error') errors.push(msg.text());
	});
	await page.getByRole('button', { name: 'Provocar error' }).click();

	const fallback = page.getByTestId('error-fallback');
	await expect(fallback.getByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
	await expect(
		fallback.getByText(
			'Lo sentimos, ha ocurrido un error inesperado. Nuestro equipo ha sido notificado.',
		),
	).toBeVisible();
	await expect(fallback.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
		'href',
		'/',
	);
	const report = fallback.getByRole('link', { name: /^Reportar incidente \(ID: [0-9a-f]{8}\)$/ });
	await expect(report).toBeVisible();
	const shortId = (await report.textContent())?.match(/ID: ([0-9a-f]{8})/)?.[1] ?? '';
	await expect(report).toHaveAttribute(
		'href',
		new RegExp(`^/soporte\\?incidente=${shortId}[0-9a-f]{24}$`),
	);
	await expect(fallback.getByRole('link', { name: /centro de soporte/ })).toHaveAttribute(
		'href',
		'/soporte',
	);
	expect(errors.some((e) => e.includes('Fallo provocado por la prueba'))).toBe(true);
	await expectNoAxeViolations(page);

	await fallback.getByRole('button', { name: 'Intentar de nuevo' }).click();
	await expect(page.getByRole('button', { name: 'Provocar error' })).toBeVisible();
	await expect(fallback).toBeHidden();
});

test('one toaster serves every island and shows one toast at a time', async ({ page }) => {
	await page.getByRole('button', { name: 'Aviso de error' }).click();
	const toasts = page.getByTestId('toast');
	await expect(toasts).toHaveCount(1);
	await expect(toasts).toHaveAttribute('data-variant', 'destructive');
	await expect(page.getByRole('alert').getByText('Error de validación')).toBeVisible();
	await expect(toasts.getByText('Email inválido')).toBeVisible();

	await page.getByRole('button', { name: 'Aviso normal' }).click();
	await expect(toasts).toHaveCount(1);
	await expect(page.getByRole('status').getByText('¡Bienvenido!')).toBeVisible();
	await expect(toasts).toHaveAttribute('data-variant', 'default');

	await toasts.getByRole('button', { name: 'Cerrar notificación' }).click();
	await expect(toasts).toHaveCount(0);
});
