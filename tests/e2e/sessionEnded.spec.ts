import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import {
	backendUrl,
	createUser,
	insertAsService,
	sessionStorageKey,
	signInAs,
	type TestUser,
} from './backend.ts';
import { DEMO_ANON_KEY } from '../../supabase/local/config.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent, waitForHydration } from './utils.ts';

/**
 * Issue 45, item 2: a session ended on another device («cerrar sesión en todos los
 * dispositivos», POST /auth/v1/logout?scope=global) is said to be ended, whichever domain's
 * write meets it: the header shows the signed-out state and the page says «Tu sesión ha
 * terminado. Vuelve a iniciar sesión.» with a link back to sign in and to this page, focused.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

/** Another device signs out everywhere with the same account's token. */
async function signOutEverywhere(page: Page): Promise<void> {
	const token = await page.evaluate(
		(key) =>
			(JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token,
		sessionStorageKey,
	);
	const res = await fetch(`${backendUrl}/auth/v1/logout?scope=global`, {
		method: 'POST',
		headers: { apikey: DEMO_ANON_KEY, authorization: `Bearer ${token}` },
	});
	expect(res.status).toBe(204);
}

/**
 * Later, the access token expires: supabase-js reads the stored session before each call, finds
 * it expired and asks for a new one with a refresh token the server has revoked.
 */
async function expireStoredToken(page: Page): Promise<void> {
	await page.evaluate((key) => {
		const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at?: number };
		session.expires_at = Math.floor(Date.now() / 1000) - 60;
		localStorage.setItem(key, JSON.stringify(session));
	}, sessionStorageKey);
}

/** The one outcome, on `path`. */
async function expectEnded(page: Page, path: string): Promise<void> {
	const notice = page.getByTestId('session-ended');
	await expect(notice).toContainText('Tu sesión ha terminado. Vuelve a iniciar sesión.');
	await expect(notice).toBeFocused();
	await expect(notice.getByRole('link', { name: 'Iniciar sesión de nuevo' })).toHaveAttribute(
		'href',
		`/auth?redirect=${encodeURIComponent(path)}`,
	);
	const header = page.getByRole('banner');
	await expect(header.getByRole('button', { name: /^Notificaciones/ })).toBeHidden();
	await expect(header.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
	await expect(page.getByText('Ha ocurrido un error inesperado')).toHaveCount(0);
	await expect
		.poll(() => page.evaluate((key) => localStorage.getItem(key), sessionStorageKey))
		.toBeNull();
}

async function openSignedIn(page: Page, user: TestUser, path: string, scope = 'main') {
	await signInAs(page, user);
	await page.goto(path);
	await waitForHydration(page, page.locator(scope));
}

test('password: the server no longer knows the session', async ({ page }) => {
	const user = await createUser({ prefix: 'fin-clave' });
	await openSignedIn(page, user, '/dashboard#perfil');
	await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-2026');
	await page.getByLabel('Repite la nueva contraseña').fill('otra-clave-2026');
	await signOutEverywhere(page);
	await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
	await expectEnded(page, '/dashboard#perfil');
	await expectNoAxeViolationsInBothThemes(page);
});

test('profile: the token expired and cannot be refreshed', async ({ page }) => {
	const user = await createUser({ prefix: 'fin-perfil' });
	await openSignedIn(page, user, '/dashboard#perfil');
	await page.getByLabel('Nombre', { exact: true }).fill('Lucía María');
	await signOutEverywhere(page);
	await expireStoredToken(page);
	await page.getByRole('button', { name: 'Guardar cambios' }).click();
	await expectEnded(page, '/dashboard#perfil');
});

test('ticket: a new support ticket', async ({ page }) => {
	const user = await createUser({ prefix: 'fin-ticket' });
	await openSignedIn(page, user, '/soporte');
	await page.getByLabel('Asunto').fill('Duda sobre mi solicitud');
	await page.getByLabel('Mensaje').fill('¿Cuándo me llamáis para revisar la documentación?');
	await signOutEverywhere(page);
	await expireStoredToken(page);
	await page.getByRole('button', { name: 'Enviar ticket' }).click();
	await expectEnded(page, '/soporte');
});

test('upload: a document to the vault', async ({ page }) => {
	const user = await createUser({ prefix: 'fin-subida' });
	await insertAsService('application_progress', { user_id: user.id });
	await openSignedIn(page, user, '/dashboard#documentos');
	const picker = page.getByLabel('Subir archivo: DNI o NIE');
	await expect(picker).toBeAttached();
	await signOutEverywhere(page);
	await expireStoredToken(page);
	await picker.setInputFiles({
		name: 'dni.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
	});
	await expectEnded(page, '/dashboard#documentos');
});

test('save: a simulation from the simulator', async ({ page }) => {
	const user = await createUser({ prefix: 'fin-guardar' });
	await openSignedIn(page, user, '/herramientas#simulador-completo', '#simulador-completo');
	const simulator = page.locator('#simulador-completo');
	await simulator.getByLabel('Importe del préstamo').fill('150.000');
	await signOutEverywhere(page);
	await expireStoredToken(page);
	await simulator.getByRole('button', { name: 'Guardar simulación' }).click();
	// The way back keeps what was typed (the simulator's state is in its address).
	await expectEnded(page, '/herramientas?simulador-completo.importe=150.000#simulador-completo');
});
