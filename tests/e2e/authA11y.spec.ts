import { expect as baseExpect, test } from './fixtures.ts';
import { expectNoAxeViolations, presetConsent } from './utils.ts';

// A guard against hangs on a busy machine (hydration), not a performance budget.
const expect = baseExpect.configure({ timeout: 20_000 });

const pages: { path: string; ready: string }[] = [
	{ path: '/auth', ready: 'Crear cuenta' },
	{ path: '/auth?mode=login', ready: 'Iniciar Sesión' },
	{ path: '/reset-password', ready: 'Enviar enlace' },
];

for (const theme of ['light', 'dark'] as const) {
	test.describe(`${theme} theme`, () => {
		test.beforeEach(async ({ page }) => {
			// axe on a shared machine: room against hangs, not a budget.
			test.slow();
			await presetConsent(page);
			await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
		});

		for (const { path, ready } of pages) {
			test(`${path} has no axe violations`, async ({ page }) => {
				await page.goto(path);
				await expect(page.getByRole('button', { name: ready, exact: true })).toBeVisible();
				await expectNoAxeViolations(page);
			});
		}

		test('a failed sign-up (invalid field and toast) has no axe violations', async ({ page }) => {
			await page.goto('/auth');
			await page.getByRole('button', { name: 'Crear cuenta' }).click();
			await expect(page.getByTestId('toast')).toContainText('Error de validación');
			await expect(page.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
			await expectNoAxeViolations(page);
		});
	});
}
