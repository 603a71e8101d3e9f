import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import {
	backendUrl,
	cacheAnswer,
	createUser,
	insertAsService,
	selectAsService,
	sessionStorageKey,
	signInAs,
	type TestUser,
	uniqueEmail,
} from './backend.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent, waitForHydration } from './utils.ts';

// Patience, not a threshold: islands hydrate and Realtime joins slowly on the shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });
const stamp = () => Date.now().toString(36) + randomBytes(2).toString('hex');

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

/** Opens a section of /admin as `admin` and waits for the island. */
async function openAdmin(page: Page, admin: TestUser, section: string) {
	await signInAs(page, admin);
	await page.goto(`/admin#${section}`);
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
}

/** The app_metadata of a user, read through the auth admin API. */
async function appMetadata(id: string): Promise<Record<string, unknown>> {
	const res = await fetch(`${backendUrl}/auth/v1/admin/users/${id}`, {
		headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
	});
	return ((await res.json()) as { app_metadata: Record<string, unknown> }).app_metadata;
}

test('visitors are sent to sign in, non-admins get «Acceso denegado» and their own token gets no admin data', async ({
	page,
}) => {
	for (const path of ['/admin', '/estadisticas']) {
		// Signed out, the page decides before loading its island (client:session).
		await page.goto(path);
		await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`);
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
	}
	const user = await createUser({ prefix: 'noadmin' });
	const other = await page.context().newPage();
	await signInAs(other, user);
	for (const path of ['/admin', '/estadisticas']) {
		await other.goto(path);
		await expect(other.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
		await expect(other.getByText('Esta página es solo para administradores.')).toBeVisible();
		await expect(
			other.getByRole('main').getByRole('link', { name: 'Volver al inicio' }),
		).toHaveAttribute('href', '/');
	}
	// The same calls the admin pages make, with the signed-in user's own token from the page.
	const results = await other.evaluate(
		async ({ url, key, storageKey }) => {
			const token = (
				JSON.parse(localStorage.getItem(storageKey) ?? '{}') as { access_token?: string }
			).access_token;
			const headers = {
				apikey: key,
				authorization: `Bearer ${token}`,
				'content-type': 'application/json',
			};
			const rpc = (name: string, body: object) =>
				fetch(`${url}/rest/v1/rpc/${name}`, {
					method: 'POST',
					headers,
					body: JSON.stringify(body),
				});
			const range = { p_from: '2026-01-01', p_to: '2026-01-31' };
			return {
				token: Boolean(token),
				users: (await rpc('admin_list_users', { p_search: '', p_role: null, p_limit: 50 })).status,
				stats: (await rpc('admin_stats_signups', range)).status,
				leads: (await rpc('admin_stats_leads', range)).status,
				setAdmin: (
					await rpc('admin_set_admin', {
						p_user_id: '00000000-0000-0000-0000-000000000000',
						p_admin: true,
					})
				).status,
				leadRows: (await (
					await fetch(`${url}/rest/v1/leads?select=id`, { headers })
				).json()) as unknown,
				drafts: (await (
					await fetch(`${url}/rest/v1/news_drafts?select=id`, { headers })
				).json()) as unknown,
			};
		},
		{ url: backendUrl, key: DEMO_ANON_KEY, storageKey: sessionStorageKey },
	);
	expect(results.token).toBe(true);
	for (const status of [results.users, results.stats, results.leads, results.setAdmin]) {
		expect(status).toBeGreaterThanOrEqual(400);
	}
	expect(results.leadRows).toEqual([]);
	expect(results.drafts).toEqual([]);
});

test('the admin answers, assigns and moves a ticket; the user sees the answer in /soporte', async ({
	browser,
	page,
}) => {
	const user = await createUser({ prefix: 'ticketcliente', firstName: `Cliente${stamp()}` });
	const marta = `Marta${stamp()}`;
	const admin = await createUser({ prefix: 'ticketequipo', admin: true, firstName: marta });
	const subject = `Duda sobre la FEIN ${stamp()}`;
	const [ticket] = await insertAsService<{ id: string }>('support_tickets', {
		user_id: user.id,
		subject,
		category: 'documentacion',
	});
	await insertAsService('ticket_messages', {
		ticket_id: ticket!.id,
		author_id: user.id,
		body: '¿Qué plazo tengo para firmar?',
	});

	await openAdmin(page, admin, 'soporte');
	await page.getByLabel('Categoría').selectOption('documentacion');
	await page.getByLabel('Estado', { exact: true }).selectOption('abierto');
	const row = page.getByTestId('ticket-admin').filter({ hasText: subject });
	await expect(row).toContainText('Sin leer');
	await row.getByRole('button', { name: subject }).click();
	await expect(page.getByTestId('mensaje')).toHaveText([/¿Qué plazo tengo para firmar\?/]);
	await page.getByLabel('Asignar a').selectOption({ label: `${marta} García Pérez` });
	await page.getByRole('button', { name: 'Guardar asignación' }).click();
	await expect(row).toContainText(`${marta} García Pérez`);
	await page.getByLabel('Respuesta del equipo').fill('Tienes diez días desde la FEIN.');
	await page.getByRole('button', { name: 'Enviar' }).click();
	await page.getByLabel('Cambiar estado').selectOption('en_progreso');
	await page.getByRole('button', { name: 'Guardar estado' }).click();
	// The «abierto» filter now hides it, and its chat stays open; without filter it shows.
	await expect(row).toHaveCount(0);
	await expect(page.getByTestId('ticket-estado')).toHaveText('En progreso');
	await page.getByLabel('Estado', { exact: true }).selectOption('');
	await expect(row).toContainText('En progreso');
	expect(
		await selectAsService('support_tickets', `select=status,assigned_to&id=eq.${ticket!.id}`),
	).toEqual([{ status: 'en_progreso', assigned_to: admin.id }]);

	const userContext = await browser.newContext();
	const userPage = await userContext.newPage();
	await presetConsent(userPage);
	await signInAs(userPage, user);
	await userPage.goto(`/soporte?ticket=${ticket!.id}`);
	await expect(userPage.getByTestId('mensaje')).toHaveText([
		/¿Qué plazo tengo para firmar\?/,
		/Equipo de soporte.*Tienes diez días desde la FEIN\./,
	]);
	await expect(userPage.getByTestId('ticket-estado')).toHaveText('En progreso');
	await userContext.close();
});

test('the admin moves an applicant’s step; the user sees it in the panel and is notified', async ({
	browser,
	page,
}) => {
	const firstName = `Solicitante${stamp()}`;
	const user = await createUser({ prefix: 'solicitante', firstName });
	const admin = await createUser({ prefix: 'pasos', admin: true });
	await insertAsService('application_progress', { user_id: user.id, current_step: 1 });

	await openAdmin(page, admin, 'solicitudes');
	await page.getByLabel(`Paso de ${firstName} García Pérez`, { exact: true }).selectOption('3');
	await page.getByRole('button', { name: `Guardar: Paso de ${firstName} García Pérez` }).click();
	await expect(page.getByText(`${firstName} García Pérez: paso 3 de 6`)).toBeVisible();
	expect(
		await selectAsService(
			'application_progress',
			`select=current_step,completed_steps&user_id=eq.${user.id}`,
		),
	).toEqual([{ current_step: 3, completed_steps: [1, 2] }]);

	const userContext = await browser.newContext();
	const userPage = await userContext.newPage();
	await presetConsent(userPage);
	await signInAs(userPage, user);
	await userPage.goto('/dashboard#solicitud');
	const panel = userPage.getByRole('region', { name: 'Mi solicitud' });
	await expect(panel.locator('[aria-current="step"]')).toContainText(
		'Paso 3: Documentación online',
	);
	await userPage
		.getByRole('banner')
		.getByRole('button', { name: /^Notificaciones,/ })
		.click();
	await expect(
		userPage.getByText('Tu solicitud hipotecaria está en el paso 3 de 6 (en curso).'),
	).toBeVisible();
	await userContext.close();
});

test('the admin finds a user, changes their role and makes them admin, never un-admins themselves', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'rol' });
	const admin = await createUser({ prefix: 'roladmin', admin: true });
	await openAdmin(page, admin, 'usuarios');
	await page.getByLabel('Buscar por email o nombre').fill(user.email);
	await page.getByRole('button', { name: 'Buscar' }).click();
	const row = page.getByTestId('usuario-admin');
	await expect(row).toHaveCount(1);
	await row.getByLabel(/^Rol de/).selectOption('promotora');
	await row.getByRole('button', { name: /^Guardar: Rol de/ }).click();
	await expect(page.getByText(/^Rol de .*: Promotora$/)).toBeVisible();
	expect(await selectAsService('profiles', `select=role&id=eq.${user.id}`)).toEqual([
		{ role: 'promotora' },
	]);
	await row.getByRole('button', { name: 'Hacer administrador' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Hacer administrador' }).click();
	await expect(row.getByRole('button', { name: 'Quitar administración' })).toBeVisible();
	expect((await appMetadata(user.id))['role']).toBe('admin');

	// Their own row has no button to remove the role.
	await page.getByLabel('Buscar por email o nombre').fill(admin.email);
	await page.getByRole('button', { name: 'Buscar' }).click();
	await expect(row).toHaveCount(1);
	await expect(row).toContainText('Administración (tu cuenta)');
	await expect(row.getByRole('button', { name: /administra/i })).toHaveCount(0);
});

test('the admin sends a notification to every user of a role', async ({ page }) => {
	const agent = await createUser({ prefix: 'agente', role: 'agente_inmobiliario' });
	const particular = await createUser({ prefix: 'particular' });
	const admin = await createUser({ prefix: 'avisos', admin: true });
	const title = `Nuevas condiciones ${stamp()}`;
	await openAdmin(page, admin, 'notificaciones');
	await page.getByLabel('Rol', { exact: true }).selectOption('agente_inmobiliario');
	await page.getByRole('button', { name: 'Enviar notificación' }).click();
	await expect(page.locator('#aviso-titulo-error')).toHaveText('Escribe un título');
	await page.getByLabel('Título').fill(title);
	await page.getByLabel('Mensaje').fill('Revisa las nuevas comisiones en tu panel.');
	// A link off the site is refused with its own message: tests/unit/admin (notificationSchema).
	await page.getByLabel('Enlace (opcional)').fill('/dashboard');
	await page.getByRole('button', { name: 'Enviar notificación' }).click();
	await expect(page.getByRole('main').locator('form').getByRole('status')).toContainText(
		'(Agente inmobiliario)',
	);
	expect(
		await selectAsService('notifications', `select=title,action_url&user_id=eq.${agent.id}`),
	).toEqual([{ title, action_url: '/dashboard' }]);
	expect(
		await selectAsService('notifications', `select=title&user_id=eq.${particular.id}`),
	).toEqual([]);
});

test('the admin filters leads, changes their status and exports them as CSV', async ({ page }) => {
	const admin = await createUser({ prefix: 'leads', admin: true });
	const tag = stamp();
	await insertAsService('leads', [
		{
			source: 'contacto',
			name: `Ana ${tag}`,
			email: uniqueEmail('ana'),
			consent: true,
			status: 'nuevo',
		},
		{
			source: 'contacto',
			name: `Luis ${tag}`,
			email: uniqueEmail('luis'),
			consent: true,
			status: 'contactado',
		},
	]);
	await openAdmin(page, admin, 'contactos');
	await expect(page.getByTestId('contacto-admin').filter({ hasText: `Ana ${tag}` })).toBeVisible();
	await page.getByLabel('Estado', { exact: true }).selectOption('contactado');
	await page.getByRole('button', { name: 'Filtrar' }).click();
	await expect(page.getByTestId('contacto-admin').filter({ hasText: `Luis ${tag}` })).toBeVisible();
	await expect(page.getByTestId('contacto-admin').filter({ hasText: `Ana ${tag}` })).toHaveCount(0);

	// A reversed period is explained in Spanish.
	await page.getByLabel('Desde').fill('2026-03-10');
	await page.getByLabel('Hasta').fill('2026-03-01');
	await page.getByRole('button', { name: 'Filtrar' }).click();
	await expect(page.locator('#contactos-error')).toHaveText(
		'La fecha de fin es anterior a la de inicio.',
	);
	await page.getByLabel('Desde').fill('');
	await page.getByLabel('Hasta').fill('');
	await page.getByRole('button', { name: 'Filtrar' }).click();

	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Descargar CSV' }).click();
	const csv = await readFile(await (await download).path(), 'utf8');
	expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
		'Fecha;Origen;Estado;Nombre;Email;Teléfono;Mensaje',
	);
	expect(csv).toContain(`Formulario de contacto;Contactado;Luis ${tag}`);
	expect(csv).not.toContain(`Ana ${tag}`);

	const luis = page.getByTestId('contacto-admin').filter({ hasText: `Luis ${tag}` });
	await luis.getByLabel(/^Estado del contacto/).selectOption('cerrado');
	await luis.getByRole('button', { name: /^Guardar: Estado del contacto/ }).click();
	await expect(page.getByTestId('contacto-admin').filter({ hasText: `Luis ${tag}` })).toHaveCount(
		0,
	);
	expect(
		await selectAsService('leads', `select=status&name=eq.${encodeURIComponent(`Luis ${tag}`)}`),
	).toEqual([{ status: 'cerrado' }]);
});

test('the admin corrects and deletes a cached AI answer', async ({ page }) => {
	const admin = await createUser({ prefix: 'cacheia', admin: true });
	const hash = randomBytes(32).toString('hex');
	const tag = stamp();
	await cacheAnswer(hash, `La TAE incluye comisiones ${tag}.`);
	await openAdmin(page, admin, 'respuestas-ia');
	await page.getByLabel('Buscar en las respuestas').fill(tag);
	await page.getByRole('button', { name: 'Buscar' }).click();
	const entry = page.getByTestId('respuesta-ia');
	await expect(entry).toHaveCount(1);
	await expect(entry).toContainText('0 usos');
	await entry.getByRole('button', { name: 'Editar' }).click();
	await entry.getByLabel('Texto de la respuesta').fill('   ');
	await entry.getByRole('button', { name: 'Guardar' }).click();
	await expect(entry).toContainText('Escribe la respuesta');
	await entry
		.getByLabel('Texto de la respuesta')
		.fill(`La TAE incluye intereses y comisiones ${tag}.`);
	await entry.getByRole('button', { name: 'Guardar' }).click();
	// Saved: the form closes and the entry shows the new text.
	await expect(entry.getByLabel('Texto de la respuesta')).toHaveCount(0);
	await expect(entry).toContainText(`La TAE incluye intereses y comisiones ${tag}.`);
	expect(
		await selectAsService('ai_response_cache', `select=response&question_hash=eq.${hash}`),
	).toEqual([{ response: `La TAE incluye intereses y comisiones ${tag}.` }]);
	await entry.getByRole('button', { name: 'Borrar' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Borrar' }).click();
	await expect(entry).toHaveCount(0);
	expect(
		await selectAsService('ai_response_cache', `select=hit_count&question_hash=eq.${hash}`),
	).toEqual([]);
});

test('/admin has no axe violations in either theme', async ({ page }) => {
	const user = await createUser({ prefix: 'axeadmincliente' });
	await insertAsService('support_tickets', { user_id: user.id, subject: 'Consulta de prueba' });
	await openAdmin(page, await createUser({ prefix: 'axeadmin', admin: true }), 'soporte');
	await expect(page.getByTestId('ticket-admin').first()).toBeVisible();
	await page.getByTestId('ticket-admin').first().getByRole('button').click();
	await expect(page.getByLabel('Respuesta del equipo')).toBeVisible();
	await expectNoAxeViolationsInBothThemes(page);
	for (const section of ['usuarios', 'contactos', 'notificaciones']) {
		await page.goto(`/admin#${section}`);
		await expect(page.getByRole('heading', { level: 2, name: /./ }).first()).toBeVisible();
		await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
		await expectNoAxeViolationsInBothThemes(page);
	}
});
