// Dominio: clientForm
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { createUser, signInAs } from './backend.ts';
import { presetConsent, waitForHydration } from './utils.ts';
import { anonymousPage, formOf } from './clientFormHelpers.ts';

// Issue 26 on the professional's client forms: what a client types survives a reload (item 8),
// the focus lands on a new link (item 14), and a signed form reaches «Mis clientes» live.

// Patience, not a threshold: a second browser context and Realtime on the shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

/** The client's answers, signed by typing their name. */
async function fillAndSign(page: Page, name: string) {
	await page.getByLabel('Nombre y apellidos').fill(name);
	await page.getByLabel('Email', { exact: true }).fill('cliente@example.com');
	await page.getByLabel('Teléfono').fill('600 111 222');
	await page.getByLabel('Ingresos netos mensuales').fill('2.100');
	await page.getByLabel('Ahorros disponibles').fill('20.000');
	await page.getByLabel('Situación laboral').selectOption('asalariado_indefinido');
	await page.getByLabel('Tipo de vivienda').selectOption('piso');
	await page.getByLabel('Provincia', { exact: true }).selectOption('valencia');
	await page.getByLabel('Escribir mi nombre (con el teclado)').check();
	await page.getByLabel('Escribe tu nombre completo como firma').fill(name);
	await page.getByLabel(/^Acepto que/).check();
}

test('what the client typed survives a reload, and is gone once the form is sent', async ({
	page,
}) => {
	const pro = await createUser({ prefix: 'borrador', role: 'inmobiliaria' });
	const token = await formOf(pro.id, { title: 'Compradores del barrio' });
	await page.goto(`/formulario?token=${token}`);
	await waitForHydration(page);
	await fillAndSign(page, 'Irene Soler Vidal');
	await page.getByLabel('Comentarios (opcional)').fill('Busco algo cerca del metro.');

	await page.reload();
	await waitForHydration(page);
	await expect(page.getByLabel('Nombre y apellidos')).toHaveValue('Irene Soler Vidal');
	await expect(page.getByLabel('Email', { exact: true })).toHaveValue('cliente@example.com');
	await expect(page.getByLabel('Ingresos netos mensuales')).toHaveValue('2.100');
	await expect(page.getByLabel('Situación laboral')).toHaveValue('asalariado_indefinido');
	await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue('valencia');
	await expect(page.getByLabel('Comentarios (opcional)')).toHaveValue(
		'Busco algo cerca del metro.',
	);
	await expect(page.getByLabel('Escribir mi nombre (con el teclado)')).toBeChecked();
	await expect(page.getByLabel('Escribe tu nombre completo como firma')).toHaveValue(
		'Irene Soler Vidal',
	);
	// Consent is given again, knowingly, after a reload.
	await expect(page.getByLabel(/^Acepto que/)).not.toBeChecked();

	await page.getByLabel(/^Acepto que/).check();
	await page.getByRole('button', { name: 'Enviar y firmar' }).click();
	await expect(page.getByRole('heading', { name: 'Formulario enviado' })).toBeFocused();
	await page.reload();
	await waitForHydration(page);
	await expect(page.getByLabel('Nombre y apellidos')).toHaveValue('');
	await expect(page.getByLabel('Comentarios (opcional)')).toHaveValue('');
});

test('creating a link moves the focus to its address and announces it', async ({ page }) => {
	await signInAs(page, await createUser({ prefix: 'foco', role: 'promotora' }));
	await page.goto('/dashboard#formularios');
	await waitForHydration(page);
	await expect(page.getByText('Aún no tienes formularios compartidos.')).toBeVisible();
	await page.getByLabel('Título').fill('Promoción Las Acacias');
	await page.getByRole('button', { name: 'Crear enlace' }).click();
	const address = page.getByLabel('Enlace para tu cliente de «Promoción Las Acacias»');
	await expect(address).toBeFocused();
	await expect(address).toHaveValue(/\/formulario\?token=[a-f0-9]{32}$/);
	await expect(page.locator('[data-toast-polite]')).toContainText('Enlace creado');
	// Nothing was lost to <body>.
	expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');

	// Renaming: the field takes the focus, then the renamed title does.
	const item = page.getByTestId('formulario');
	await item.getByRole('button', { name: /^Cambiar título/ }).click();
	await expect(item.getByLabel('Nuevo título')).toBeFocused();
	await item.getByLabel('Nuevo título').fill('Promoción Los Almendros');
	await item.getByRole('button', { name: 'Guardar título' }).click();
	await expect(item.getByText('Promoción Los Almendros', { exact: true })).toBeFocused();
	await expect(page.locator('[data-toast-polite]')).toContainText('Título cambiado');
});

test('a client who signs appears in «Mis clientes» while it is open, without reloading', async ({
	page,
	browser,
}) => {
	const pro = await createUser({ prefix: 'envivo', role: 'agente_inmobiliario' });
	const token = await formOf(pro.id, { title: 'Clientes de la feria' });
	await signInAs(page, pro);
	await page.goto('/dashboard#clientes');
	await waitForHydration(page);
	await expect(
		page.getByText('Todavía no te ha llegado ningún cliente por tus formularios compartidos.'),
	).toBeVisible();

	const client = await anonymousPage(browser);
	await client.goto(`/formulario?token=${token}`);
	await waitForHydration(client);
	await fillAndSign(client, 'Tomás Ferrer Gil');
	await client.getByRole('button', { name: 'Enviar y firmar' }).click();
	await expect(client.getByRole('heading', { name: 'Formulario enviado' })).toBeVisible();
	await client.context().close();

	const row = page.getByTestId('cliente');
	await expect(row).toContainText('Tomás Ferrer Gil');
	await expect(row).toContainText('Clientes de la feria');
	await expect(row.getByRole('rowheader')).toContainText('Tomás Ferrer Gil');
	// On a phone the table scrolls in its own region; the page does not widen.
	await page.setViewportSize({ width: 320, height: 700 });
	await expect(row).toBeVisible();
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
