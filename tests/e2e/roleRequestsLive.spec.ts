import { expect as baseExpect, test } from './fixtures.ts';
import { backendUrl, createUser, insertAsService, sessionFor, signInAs } from './backend.ts';
import { mailFor } from './authHelpers.ts';
import { DEMO_ANON_KEY } from '../../supabase/local/config.ts';
import { presetConsent, waitForHydration } from './utils.ts';

/**
 * Issue 45, item 3: an approved professional sees «Mis clientes» and «Mis formularios» appear
 * in their open panel without a reload, and is told by email too.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

test('the approval reaches the open panel live and by email', async ({ page }) => {
	const user = await createUser({ prefix: 'rol-vivo', firstName: 'Marta' });
	const admin = await createUser({ prefix: 'rol-admin', admin: true });
	const [request] = await insertAsService<{ id: string }>('role_change_requests', {
		user_id: user.id,
		to_role: 'inmobiliaria',
	});
	await signInAs(page, user);
	await page.goto('/dashboard#notificaciones');
	await waitForHydration(page, page.locator('main'));
	const nav = page.getByRole('navigation', { name: 'Secciones del panel' });
	await expect(nav.getByRole('link', { name: 'Notificaciones' })).toBeVisible();
	await expect(nav.getByRole('link', { name: 'Mis clientes' })).toHaveCount(0);

	// The admin approves, from another device.
	const { access_token } = (await sessionFor(admin)) as { access_token: string };
	const res = await fetch(`${backendUrl}/rest/v1/role_change_requests?id=eq.${request!.id}`, {
		method: 'PATCH',
		headers: {
			apikey: DEMO_ANON_KEY,
			authorization: `Bearer ${access_token}`,
			'content-type': 'application/json',
		},
		body: JSON.stringify({ status: 'aprobada' }),
	});
	expect(res.ok).toBe(true);

	await expect(nav.getByRole('link', { name: 'Mis clientes' })).toBeVisible();
	await expect(nav.getByRole('link', { name: 'Mis formularios' })).toBeVisible();
	const mail = await mailFor(user.email, 'rol_decidido');
	expect(mail.subject).toBe('Ya tienes el rol de Inmobiliaria en Hipoteca Clara');
	expect(mail.text).toContain('Hola, Marta:');
});
