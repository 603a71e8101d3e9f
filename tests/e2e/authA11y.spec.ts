import { expect as baseExpect, test } from './fixtures.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent } from './utils.ts';

// A guard against hangs on a busy machine (hydration), not a performance budget.
const expect = baseExpect.configure({ timeout: 20_000 });

const pages: { path: string; ready: string }[] = [
	{ path: '/auth', ready: 'Siguiente →' },
	{ path: '/auth?mode=login', ready: 'Iniciar Sesión' },
	{ path: '/reset-password', ready: 'Enviar enlace' },
];

test.beforeEach(async ({ page }) => {
	// axe on a shared machine: room against hangs, not a budget.
	test.slow();
	await presetConsent(page);
});

for (const { path, ready } of pages) {
	test(`${path} has no axe violations in either theme`, async ({ page }) => {
		await page.goto(path);
		await expect(page.getByRole('button', { name: ready, exact: true })).toBeVisible();
		await expectNoAxeViolationsInBothThemes(page);
	});
}

test('a failed sign-up (invalid field and toast) has no axe violations in either theme', async ({
	page,
}) => {
	await page.goto('/auth');
	await page.getByRole('button', { name: 'Siguiente →' }).click();
	const toast = page.getByTestId('toast');
	await expect(toast).toContainText('Error de validación');
	await expect(page.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
	// The toast goes after 5 s unless the pointer is over it: two axe runs may take longer.
	await toast.getByText('Error de validación').hover();
	await expectNoAxeViolationsInBothThemes(page);
	await expect(toast).toBeVisible();
});
