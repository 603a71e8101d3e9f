import { expect as baseExpect, test } from './fixtures.ts';
import { createUser, sessionFor, sessionStorageKey, signInAs, uniqueEmail } from './backend.ts';
import { expectToastSeen, mailFor, recordToasts } from './authHelpers.ts';
import { presetConsent } from './utils.ts';

/**
 * Email links after the security review (issue 24): the portal runs the PKCE flow, so a link
 * carrying a session in its fragment signs nobody in (login CSRF), and an email change needs
 * both addresses (secure email change).
 */

// A guard against hangs on a busy machine (hydration, bcrypt), not a performance budget.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
	await recordToasts(page);
});

/** Someone else's session written into a link's fragment, as a login CSRF link carries it. */
async function foreignSessionFragment(type: string): Promise<string> {
	const other = await createUser({ prefix: 'ajeno' });
	const s = (await sessionFor(other)) as Record<string, string | number>;
	return new URLSearchParams({
		access_token: String(s['access_token']),
		expires_at: String(s['expires_at']),
		expires_in: String(s['expires_in']),
		refresh_token: String(s['refresh_token']),
		token_type: 'bearer',
		type,
	}).toString();
}

test('a link with someone else’s session in the fragment signs nobody in (login CSRF)', async ({
	page,
}) => {
	await page.goto(`/auth?redirect=%2Fdashboard#${await foreignSessionFragment('signup')}`);
	await expectToastSeen(page, /Enlace no válidoEl enlace no es válido o ha caducado\./);
	await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	expect(await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey)).toBeNull();
	expect(new URL(page.url()).hash).toBe('');

	// Nor does a recovery fragment open the new-password form.
	await page.goto(`/reset-password#${await foreignSessionFragment('recovery')}`);
	await expect(page.getByRole('main').getByRole('alert')).toHaveText(
		'El enlace no es válido o ha caducado. Solicita uno nuevo.',
	);
	await expect(page.getByLabel('Nueva contraseña')).toHaveCount(0);
	expect(await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey)).toBeNull();
});

test('change the email from the panel: both addresses confirm and the old one gets a notice', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'cambio' });
	await signInAs(page, user);
	await page.goto('/dashboard#perfil');
	const next = uniqueEmail('nuevo');
	await page.getByLabel('Nuevo email').fill(next);
	await page.getByRole('button', { name: 'Cambiar email' }).click();
	await expect(
		page.getByText(`Te hemos enviado un enlace a ${next} y otro a tu email actual.`),
	).toBeVisible();
	const toNew = await mailFor(next, 'email_change');
	const toOld = await mailFor(user.email, 'email_change');

	// The new address alone: the panel says one step is missing; nothing changes yet.
	await page.goto(toNew.link);
	await expectToastSeen(
		page,
		/Falta un paso para cambiar tu emailHemos recibido esta confirmación/,
	);
	await expect(page).toHaveURL(/\/dashboard#perfil$/);
	await expect(sessionFor({ email: next, password: user.password })).rejects.toThrow(/HTTP 400/);

	// The old address confirms: this browser's session moves to the new address.
	await page.goto(toOld.link);
	await expect
		.poll(async () => {
			const stored = await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey);
			return (JSON.parse(stored ?? '{}') as { user?: { email?: string } }).user?.email;
		})
		.toBe(next);
	await expect(page).not.toHaveURL(/code=/);
	const notice = await mailFor(user.email, 'email_changed');
	expect(notice.subject).toBe('Tu email de Hipoteca Clara ha cambiado');
	await expect(sessionFor({ email: next, password: user.password })).resolves.toBeTruthy();
});
