import { expect, test } from './fixtures.ts';
import { presetConsent } from './utils.ts';

/**
 * /auth before React (issue 31): the form is in the page's HTML and the island's code loads on
 * the first interaction (client:auth). What needs a browser: that arriving requests none of it,
 * that text typed before hydration survives, and that the first press on «Iniciar Sesión» is
 * held (the form never goes out as a GET with the password) and signs in once React is there.
 */
test('the sign-in form works before React: typed text and the first press are kept', async ({
	page,
	user,
}) => {
	await presetConsent(page);
	// The island's component is held until released, so everything below happens before it.
	let release = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	const requested: string[] = [];
	await page.route('**/_astro/AuthScreen*.js', async (route) => {
		requested.push(route.request().url());
		await held;
		await route.continue();
	});
	const documents: string[] = [];
	page.on('request', (request) => {
		if (request.resourceType() === 'document') documents.push(request.url());
	});

	await page.goto('/auth?mode=login&redirect=%2Fherramientas');
	const login = page.getByRole('tabpanel', { name: 'Iniciar Sesión' });
	await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(login).toBeVisible();
	expect(requested).toEqual([]);

	await login.getByLabel('Email').fill(user.email);
	await login.getByLabel('Contraseña').fill(user.password);
	await login.getByRole('button', { name: 'Iniciar Sesión' }).click();
	// The first interaction asked for the island; the press is held, not sent.
	await expect.poll(() => requested.length).toBe(1);
	expect(documents.filter((url) => url.includes('password') || url.includes('%40'))).toEqual([]);
	await expect(page).toHaveURL(/\/auth\?mode=login&redirect=%2Fherramientas$/);

	release();
	await expect(page).toHaveURL(/\/herramientas$/);
	expect(documents.some((url) => url.includes(encodeURIComponent(user.email)))).toBe(false);
});
