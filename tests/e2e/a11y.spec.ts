import { expect, test } from './fixtures.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent } from './utils.ts';

/**
 * Static pages are in the sitemap pass (axe.spec.ts); here the states it cannot reach: the 404
 * page (not in the sitemap), the cookie banner before a choice and the open mobile menu. Each
 * state is checked in the light theme and, switched in place, in the dark one.
 */
const pages = ['/esta-ruta-no-existe'];

for (const path of pages) {
	test(`${path} has no axe violations in either theme`, async ({ page }) => {
		await presetConsent(page);
		await page.goto(path);
		await expectNoAxeViolationsInBothThemes(page);
	});
}

test('the cookie banner has no axe violations in either theme', async ({ page }) => {
	await page.goto('/');
	await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeVisible();
	await expectNoAxeViolationsInBothThemes(page);
});

test('the open mobile menu has no axe violations in either theme', async ({ page }) => {
	await presetConsent(page);
	await page.setViewportSize({ width: 390, height: 844 });
	await page.goto('/');
	await page.getByRole('button', { name: 'Abrir menú' }).click();
	await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
	await expectNoAxeViolationsInBothThemes(page);
	// Switching the theme moved no focus: the menu is still open.
	await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
});
