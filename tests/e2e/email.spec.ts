import { expect as baseExpect, test } from '@playwright/test';
import { mailFor } from './authHelpers.ts';
import { backendUrl, createUser, insertAsService, signInAs } from './backend.ts';
import { presetConsent, waitForHydration } from './utils.ts';

// Patience, not a threshold: the backend's email worker passes once a second, and islands
// hydrate slowly on the shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

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
