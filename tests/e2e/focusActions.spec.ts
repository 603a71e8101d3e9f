import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { writePdf } from '../fixtures/pdfWriter.ts';
import { cacheAnswer, createUser, insertAsService, signInAs } from './backend.ts';
import {
	expectNoAxeViolationsInBothThemes,
	presetConsent,
	settled,
	waitForHydration,
} from './utils.ts';

/**
 * Issue 45, item 7: the seven actions that left focus on <body>, Escape on inline edits, the
 * landmarks' names, the phone error that stayed, and the palette's empty state under axe. The
 * walk over every control is focusWalk.spec.ts; these are the cases the report named.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(() => test.slow());

/** Where focus is, as a short text ('body' when on the page). */
const focused = (page: Page) =>
	page.evaluate(() => {
		const el = document.activeElement;
		if (!el || el === document.body) return 'body';
		const box = el.getBoundingClientRect();
		const onScreen = box.bottom > 0 && box.top < window.innerHeight;
		return `${el.tagName.toLowerCase()}${onScreen ? '' : ' (fuera de pantalla)'}: ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`;
	});

test('bell «Marcar todas como leídas», and two landmarks never share a name', async ({ page }) => {
	await presetConsent(page);
	const user = await createUser({ prefix: 'foco-campana' });
	await insertAsService('notifications', { user_id: user.id, title: 'Aviso', message: 'Uno.' });
	await signInAs(page, user);
	await page.goto('/planes');
	const bell = page.getByRole('banner').getByRole('button', { name: 'Notificaciones, 1 sin leer' });
	await bell.click();
	const markAll = page.getByRole('button', { name: 'Marcar todas como leídas' });
	await markAll.focus();
	await page.keyboard.press('Enter');
	await expect(markAll).toHaveCount(0);
	await settled(page);
	expect(await focused(page)).toBe('h2: Notificaciones');
	const names = await page
		.locator('[role="region"], section[aria-label], toast-region')
		.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).filter(Boolean));
	expect(names.filter((n) => n === 'Notificaciones').length).toBeLessThanOrEqual(1);
});

test('the simulator’s planner, the document analysis and the cookie banner keep focus', async ({
	page,
}) => {
	await page.goto('/herramientas#simulador-completo');
	const banner = page.getByRole('region', { name: 'Tu privacidad' });
	await banner.getByRole('button', { name: 'Rechazar' }).focus();
	await page.keyboard.press('Enter');
	await expect(banner).toBeHidden();
	expect(await focused(page)).not.toBe('body');

	const simulator = page.locator('#simulador-completo');
	await waitForHydration(page, simulator);
	const plan = simulator.getByRole('button', { name: 'Planificar revisiones y amortizaciones' });
	await plan.focus();
	await page.keyboard.press('Enter');
	await expect(plan).toHaveCount(0);
	expect(await focused(page)).toBe('h3: La vida del préstamo');

	await page.goto('/herramientas#analisis-documentos');
	const section = page.locator('#analisis-documentos');
	await section.getByRole('button', { name: 'Analizar un documento' }).click();
	const input = section.getByLabel('Documento (PDF o imagen, hasta 10 MB)');
	await expect(input).toBeFocused();
	await input.setInputFiles({
		name: 'nomina.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from(
			writePdf([
				[
					'RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS',
					'LÍQUIDO TOTAL A PERCIBIR 2.027,70',
				],
			]),
		),
	});
	await expect(section.getByText(/^Leído: nomina\.pdf/)).toBeVisible({ timeout: 60_000 });
	await settled(page);
	expect(await focused(page)).toMatch(/^p: Leído: nomina\.pdf/);
});

test('failed email and password changes, the phone error, and Escape on «Renombrar»', async ({
	page,
}) => {
	await presetConsent(page);
	const user = await createUser({ prefix: 'foco-perfil' });
	await insertAsService('saved_simulations', {
		user_id: user.id,
		name: 'Piso en Valencia',
		kind: 'cuota',
		input: {},
	});
	await signInAs(page, user);
	await page.goto('/dashboard#perfil');
	await waitForHydration(page, page.locator('main'));

	await page.getByLabel('Nuevo email').fill(user.email);
	await page.getByRole('button', { name: 'Cambiar email' }).focus();
	await page.keyboard.press('Enter');
	await expect(page.getByLabel('Nuevo email')).toBeFocused();

	await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-2026');
	await page.getByLabel('Repite la nueva contraseña').fill('otra-clave-2027');
	await page.getByRole('button', { name: 'Cambiar contraseña' }).focus();
	await page.keyboard.press('Enter');
	await expect(page.getByLabel('Repite la nueva contraseña')).toBeFocused();

	const phone = page.getByLabel('Teléfono');
	await phone.fill('12');
	await page.getByRole('button', { name: 'Guardar cambios' }).focus();
	await page.keyboard.press('Enter');
	await expect(phone).toBeFocused();
	await expect(phone).toHaveAttribute('aria-invalid', 'true');
	await phone.fill('611 222 333');
	await expect(phone).not.toHaveAttribute('aria-invalid', 'true');

	await page.goto('/dashboard#simulaciones');
	const rename = page.getByRole('button', { name: /^Renombrar/ });
	await rename.click();
	await expect(page.getByLabel('Nuevo nombre')).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(page.getByLabel('Nuevo nombre')).toHaveCount(0);
	await expect(rename).toBeFocused();
});

test('«Editar» an AI answer: Escape cancels and gives focus back to it', async ({ page }) => {
	await presetConsent(page);
	const admin = await createUser({ prefix: 'foco-ia', admin: true });
	await cacheAnswer(randomBytes(32).toString('hex'), 'Una respuesta guardada.');
	await signInAs(page, admin);
	await page.goto('/admin#respuestas-ia');
	await waitForHydration(page);
	const entry = page.getByTestId('respuesta-ia').filter({ hasText: 'Una respuesta guardada.' });
	const edit = entry.getByRole('button', { name: 'Editar' });
	await edit.focus();
	await page.keyboard.press('Enter');
	await expect(entry.getByLabel('Texto de la respuesta')).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(entry.getByLabel('Texto de la respuesta')).toHaveCount(0);
	await expect(edit).toBeFocused();
});

test('the palette with no results passes axe in both themes', async ({ page }) => {
	await presetConsent(page);
	await page.goto('/planes');
	await page.getByRole('banner').getByRole('link', { name: 'Buscar' }).click();
	const dialog = page.getByRole('dialog', { name: 'Buscar página o artículo' });
	await dialog.getByRole('combobox').fill('qqzzxw');
	await expect(dialog.locator('[cmdk-empty]')).toHaveText('No se encontraron resultados.');
	await expectNoAxeViolationsInBothThemes(page, '[data-palette-dialog]');
});
