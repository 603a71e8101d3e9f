// Dominio: email
import { expect, test } from './fixtures.ts';
import { mailFor } from './authHelpers.ts';
import { backendUrl, createUser, insertAsService, selectAsService, signInAs } from './backend.ts';
import {
	chooseTheme,
	expectNoAxeViolationsInBothThemes,
	presetConsent,
	waitForHydration,
} from './utils.ts';

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

test('an admin answers a ticket and the person gets the email, escaped, with a link to it', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'correo' });
	const admin = await createUser({ prefix: 'equipo-correo', admin: true });
	const [ticket] = await insertAsService<{ id: string }>('support_tickets', {
		user_id: user.id,
		subject: 'Dudas con <la FEIN>',
	});

	await signInAs(page, admin);
	await page.goto(`/soporte?ticket=${ticket!.id}`);
	await waitForHydration(page);
	await page.getByLabel('Respuesta del equipo').fill('Te la enviamos hoy. <b>Un saludo</b>');
	await page.getByRole('button', { name: 'Enviar' }).click();
	await expect(page.getByTestId('mensaje')).toHaveText([/Te la enviamos hoy\./]);

	const mail = await mailFor(user.email, 'respuesta_soporte');
	expect(mail.subject).toBe('Nueva respuesta a tu consulta: Dudas con <la FEIN>');
	expect(mail.text).toContain('> Te la enviamos hoy. <b>Un saludo</b>');
	expect(mail.html).toContain('Te la enviamos hoy. &#60;b&#62;Un saludo&#60;/b&#62;');
	expect(mail.link).toMatch(new RegExp(`/soporte\\?ticket=${ticket!.id}$`));
	// The team's own answer mails nobody on the team.
	const res = await fetch(
		`${backendUrl}/mailbox/api/messages?to=${encodeURIComponent(admin.email)}`,
	);
	expect(await res.json()).toEqual([]);
});

test.describe('the profile’s email preference', () => {
	const label = 'Recibir avisos por email';

	test('is saved at once, announced, keeps focus and survives a reload; a failed save says so', async ({
		page,
	}) => {
		const user = await createUser({ prefix: 'preferencia' });
		await signInAs(page, user);
		await page.goto('/__e2e/email-preference');
		await waitForHydration(page);
		const box = page.getByLabel(label);
		await expect(box).toBeChecked();

		await box.click();
		await expect(page.getByText('Guardado: ya no te enviaremos avisos por email')).toBeAttached();
		await expect(box).not.toBeChecked();
		await expect(box).toBeFocused();
		const stored = await selectAsService<{ email_notifications: boolean }>(
			'profiles',
			`select=email_notifications&id=eq.${user.id}`,
		);
		expect(stored).toEqual([{ email_notifications: false }]);
		await page.reload();
		await waitForHydration(page);
		await expect(page.getByLabel(label)).not.toBeChecked();

		// The network fails: the box goes back and the error is shown, not only announced.
		await page.route('**/rest/v1/profiles**', (route) =>
			route.request().method() === 'PATCH' ? route.abort() : route.continue(),
		);
		await page.getByLabel(label).click();
		await expect(
			page.getByText(
				'No se pudo guardar tu preferencia. Comprueba tu conexión e inténtalo de nuevo.',
			),
		).toBeVisible();
		await expect(page.getByLabel(label)).not.toBeChecked();
		await expect(page.getByLabel(label)).toBeFocused();
	});

	test('has no axe violations in either theme and fits 320 px', async ({ page }) => {
		await page.setViewportSize({ width: 320, height: 700 });
		await signInAs(page, await createUser({ prefix: 'axecorreo' }));
		await page.goto('/__e2e/email-preference');
		await waitForHydration(page);
		await expect(page.getByLabel(label)).toBeChecked();
		await expectNoAxeViolationsInBothThemes(page, 'main');
		const width = () => page.evaluate(() => document.documentElement.scrollWidth);
		expect(await width()).toBeLessThanOrEqual(320);
		// The width in the dark theme too (the check above came back to the light one).
		await chooseTheme(page, 'dark');
		expect(await width()).toBeLessThanOrEqual(320);
	});
});
