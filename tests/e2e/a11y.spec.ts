import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, presetConsent } from './utils.ts';

/**
 * Static pages are in the sitemap pass (axe.spec.ts); here the states it cannot reach: the 404
 * page (not in the sitemap), the cookie banner before a choice and the open mobile menu.
 */
const pages = ['/esta-ruta-no-existe'];

for (const theme of ['light', 'dark'] as const) {
	test.describe(`${theme} theme`, () => {
		test.beforeEach(async ({ page }) => {
			await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
		});

		for (const path of pages) {
			test(`${path} has no axe violations`, async ({ page }) => {
				await presetConsent(page);
				await page.goto(path);
				await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
				await expectNoAxeViolations(page);
			});
		}

		test('the cookie banner has no axe violations', async ({ page }) => {
			await page.goto('/');
			await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeVisible();
			await expectNoAxeViolations(page);
		});

		test('the open mobile menu has no axe violations', async ({ page }) => {
			await presetConsent(page);
			await page.setViewportSize({ width: 390, height: 844 });
			await page.goto('/');
			await page.getByRole('button', { name: 'Abrir menú' }).click();
			await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
			await expectNoAxeViolations(page);
		});
	});
}
