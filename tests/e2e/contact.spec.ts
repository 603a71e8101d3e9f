// Dominio: leads
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { leadsFor, uniqueEmail } from './backend.ts';
import { presetConsent } from './utils.ts';

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

async function fillValid(page: Page, email: string) {
	await page.getByLabel('Nombre').fill('Ana Pérez');
	await page.getByLabel('Email').fill(email);
	await page.getByLabel('Teléfono (opcional)').fill('+34 612 345 678');
	await page.getByLabel('Mensaje').fill('Quiero información sobre la hipoteca joven.');
	await page.getByLabel(/acepto la/).check();
}

test('a valid message is saved as a lead and confirmed in Spanish', async ({ page }) => {
	const email = uniqueEmail('contacto');
	await page.goto('/contacto');
	await fillValid(page, email);
	await page.getByRole('button', { name: 'Enviar mensaje' }).click();

	const status = page.getByRole('region', { name: 'Escríbenos' }).getByRole('status');
	await expect(status).toHaveText(
		'Mensaje enviadoGracias por escribirnos. Hemos recibido tu mensaje y un asesor te responderá por email o por teléfono lo antes posible.',
	);
	await expect(status).toBeFocused();
	expect(await leadsFor(email)).toEqual([
		{
			source: 'contacto',
			name: 'Ana Pérez',
			email,
			phone: '+34 612 345 678',
			message: 'Quiero información sobre la hipoteca joven.',
			consent: true,
			status: 'nuevo',
		},
	]);
	await expect(page.getByLabel('Mensaje')).toHaveValue('');
});

test('when sending fails, the text stays and a Spanish error says what to do', async ({ page }) => {
	const email = uniqueEmail('fallo');
	await page.route('**/rest/v1/leads', (route) => route.abort('failed'));
	await page.goto('/contacto');
	await fillValid(page, email);
	await page.getByRole('button', { name: 'Enviar mensaje' }).click();

	const error = page.getByRole('region', { name: 'Escríbenos' }).getByRole('alert').last();
	await expect(error).toContainText(
		'No hemos podido enviar tu mensaje. Lo que has escrito sigue en el formulario: inténtalo de nuevo en unos minutos o escríbenos por teléfono, email o WhatsApp.',
	);
	await expect(error.getByRole('link', { name: '+34 910 579 342' })).toBeVisible();
	await expect(page.getByLabel('Nombre')).toHaveValue('Ana Pérez');
	await expect(page.getByLabel('Email')).toHaveValue(email);
	await expect(page.getByLabel('Mensaje')).toHaveValue(
		'Quiero información sobre la hipoteca joven.',
	);
	await expect(page.getByLabel(/acepto la/)).toBeChecked();
	await expect(page.getByRole('status')).toBeHidden();
});

test('a fourth message from the same email within the hour is refused and kept', async ({
	page,
}) => {
	const email = uniqueEmail('repetido');
	await page.goto('/contacto');
	const status = page.getByRole('region', { name: 'Escríbenos' }).getByRole('status');
	for (let i = 0; i < 3; i++) {
		await fillValid(page, email);
		await page.getByRole('button', { name: 'Enviar mensaje' }).click();
		await expect(status).toBeVisible();
	}
	await fillValid(page, email);
	await page.getByRole('button', { name: 'Enviar mensaje' }).click();
	await expect(
		page.getByRole('region', { name: 'Escríbenos' }).getByRole('alert').last(),
	).toContainText('Has enviado varios mensajes en poco tiempo.');
	await expect(page.getByLabel('Email')).toHaveValue(email);
	expect(await leadsFor(email)).toHaveLength(3);
});

test('a bot filling the hidden field gets no lead stored', async ({ page }) => {
	const email = uniqueEmail('bot');
	await page.goto('/contacto');
	await fillValid(page, email);
	// Bots fill every field of the HTML, including the one hidden from people.
	await page
		.locator('#contacto-website')
		.evaluate((el) => ((el as HTMLInputElement).value = 'https://spam.example'));
	await page.getByRole('button', { name: 'Enviar mensaje' }).click();
	await expect(page.getByRole('region', { name: 'Escríbenos' }).getByRole('status')).toBeVisible();
	expect(await leadsFor(email)).toEqual([]);
});
