// Dominio: account
import { mailFor } from './authHelpers.ts';
import { sessionFor, sessionStorageKey } from './backend.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, waitForHydration } from './utils.ts';

const overflows = (page: import('@playwright/test').Page) =>
	page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('at 390 px a person deletes their account: the dialog, a wrong confirmation refused, signed out, and the account cannot sign in again', async ({
	signedInPage: page,
	user,
}) => {
	test.slow();
	await page.setViewportSize({ width: 390, height: 844 });
	await page.goto('/dashboard#perfil');
	await waitForHydration(page);
	const trigger = page.getByRole('button', { name: 'Eliminar mi cuenta' });
	await trigger.click();
	const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta para siempre?' });
	const confirmation = dialog.getByLabel('Tu email o ELIMINAR');
	const password = dialog.getByLabel('Contraseña actual');
	const confirm = dialog.getByRole('button', { name: 'Eliminar mi cuenta' });
	await expect(confirmation).toBeFocused();
	// Escape cancels and the focus goes back to the button that opened it.
	await page.keyboard.press('Escape');
	await expect(dialog).toBeHidden();
	await expect(trigger).toBeFocused();

	await trigger.click();
	await confirmation.fill('borrar');
	await password.fill(user.password);
	await confirm.click();
	await expect(confirmation).toBeFocused();
	await expect(confirmation).toHaveAccessibleDescription(
		'Escribe tu email o la palabra ELIMINAR para confirmar.',
	);
	// The server checks the password again.
	await confirmation.fill('ELIMINAR');
	await password.fill('no-es-mi-clave');
	await confirm.click();
	await expect(password).toBeFocused();
	await expect(password).toHaveAccessibleDescription('La contraseña no es correcta.');
	expect(await overflows(page)).toBe(false);
	await expectNoAxeViolations(page);
	// The same page and dialog in the dark theme (what the theme's boot script sets).
	await page.evaluate(() => {
		document.documentElement.classList.add('dark');
		document.documentElement.style.colorScheme = 'dark';
	});
	await expectNoAxeViolations(page);

	await password.fill(user.password);
	await confirm.click();
	await page.waitForURL('**/cuenta-eliminada');
	await expect(
		page.getByRole('heading', { level: 1, name: 'Tu cuenta se ha eliminado' }),
	).toBeVisible();
	expect(await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey)).toBeNull();
	await expect(sessionFor(user)).rejects.toThrow(/HTTP 400/);
	const mail = await mailFor(user.email, 'cuenta_eliminada');
	expect(mail.subject).toBe('Hemos eliminado tu cuenta de Hipoteca Clara');
	expect(await overflows(page)).toBe(false);
	for (const theme of ['light', 'dark']) {
		await page.evaluate((t) => localStorage.setItem('theme', t), theme);
		await page.reload();
		await expectNoAxeViolations(page);
	}
});
