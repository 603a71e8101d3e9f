// Dominio: roleRequests, admin
import { expect, test } from './fixtures.ts';
import { createUser, insertAsService, selectAsService, signInAs } from './backend.ts';
import { openAdmin, stamp } from './adminHelpers.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent, waitForHydration } from './utils.ts';

/**
 * Issue 26, item 10: the role is fixed at sign-up; a person asks for another one (the role
 * request island, on a test-only page until the profile mounts it) and an admin approves it
 * in «Cambios de rol».
 */

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

test('a person asks for another role and the admin approves it: the profile and the person see it', async ({
	browser,
	page,
}) => {
	const firstName = `Rolando${stamp()}`;
	const person = await createUser({ prefix: 'piderol', firstName });
	const userContext = await browser.newContext();
	const userPage = await userContext.newPage();
	await presetConsent(userPage);
	await signInAs(userPage, person);
	await userPage.goto('/__e2e/role-request');
	await waitForHydration(userPage);
	await expect(userPage.getByTestId('rol-actual')).toHaveText('Particular');
	await userPage.getByLabel('Rol que quieres tener').selectOption('promotora');
	await userPage.getByLabel('Motivo (opcional)').fill('Vendo pisos de obra nueva en Sevilla');
	await userPage.getByRole('button', { name: 'Solicitar cambio de rol' }).click();
	const sent = userPage.getByTestId('estado-accion');
	await expect(sent).toBeFocused();
	await expect(sent).toHaveText(
		'Solicitud enviada: pasar a Promotora. Te avisaremos cuando el equipo la revise.',
	);
	await expect(userPage.getByTestId('solicitud-rol')).toContainText('Pendiente de revisión');
	// One pending request at a time: the form is gone until a decision.
	await expect(userPage.getByRole('button', { name: 'Solicitar cambio de rol' })).toHaveCount(0);

	await openAdmin(page, await createUser({ prefix: 'aprueba', admin: true }), 'cambios-rol');
	const row = page.getByTestId('cambio-rol-admin').filter({ hasText: firstName });
	await expect(row).toContainText('Vendo pisos de obra nueva en Sevilla');
	await row.getByRole('button', { name: /^Aprobar:/ }).click();
	const status = page.getByTestId('estado-accion');
	await expect(status).toBeFocused();
	await expect(status).toHaveText(`Aprobado: ${firstName} García Pérez ahora es Promotora.`);
	expect(await selectAsService('profiles', `select=role&id=eq.${person.id}`)).toEqual([
		{ role: 'promotora' },
	]);

	// The person's open profile follows the decision live, and the bell says it.
	await expect(userPage.getByTestId('solicitud-rol')).toContainText('Aprobada');
	await expect(userPage.getByTestId('rol-actual')).toHaveText('Promotora');
	expect(await selectAsService('notifications', `select=title&user_id=eq.${person.id}`)).toEqual([
		{ title: 'Cambio de rol aprobado' },
	]);
	await userContext.close();
});

test('«Cambios de rol» and the role request have no axe violations in either theme', async ({
	browser,
	page,
}) => {
	const person = await createUser({ prefix: 'axerol' });
	await insertAsService('role_change_requests', {
		user_id: person.id,
		to_role: 'inmobiliaria',
		reason: 'Abro una agencia',
	});
	await openAdmin(page, await createUser({ prefix: 'axeroladmin', admin: true }), 'cambios-rol');
	await expect(page.getByTestId('cambio-rol-admin').first()).toBeVisible();
	await expectNoAxeViolationsInBothThemes(page);

	const userContext = await browser.newContext();
	const userPage = await userContext.newPage();
	await presetConsent(userPage);
	await signInAs(userPage, await createUser({ prefix: 'axerolpersona' }));
	await userPage.goto('/__e2e/role-request');
	await waitForHydration(userPage);
	await expect(userPage.getByLabel('Rol que quieres tener')).toBeVisible();
	await expectNoAxeViolationsInBothThemes(userPage);
	await userContext.close();
});
