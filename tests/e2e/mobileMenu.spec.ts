import { expect, test } from './fixtures.ts';
import { presetConsent } from './utils.ts';
import { createUser, signInAs } from './backend.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the side menu opens from its button, is usable by keyboard and closes on Escape', async ({
	page,
}) => {
	await presetConsent(page);
	await page.goto('/');
	const header = page.getByRole('banner');
	await expect(header.getByTestId('main-nav')).toBeHidden();

	const open = header.getByRole('button', { name: 'Abrir menú' });
	await expect(open).toHaveAttribute('aria-expanded', 'false');
	await open.focus();
	await page.keyboard.press('Enter');

	const menu = page.getByRole('dialog', { name: 'Menú' });
	await expect(menu).toBeVisible();
	await expect(open).toHaveAttribute('aria-expanded', 'true');
	const links = menu.getByRole('navigation').getByRole('link');
	await expect(links).toHaveCount(8);
	await expect(links.first()).toHaveText('Inicio');
	await expect(links.last()).toHaveText('Contacto');
	await expect(menu.getByRole('link', { name: 'Empezar Gratis' })).toBeVisible();

	// Focus is inside the dialog and Tab keeps it there (modal).
	await page.keyboard.press('Tab');
	expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

	await page.keyboard.press('Escape');
	await expect(menu).toBeHidden();
	await expect(open).toHaveAttribute('aria-expanded', 'false');
	await expect(open).toBeFocused();
});

test('the close button and a link both leave the menu', async ({ page }) => {
	await presetConsent(page);
	await page.goto('/');
	await page.getByRole('button', { name: 'Abrir menú' }).click();
	const menu = page.getByRole('dialog', { name: 'Menú' });
	await menu.getByRole('button', { name: 'Cerrar menú' }).click();
	await expect(menu).toBeHidden();

	await page.getByRole('button', { name: 'Abrir menú' }).click();
	await menu.getByRole('link', { name: 'Contacto' }).click();
	await expect(page).toHaveURL(/\/contacto$/);
});

test.describe('at 320 px', () => {
	test.use({ viewport: { width: 320, height: 640 } });

	for (const signedIn of [false, true]) {
		test(`${signedIn ? 'signed in' : 'signed out'}: the header fits and «Abrir menú» is fully on screen`, async ({
			page,
		}) => {
			await presetConsent(page);
			if (signedIn) await signInAs(page, await createUser({ prefix: 'cabecera-320' }));
			await page.goto('/');
			const header = page.getByRole('banner');
			if (signedIn)
				await expect(header.getByRole('button', { name: /^Notificaciones/ })).toBeVisible({
					timeout: 20_000,
				});
			await expect(header.getByRole('button', { name: 'Abrir menú' })).toBeInViewport({ ratio: 1 });
			await expect(header.getByRole('link', { name: /búsqueda|Buscar/i })).toBeInViewport({
				ratio: 1,
			});
			// The layout viewport, not only the visual one: an overflowing header would widen it.
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
				320,
			);
		});
	}
});
