import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mailFor } from './authHelpers.ts';
import { createUser, insertAsService, signInAs, type TestUser } from './backend.ts';
import {
	chooseTheme,
	expectNoAxeViolationsInBothThemes,
	presetConsent,
	waitForHydration,
} from './utils.ts';

/** A small PDF as a phone's file picker would hand it over. */
const pdfFile = (name: string) => ({
	name,
	mimeType: 'application/pdf',
	buffer: Buffer.from(
		'%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
	),
});

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

/** A person with an open application, signed in on /dashboard#documentos. */
async function openVault(page: Page, user: TestUser) {
	await insertAsService('application_progress', { user_id: user.id, current_step: 3 });
	await signInAs(page, user);
	await page.goto('/dashboard#documentos');
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 2, name: 'Documentación' })).toBeVisible();
}

/** The focusable outcome of an action (its text is also in the polite live region). */
const outcome = (page: Page, text: string) =>
	page.locator('p[tabindex="-1"]').filter({ hasText: text });

const overflows = (page: Page) =>
	page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('at 390 px a person uploads from the panel, a renamed file is refused in Spanish, the admin rejects, and the bell and an email tell them why', async ({
	page,
	browser,
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	const user = await createUser({ prefix: 'boveda', firstName: 'Marta', lastName: 'Ruiz' });
	const admin = await createUser({ prefix: 'boveda-admin', admin: true });
	await openVault(page, user);

	await page.getByLabel('Subir archivo: DNI o NIE').setInputFiles(pdfFile('dni.pdf'));
	const done = outcome(page, '«dni.pdf» subido. Estado: recibido.');
	await expect(done).toBeFocused();
	const dni = page
		.getByRole('listitem')
		.filter({ has: page.getByText('DNI o NIE', { exact: false }) })
		.first();
	await expect(dni.getByText('dni.pdf', { exact: true })).toBeVisible();
	expect(await overflows(page)).toBe(false);

	await page.getByLabel('Subir archivo: Declaración de la renta').setInputFiles({
		name: 'renta.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from('MZ\u0090\u0000 This program cannot be run in DOS mode'),
	});
	await expect(
		outcome(
			page,
			'«renta.pdf» no se ha subido: Ese archivo no es un PDF ni una foto (JPEG, PNG o HEIC). Aunque se llame .pdf, su contenido es otro.',
		),
	).toBeFocused();

	const adminPage = await (await browser.newContext({ locale: 'es-ES' })).newPage();
	await presetConsent(adminPage);
	await signInAs(adminPage, admin);
	await adminPage.goto('/admin#documentos');
	await waitForHydration(adminPage);
	await expect(adminPage.getByRole('heading', { name: 'Marta Ruiz' })).toBeVisible();
	// Other tests upload a dni.pdf too: the button of this person's file.
	await adminPage
		.getByRole('region', { name: 'Marta Ruiz' })
		.getByRole('button', { name: 'Rechazar «dni.pdf»' })
		.click();
	await adminPage
		.getByLabel('Motivo del rechazo (lo verá la persona)')
		.fill('La foto está borrosa');
	await adminPage.getByRole('button', { name: 'Rechazar con este motivo' }).click();
	await expect(
		outcome(adminPage, '«dni.pdf» rechazado. La persona ha recibido un aviso con el motivo.'),
	).toBeFocused();
	await adminPage.context().close();

	await expect(page.getByText('Motivo del rechazo: La foto está borrosa')).toBeVisible();
	// The header is script-only until the first key or pointer press (issue 31); the press loads
	// the live bell, which reads the notices again.
	await page.keyboard.press('Shift');
	const bell = page.getByRole('banner').getByRole('button', { name: /^Notificaciones,/ });
	// One notice when the application was opened (step 3), one for the rejection.
	await expect(bell).toHaveAccessibleName('Notificaciones, 2 sin leer');
	await bell.click();
	await expect(
		page.getByText(
			'Hemos rechazado «dni.pdf»: La foto está borrosa. Súbelo de nuevo cuando puedas.',
		),
	).toBeVisible();
	// And the email with the reason reaches their mailbox (the local worker delivers the queue).
	const mail = await mailFor(user.email, 'documento_rechazado');
	expect(mail.subject).toBe('Tenemos que pedirte otra vez un documento');
	expect(mail.text).toContain(
		'Hemos revisado el archivo «dni.pdf» que subiste en «DNI o NIE» y no podemos aceptarlo.',
	);
	expect(mail.text).toContain('Motivo: La foto está borrosa');
	expect(mail.html).toContain('Motivo: La foto está borrosa');
});

test('the Documentación section has no axe violations in either theme and fits 320 px', async ({
	page,
}) => {
	await page.setViewportSize({ width: 320, height: 800 });
	const user = await createUser({ prefix: 'boveda-axe' });
	await openVault(page, user);
	await page.getByLabel('Subir archivo: Nóminas').setInputFiles(pdfFile('nomina-enero.pdf'));
	await expect(outcome(page, '«nomina-enero.pdf» subido. Estado: recibido.')).toBeFocused();
	expect(await overflows(page)).toBe(false);
	await expectNoAxeViolationsInBothThemes(page, 'main');
	// The width in the dark theme too (the check above came back to the light one).
	await chooseTheme(page, 'dark');
	expect(await overflows(page)).toBe(false);
});
