import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { createUser, selectAsService, signInAs } from './backend.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent, waitForHydration } from './utils.ts';
import { anonymousPage, formOf } from './clientFormHelpers.ts';

// Patience, not a threshold: islands hydrate and load data slowly on the shared 2-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

/** Fills the client's data and situation (everything but the signature and the consent). */
async function fillClientData(page: Page, name: string) {
	await page.getByLabel('Nombre y apellidos').fill(name);
	await page.getByLabel('Email', { exact: true }).fill('cliente@example.com');
	await page.getByLabel('Teléfono').fill('600 111 222');
	await page.getByLabel('Ingresos netos mensuales').fill('2.800');
	await page.getByLabel('Ahorros disponibles').fill('35.000');
	await page.getByLabel('Situación laboral').selectOption('funcionario');
	await page.getByLabel('Tipo de vivienda').selectOption('piso');
	await page.getByLabel('Precio aproximado (opcional)').fill('240.000');
	await page.getByLabel('Provincia', { exact: true }).selectOption('sevilla');
	await page.getByLabel('Municipio o zona (opcional)').fill('Dos Hermanas');
}

/** Draws a stroke across the signature pad with the mouse. */
async function drawSignature(page: Page) {
	const pad = page.getByRole('img', { name: 'Recuadro para dibujar tu firma' });
	await pad.scrollIntoViewIfNeeded();
	const box = (await pad.boundingBox())!;
	await page.mouse.move(box.x + 30, box.y + box.height / 2);
	await page.mouse.down();
	for (let i = 1; i <= 12; i++) {
		await page.mouse.move(box.x + 30 + i * 25, box.y + box.height / 2 + (i % 2 ? -30 : 30), {
			steps: 3,
		});
	}
	await page.mouse.up();
}

test('a professional creates a link, a client signs it, and only that professional sees the lead', async ({
	page,
	browser,
}) => {
	const pro = await createUser({ prefix: 'formpro', role: 'inmobiliaria' });
	const other = await createUser({ prefix: 'formotro', role: 'agente_inmobiliario' });
	await signInAs(page, pro);
	await page.goto('/dashboard#formularios');
	await waitForHydration(page);
	await expect(page.getByText('Aún no tienes formularios compartidos.')).toBeVisible();
	await page.getByLabel('Título').fill('Compradores de Los Olivos');
	await page.getByLabel('Descripción (opcional)').fill('Rellénalo y te llamo esta semana.');
	await page.getByRole('button', { name: 'Crear enlace' }).click();
	const item = page.getByTestId('formulario');
	await expect(item).toContainText('Compradores de Los Olivos');
	await expect(item).toContainText('Activo · 0 clientes');
	const link = await item.getByLabel('Enlace para tu cliente').inputValue();
	expect(link).toMatch(/\/formulario\?token=[a-f0-9]{32}$/);

	const client = await anonymousPage(browser);
	await client.goto(link);
	await waitForHydration(client);
	await expect(client.getByRole('heading', { name: 'Compradores de Los Olivos' })).toBeVisible();
	await expect(client.getByText('Te lo envía Lucía García Pérez (Inmobiliaria).')).toBeVisible();
	await expect(client.getByText('Rellénalo y te llamo esta semana.')).toBeVisible();
	await expect(
		client.getByRole('link', { name: 'política de privacidad' }).first(),
	).toHaveAttribute('href', '/privacidad');
	await fillClientData(client, 'Jorge Martín Ruiz');
	await drawSignature(client);
	await client.getByLabel(/^Acepto que Lucía García Pérez/).check();
	await client.getByRole('button', { name: 'Enviar y firmar' }).click();
	await expect(client.getByRole('heading', { name: 'Formulario enviado' })).toBeVisible();
	await client.context().close();

	const [stored] = await selectAsService<{
		signature: string;
		signature_method: string;
		monthly_income: number;
		property_price: number;
		province: string;
	}>(
		'leads',
		'select=signature,signature_method,monthly_income,property_price,province&name=eq.Jorge%20Mart%C3%ADn%20Ruiz',
	);
	expect(stored).toMatchObject({
		signature_method: 'trazo',
		monthly_income: 2800,
		property_price: 240000,
		province: 'sevilla',
	});
	expect(stored!.signature).toMatch(/^data:image\/png;base64,/);

	await page.goto('/dashboard#clientes');
	const lead = page.getByTestId('cliente');
	await expect(lead).toContainText('Jorge Martín Ruiz');
	await expect(lead).toContainText('Ingresos netos: 2.800 € al mes');
	await expect(lead).toContainText('Piso en Dos Hermanas, Sevilla');
	const signature = lead.getByRole('img', { name: 'Firma de Jorge Martín Ruiz (firma dibujada)' });
	await expect(signature).toBeVisible();
	expect(await signature.getAttribute('src')).toBe(stored!.signature);
	expect(
		await signature.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
	).toBe(true);

	await page.goto('/dashboard#notificaciones');
	// In the panel's list (the header bell holds the same, closed).
	const panel = page.locator('main');
	await expect(panel.getByText('Nuevo cliente desde tu formulario').first()).toBeVisible();
	await expect(
		panel
			.getByText(
				'Jorge Martín Ruiz ha rellenado «Compradores de Los Olivos» y ha firmado su consentimiento.',
			)
			.first(),
	).toBeVisible();

	// Another professional sees none of it.
	const otherPage = await anonymousPage(browser);
	await signInAs(otherPage, other);
	await otherPage.goto('/dashboard#clientes');
	await expect(
		otherPage.getByText('Todavía no te ha llegado ningún cliente por tus formularios compartidos.'),
	).toBeVisible();
	await expect(otherPage.getByText('Jorge Martín Ruiz')).toHaveCount(0);
	await otherPage.context().close();

	// The owner revokes the link: the client's page says so and shows no form.
	await page.goto('/dashboard#formularios');
	await expect(item).toContainText('1 cliente');
	await item.getByRole('button', { name: /^Desactivar/ }).click();
	await expect(item).toContainText('Desactivado');
	const late = await anonymousPage(browser);
	await late.goto(link);
	await expect(
		late.getByText('Este formulario ya no está activo: quien lo creó lo ha desactivado.'),
	).toBeVisible();
	await expect(
		late.getByText('pide un enlace nuevo a Lucía García Pérez (Inmobiliaria)'),
	).toBeVisible();
	await expect(late.getByRole('button', { name: 'Enviar y firmar' })).toHaveCount(0);
	await late.context().close();

	await item.getByRole('button', { name: /^Activar de nuevo/ }).click();
	await expect(item).toContainText('Activo · 1 cliente');
});

test('revoked, expired, unknown and missing tokens show their message and no form; without a token the island is never downloaded', async ({
	page,
}) => {
	const pro = await createUser({ prefix: 'formestado', role: 'promotora' });
	const revoked = await formOf(pro.id, { is_active: false });
	const expired = await formOf(pro.id, {
		created_at: '2026-01-01T00:00:00Z',
		expires_at: '2026-01-31T00:00:00Z',
	});
	const cases: [string, string][] = [
		[`?token=${revoked}`, 'Este formulario ya no está activo: quien lo creó lo ha desactivado.'],
		[`?token=${expired}`, 'Este enlace ha caducado y ya no admite respuestas.'],
		[`?token=${'0'.repeat(32)}`, 'Este enlace no es válido. Comprueba que lo has copiado completo'],
		['', 'Este enlace no es válido: falta el código del formulario o está incompleto.'],
	];
	let scripts: string[] = [];
	page.on('request', (req) => {
		if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
	});
	for (const [search, message] of cases) {
		scripts = [];
		await page.goto(`/formulario${search}`);
		await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Formulario no disponible' })).toBeVisible();
		await expect(page.getByLabel('Nombre y apellidos')).toHaveCount(0);
		// Only a link with a token loads the island (client:token): React DOM and the form's code
		// are for a form to show.
		const island = scripts.filter((p) => /\/ClientForm\./.test(p));
		if (search === '') expect(island, 'sin token no se descarga la isla').toEqual([]);
		else expect(island.length, `con token se descarga la isla (${search})`).toBeGreaterThan(0);
	}
	await expect(page.getByRole('heading', { name: 'Qué guardamos y por qué' })).toBeVisible();
});

test('a client can sign with the keyboard by typing their name; bad input gets Spanish messages', async ({
	page,
}) => {
	const pro = await createUser({ prefix: 'formteclado', role: 'agente_inmobiliario' });
	const token = await formOf(pro.id);
	await page.goto(`/formulario?token=${token}`);
	await waitForHydration(page);
	await page.getByRole('button', { name: 'Enviar y firmar' }).click();
	await expect(page.getByText('El nombre debe tener al menos 2 caracteres').first()).toBeVisible();
	await expect(page.getByLabel('Nombre y apellidos')).toBeFocused();
	await expect(page.getByText('Indica tus ingresos netos mensuales')).toBeVisible();
	await expect(
		page.getByText('Debes aceptar el tratamiento de tus datos para enviar el formulario'),
	).toBeVisible();

	await fillClientData(page, 'Marta Gómez');
	await page.getByLabel('Ingresos netos mensuales').fill('mucho');
	await page.getByRole('button', { name: 'Enviar y firmar' }).click();
	await expect(page.getByLabel('Ingresos netos mensuales')).toBeFocused();
	await page.getByLabel('Ingresos netos mensuales').fill('1.900');
	// Unsigned: the focus goes to the signature's first choice (the canvas takes none).
	await page.getByRole('button', { name: 'Enviar y firmar' }).click();
	await expect(page.getByLabel('Dibujar mi firma')).toBeFocused();
	await expect(
		page
			.getByText('Firma en el recuadro o elige «Escribir mi nombre» para firmar con el teclado')
			.first(),
	).toBeVisible();

	// Keyboard only from here: the radio, the typed name, the consent and the button.
	await page.getByLabel('Dibujar mi firma').focus();
	await page.keyboard.press('ArrowDown');
	await expect(page.getByLabel('Escribir mi nombre (con el teclado)')).toBeChecked();
	await page.keyboard.press('Tab');
	await expect(page.getByLabel('Escribe tu nombre completo como firma')).toBeFocused();
	await page.keyboard.type('Marta Gómez');
	await page.keyboard.press('Tab');
	await page.keyboard.press('Space');
	await expect(page.getByLabel(/^Acepto que/)).toBeChecked();
	await page.getByRole('button', { name: 'Enviar y firmar' }).focus();
	await page.keyboard.press('Enter');
	await expect(page.getByRole('heading', { name: 'Formulario enviado' })).toBeFocused();

	const [stored] = await selectAsService<{ signature: string; signature_method: string }>(
		'leads',
		`select=signature,signature_method&name=eq.${encodeURIComponent('Marta Gómez')}`,
	);
	expect(stored!.signature_method).toBe('nombre');
	expect(stored!.signature).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{200,}/);
});

test('the form, its unavailable state and the panel links have no axe violations in either theme', async ({
	page,
}) => {
	const pro = await createUser({ prefix: 'formaxe', role: 'inmobiliaria' });
	const token = await formOf(pro.id, {
		description: 'Déjanos tus datos y te llamamos.',
		expires_at: '2099-12-31T22:59:59Z',
	});
	await page.goto(`/formulario?token=${token}`);
	await waitForHydration(page);
	await expect(page.getByRole('heading', { name: 'Compradores de Los Olivos' })).toBeVisible();
	// With the messages of an empty submission showing.
	await page.getByRole('button', { name: 'Enviar y firmar' }).click();
	await expect(page.getByText('Indica tus ingresos netos mensuales')).toBeVisible();
	// The error toast goes after 5 s unless the pointer is over it: two axe runs may take longer.
	const toast = page.getByTestId('toast');
	await toast.locator('p').first().hover();
	await expectNoAxeViolationsInBothThemes(page);
	await expect(toast).toBeVisible();
	await page.getByLabel('Escribir mi nombre (con el teclado)').check();
	await expectNoAxeViolationsInBothThemes(page, 'main');

	await page.goto('/formulario?token=corto');
	await expect(page.getByRole('heading', { name: 'Formulario no disponible' })).toBeVisible();
	await expectNoAxeViolationsInBothThemes(page, 'main');

	await signInAs(page, pro);
	await page.goto('/dashboard#formularios');
	await expect(page.getByTestId('formulario')).toContainText('Compradores de Los Olivos');
	await expectNoAxeViolationsInBothThemes(page, 'main');
});

test('the consent names both parties with a space, and the signature error goes once the client signs', async ({
	page,
}) => {
	const pro = await createUser({ prefix: 'formfirma', role: 'inmobiliaria' });
	const token = await formOf(pro.id);
	await page.goto(`/formulario?token=${token}`);
	await waitForHydration(page);
	await expect(page.getByLabel(/^Acepto que/)).toHaveAccessibleName(/ y Hipoteca Clara traten /);
	await fillClientData(page, 'Lucía Prieto');
	await page.getByRole('button', { name: 'Enviar y firmar' }).click();
	const error = page.getByText(
		'Firma en el recuadro o elige «Escribir mi nombre» para firmar con el teclado',
	);
	await expect(error.first()).toBeVisible();
	await drawSignature(page);
	await expect(error).toHaveCount(0);
});
