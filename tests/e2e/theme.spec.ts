import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { presetConsent } from './utils.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** Records whether <html> had the dark class when <body> was first inserted (before any paint). */
async function recordThemeAtFirstParse(page: Page) {
	await page.addInitScript(() => {
		const observer = new MutationObserver(() => {
			if (document.body) {
				(window as unknown as { darkAtBody: boolean }).darkAtBody =
					document.documentElement.classList.contains('dark');
				observer.disconnect();
			}
		});
		observer.observe(document, { childList: true, subtree: true });
	});
}

const darkAtBody = (page: Page) =>
	page.evaluate(() => (window as unknown as { darkAtBody?: boolean }).darkAtBody);

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

test('the site is light by default', async ({ page }) => {
	await page.emulateMedia({ colorScheme: 'dark' });
	await page.goto('/');
	await expect(page.locator('html')).not.toHaveClass(/dark/);
	await expect(page.getByRole('combobox', { name: 'Tema' })).toHaveValue('light');
});

test('a chosen dark theme is stored and applied before the first paint on the next page', async ({
	page,
}) => {
	await recordThemeAtFirstParse(page);
	await page.goto('/');
	await page.getByRole('combobox', { name: 'Tema' }).selectOption({ label: 'Oscuro' });
	await expect(page.locator('html')).toHaveClass(/dark/);
	expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

	await page.goto('/buscar');
	expect(await darkAtBody(page)).toBe(true);
	await expect(page.locator('html')).toHaveClass(/dark/);
	await expect(page.getByRole('combobox', { name: 'Tema' })).toHaveValue('dark');
	const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
	expect(background).not.toBe('rgb(255, 255, 255)');

	await page.getByRole('combobox', { name: 'Tema' }).selectOption({ label: 'Claro' });
	await page.reload();
	expect(await darkAtBody(page)).toBe(false);
});

test('"system" follows the operating system, also when it changes', async ({ page }) => {
	await page.emulateMedia({ colorScheme: 'dark' });
	await page.goto('/');
	await page.getByRole('combobox', { name: 'Tema' }).selectOption('system');
	await expect(page.locator('html')).toHaveClass(/dark/);
	await page.emulateMedia({ colorScheme: 'light' });
	await expect(page.locator('html')).not.toHaveClass(/dark/);
	await page.reload();
	await expect(page.locator('html')).not.toHaveClass(/dark/);
	expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
});

test('an invalid stored value falls back to light', async ({ page }) => {
	await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
	await page.goto('/');
	await expect(page.locator('html')).not.toHaveClass(/dark/);
});
