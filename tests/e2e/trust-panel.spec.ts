// Dominio: dashboard
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
	createUser,
	insertAsService,
	selectAsService,
	signInAs,
	type TestUser,
} from './backend.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent, waitForHydration } from './utils.ts';

/**
 * Mi Panel as people meet it (issue 26, items 4, 9, 11, 12, 14 and 18): Spanish errors, the
 * header's name after a profile change, the phone rule, saved simulations and valuations that
 * reopen, rename and delete with focus on each outcome, the tracker's links and «Solicitar
 * estudio», the phone section menu and an offline panel that says so at once.
 */

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

const nbsp = '\u00a0';

/** Signs `user` in and opens a section of the panel, hydrated. */
async function openPanel(page: Page, user: TestUser, hash: string) {
	await signInAs(page, user);
	await page.goto(`/dashboard#${hash}`);
	await waitForHydration(page, page.locator('main'));
}

test('the profile focuses the outcome and renames the account menu', async ({ page }) => {
	const user = await createUser({ prefix: 'perfil-nombre' });
	await openPanel(page, user, 'perfil');
	const phone = page.getByLabel('Teléfono');
	await expect(phone).toHaveValue('600123456');
	// Phone digits are counted, not characters ('12 34 567' is refused): tests/unit/auth/phone.test.ts;
	// the error's wiring in the profile form: dashboard.spec.ts «a bad phone shows its Spanish message…».
	await phone.fill('+34 611 222 333');
	await page.getByLabel('Nombre', { exact: true }).fill('Marta');
	await page.getByRole('button', { name: 'Guardar cambios' }).click();
	const outcome = page.getByTestId('perfil-resultado');
	await expect(outcome).toHaveText('Cambios guardados: tu perfil está actualizado.');
	await expect(outcome).toBeFocused();
	const menu = page.getByRole('button', { name: 'Mi cuenta: Marta García Pérez' });
	await expect(menu).toBeVisible();
	await page.reload();
	await expect(page.getByRole('button', { name: 'Mi cuenta: Marta García Pérez' })).toBeVisible();
	const [stored] = await selectAsService<{ first_name: string; phone: string }>(
		'profiles',
		`select=first_name,phone&id=eq.${user.id}`,
	);
	expect(stored).toEqual({ first_name: 'Marta', phone: '+34 611 222 333' });
});

test('an email already in use is refused in Spanish next to the field', async ({ page }) => {
	const taken = await createUser({ prefix: 'ocupado' });
	const user = await createUser({ prefix: 'cambia-email' });
	await openPanel(page, user, 'perfil');
	await page.getByLabel('Nuevo email').fill(taken.email);
	await page.getByRole('button', { name: 'Cambiar email' }).click();
	await expect(page.locator('#perfil-email-error')).toHaveText(
		'Ya existe una cuenta con este email. Inicia sesión o restablece tu contraseña.',
	);
	await expect(page.getByText('already been registered')).toHaveCount(0);
	await expect(page.getByLabel('Nuevo email')).toHaveValue(taken.email);
});

/** A full simulator input: 256.000 € at a fixed 3 % over 30 years. */
const simulatorInput = {
	price: 320000,
	amount: 256000,
	years: 30,
	rateType: 'fija',
	tin: 3,
	euribor: 2.2,
	diferencial: 0.6,
	revisionMonths: 12,
	fixedYears: 10,
	provinceId: 'madrid',
	homeType: 'resale',
	url: 'http://localhost/herramientas?simulador-completo.importe=256.000#simulador-completo',
};

test('a saved simulation says amount, term, rate type and payment once; rename and delete keep focus', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'simulaciones' });
	for (const name of ['Hipoteca de 256.000,00 € a 30 años', 'Piso de la playa']) {
		await insertAsService('saved_simulations', {
			user_id: user.id,
			name,
			kind: 'completa',
			input: simulatorInput,
		});
	}
	await openPanel(page, user, 'simulaciones');
	const items = page.getByTestId('simulacion-guardada');
	await expect(items).toHaveCount(2);
	const legacy = items.filter({ hasText: 'Hipoteca de 256.000,00' });
	// 256.000 × 0,0025 / (1 − 1,0025^−360) = 1.079,31 € a month (French system, checked by hand).
	await expect(legacy.getByTestId('simulacion-cifras')).toHaveText(
		`30 años · Tipo fijo · Cuota 1.079,31${nbsp}€/mes`,
	);
	const named = items.filter({ hasText: 'Piso de la playa' });
	await expect(named.getByTestId('simulacion-cifras')).toHaveText(
		`256.000${nbsp}€ · 30 años · Tipo fijo · Cuota 1.079,31${nbsp}€/mes`,
	);

	await named.getByRole('button', { name: /^Renombrar/ }).click();
	await expect(named.getByLabel('Nuevo nombre')).toBeFocused();
	await named.getByLabel('Nuevo nombre').fill('Ático en Valencia');
	await named.getByRole('button', { name: 'Guardar nombre' }).click();
	const renamed = items.filter({ hasText: 'Ático en Valencia' });
	await expect(renamed.getByRole('heading', { name: 'Ático en Valencia' })).toBeFocused();
	await expect(page.getByTestId('anuncio')).toHaveText('Nombre cambiado a «Ático en Valencia».');

	await renamed.getByRole('button', { name: /^Eliminar/ }).click();
	await expect(renamed.getByText('¿Eliminar la simulación «Ático en Valencia»?')).toBeFocused();
	await renamed.getByRole('button', { name: 'Sí, eliminar' }).click();
	await expect(items).toHaveCount(1);
	await expect(page.getByTestId('total-guardadas')).toBeFocused();
	await expect(page.getByTestId('total-guardadas')).toHaveText('Tienes 1 simulación guardada.');
	await expect(page.getByTestId('anuncio')).toHaveText('Eliminada: «Ático en Valencia».');
	expect(await selectAsService('saved_simulations', `select=name&user_id=eq.${user.id}`)).toEqual([
		{ name: 'Hipoteca de 256.000,00 € a 30 años' },
	]);
});

test('the signed-out simulator says that signing in lets you save, and links back', async ({
	page,
}) => {
	await page.goto('/herramientas#simulador-completo');
	const simulator = page.locator('#simulador-completo');
	await waitForHydration(page, simulator);
	await simulator.getByLabel('Importe del préstamo').fill('180.000');
	const invite = simulator.getByTestId('guardar-acceso');
	await expect(invite).toHaveText(
		'Inicia sesión para guardar esta simulación en tu panel y reabrirla cuando quieras.',
	);
	await expect(invite.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
		'href',
		/^\/auth\?redirect=%2Fherramientas%3F.*180\.000.*%23simulador-completo$/,
	);
});

test('a valuation saves once, reopens with its inputs, is renamed and deleted', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'valoraciones' });
	await signInAs(page, user);
	await page.goto('/valoracion-inmueble');
	// Signed in too, the valuation hydrates on the first interaction (what was typed is kept).
	await page.getByLabel('Municipio (opcional)').fill('Getafe');
	await waitForHydration(page, page.locator('main'));
	await page.getByLabel('Terraza').check();
	const save = page.getByRole('button', { name: 'Guardar en mi panel' });
	await save.click();
	const said = page.getByTestId('valoracion-guardada-aviso');
	await expect(said).toContainText('Valoración guardada en tu panel.');
	await expect(said).toBeFocused();
	// One confirmation: no toast says it a second time.
	await expect(page.getByText('Valoración guardada en tu panel', { exact: false })).toHaveCount(1);
	await save.click();
	await expect(said).toContainText(
		'Ya tenías guardada esta valoración con los mismos datos: no la hemos duplicado.',
	);
	expect(await selectAsService('valuations', `select=id&user_id=eq.${user.id}`)).toHaveLength(1);

	await page.goto('/dashboard#valoraciones');
	const item = page.getByTestId('valoracion-guardada');
	await expect(item.getByRole('heading')).toHaveText('Piso de 85 m² en Getafe, Madrid');
	await item.getByRole('link', { name: /^Abrir en la valoración/ }).click();
	await expect(page).toHaveURL(/\/valoracion-inmueble\?.*valoracion\.municipio=Getafe/);
	await waitForHydration(page, page.locator('main'));
	await expect(page.getByLabel('Municipio (opcional)')).toHaveValue('Getafe');
	await expect(page.getByLabel('Terraza')).toBeChecked();

	await page.goto('/dashboard#valoraciones');
	await item.getByRole('button', { name: /^Renombrar/ }).click();
	await item.getByLabel('Nuevo nombre').fill('Casa de mis padres');
	await item.getByRole('button', { name: 'Guardar nombre' }).click();
	await expect(item.getByRole('heading', { name: 'Casa de mis padres' })).toBeFocused();
	await item.getByRole('button', { name: /^Eliminar/ }).click();
	await item.getByRole('button', { name: 'Sí, eliminar' }).click();
	await expect(page.getByText('No tienes valoraciones guardadas.')).toBeFocused();
	expect(await selectAsService('valuations', `select=id&user_id=eq.${user.id}`)).toEqual([]);
});

test('each tracker step links to what it asks for, and «Solicitar estudio» opens the application', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'solicitud' });
	await openPanel(page, user, 'solicitud');
	const panel = page.getByRole('region', { name: 'Mi solicitud' });
	await expect(panel.getByRole('link', { name: 'Abrir el simulador (paso 1)' })).toHaveAttribute(
		'href',
		'/herramientas#simulador-completo',
	);
	await expect(
		panel.getByRole('link', { name: 'Calcular tu viabilidad (paso 2)' }),
	).toHaveAttribute('href', '/herramientas#viabilidad');
	await expect(panel.getByRole('link', { name: 'Subir tus documentos (paso 3)' })).toHaveAttribute(
		'href',
		'/dashboard#documentos',
	);
	await panel.getByRole('button', { name: 'Solicitar estudio' }).click();
	const status = panel.getByTestId('solicitud-estado');
	await expect(status).toContainText('Estado de tu solicitud: En curso.');
	await expect(status).toBeFocused();
	expect(
		await selectAsService(
			'application_progress',
			`select=current_step,status&user_id=eq.${user.id}`,
		),
	).toEqual([{ current_step: 1, status: 'en_curso' }]);
});

test('«Marcar todas como leídas» moves focus to the list and says so', async ({ page }) => {
	const user = await createUser({ prefix: 'avisos' });
	for (const title of ['Primer aviso', 'Segundo aviso']) {
		await insertAsService('notifications', { user_id: user.id, title, message: 'Hola' });
	}
	await openPanel(page, user, 'notificaciones');
	await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
	await expect(page.getByRole('list', { name: 'Tus notificaciones' })).toBeFocused();
	await expect(page.getByTestId('anuncio')).toHaveText(
		'Todas las notificaciones están marcadas como leídas.',
	);
	expect(await selectAsService('notifications', `select=is_read&user_id=eq.${user.id}`)).toEqual([
		{ is_read: true },
		{ is_read: true },
	]);
});

test('on a 320 px phone the sections are one select and nothing overflows', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 640 });
	const user = await createUser({ prefix: 'movil' });
	await openPanel(page, user, 'perfil');
	await expect(page.getByRole('navigation', { name: 'Secciones del panel' })).toBeHidden();
	const select = page.getByLabel('Sección del panel');
	await select.selectOption('valoraciones');
	await expect(page).toHaveURL(/#valoraciones$/);
	await expect(page.getByRole('heading', { name: 'Valoraciones' })).toBeFocused();
	// The section's card starts within the first screen.
	const card = page.getByRole('region', { name: 'Valoraciones' });
	expect((await card.boundingBox())!.y).toBeLessThan(640);
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('offline, a panel section says it could not load instead of «Cargando…»', async ({
	page,
	context,
}) => {
	const user = await createUser({ prefix: 'sin-red' });
	await openPanel(page, user, 'perfil');
	await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Lucía');
	// The bell has loaded the notifications' code: only the network is missing.
	await expect(
		page.getByRole('button', { name: 'Notificaciones, ninguna sin leer' }),
	).toBeVisible();
	await context.setOffline(true);
	await page.getByRole('link', { name: 'Notificaciones' }).click();
	const section = page.locator('main').getByRole('region', { name: 'Notificaciones' });
	await expect(section.getByRole('alert')).toContainText(
		'No hemos podido cargar estos datos. Comprueba tu conexión e inténtalo de nuevo.',
	);
	// Back online, the section loads again by itself (the query context refetches on reconnect).
	await context.setOffline(false);
	await expect(section.getByText('No hay notificaciones')).toBeVisible();
});

test('saved lists, a delete question and the tracker pass axe in either theme', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'axe-' });
	await insertAsService('saved_simulations', {
		user_id: user.id,
		name: 'Piso de la playa',
		kind: 'completa',
		input: simulatorInput,
	});
	await openPanel(page, user, 'simulaciones');
	const item = page.getByTestId('simulacion-guardada');
	await item.getByRole('button', { name: /^Eliminar/ }).click();
	await expect(item.getByRole('group', { name: 'Confirmar eliminación' })).toBeVisible();
	await expectNoAxeViolationsInBothThemes(page, 'main');
	await page.getByRole('link', { name: 'Mi solicitud' }).click();
	await expect(page.getByRole('button', { name: 'Solicitar estudio' })).toBeVisible();
	await expectNoAxeViolationsInBothThemes(page, 'main');
});
