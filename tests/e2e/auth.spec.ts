import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { createUser, sessionFor, sessionStorageKey, signInAs, uniqueEmail } from './backend.ts';
import { expectToastSeen, mailFor, recordToasts } from './authHelpers.ts';
import { presetConsent } from './utils.ts';

// A guard against hangs on a busy machine (hydration, bcrypt), not a performance budget.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
	// Sign-in hashes passwords with bcrypt and the machine is shared: room, not a budget.
	test.slow();
	await presetConsent(page);
	await recordToasts(page);
});

const toast = (page: Page) => page.getByTestId('toast');

/** Opens /auth (with `query`) and waits for the island to show its tabs. */
async function openAuth(page: Page, query = '') {
	await page.goto(`/auth${query}`);
	await expect(page.getByRole('tablist', { name: 'Acceso a tu cuenta' })).toBeVisible();
}

const register = (page: Page) => page.getByRole('tabpanel', { name: 'Registrarse' });
const login = (page: Page) => page.getByRole('tabpanel', { name: 'Iniciar Sesión' });

/** Fills every sign-up field with a valid value. */
async function fillRegister(page: Page, email: string, password = 'hipoteca-2026') {
	const form = register(page);
	await form.getByLabel('Inmobiliaria').check();
	await form.getByLabel('Nombre').fill('  Lucía  ');
	await form.getByLabel('Apellidos').fill('García Pérez');
	await form.getByLabel('Teléfono').fill('+34 612 345 678');
	await form.getByLabel('Email').fill(email);
	await form.getByLabel('Contraseña').fill(password);
	await form.getByLabel(/Acepto los/).check();
}

test('register is the default tab, ?mode=login opens login and the side link switches', async ({
	page,
}) => {
	await openAuth(page);
	await expect(page.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(register(page).getByText('Mínimo 8 caracteres')).toBeVisible();
	await expect(
		register(page).getByRole('link', { name: 'términos y condiciones' }),
	).toHaveAttribute('href', '/terminos');
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
	await register(page).getByRole('button', { name: '¿Ya te has registrado? →' }).click();
	await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(page).toHaveURL(/mode=login/);
	await expect(
		login(page).getByRole('link', { name: '¿Olvidaste tu contraseña?' }),
	).toHaveAttribute('href', '/reset-password');
	// Arrow keys move between the tabs (WAI-ARIA tabs).
	await page.getByRole('tab', { name: 'Iniciar Sesión' }).press('ArrowRight');
	await expect(page.getByRole('tab', { name: 'Registrarse' })).toBeFocused();
	await expect(register(page)).toBeVisible();

	await page.goto('/');
	await page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' }).click();
	await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute(
		'aria-selected',
		'true',
	);
});

test('a bad register value shows its exact message and marks its field invalid', async ({
	page,
}) => {
	await openAuth(page, '?mode=register');
	const form = register(page);
	await fillRegister(page, 'lucia@example.com');
	// One case proves the wiring (toast, aria-invalid, focus, description, text kept); the table
	// of bad values and their messages is in tests/unit/auth/schemas.test.ts.
	const input = form.getByLabel('Apellidos', { exact: true });
	await input.fill(' G ');
	await form.getByRole('button', { name: 'Siguiente →' }).click();
	const message = 'Los apellidos deben tener al menos 2 caracteres';
	await expect(toast(page)).toHaveText(new RegExp(`^Error de validación${message}`));
	await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
	await expect(input).toHaveAttribute('aria-invalid', 'true');
	await expect(input).toBeFocused();
	await expect(input).toHaveAccessibleDescription(new RegExp(message));
	// What was typed stays in the form.
	await expect(input).toHaveValue(' G ');
	await input.fill('García Pérez');

	await form.getByLabel(/Acepto los/).uncheck();
	await form.getByRole('button', { name: 'Siguiente →' }).click();
	await expect(toast(page)).toHaveText(/^ErrorDebes aceptar las condiciones para continuar/);
	await expect(form.getByLabel(/Acepto los/)).toHaveAttribute('aria-invalid', 'true');
	await expect(form.getByLabel('Nombre')).not.toHaveAttribute('aria-invalid');
});

test('register for real, confirm from the mailbox and land signed in on the return path', async ({
	page,
}) => {
	const email = uniqueEmail('registro');
	await openAuth(page, '?redirect=%2Fplanes');
	await fillRegister(page, email);
	await register(page).getByRole('button', { name: 'Siguiente →' }).click();
	await expect(toast(page)).toHaveText(
		/^Registro iniciadoRevisa tu correo y confirma tu cuenta para iniciar sesión\./,
	);
	// The confirm-your-email state, on the login tab with the address filled in.
	await expect(page.getByTestId('confirm-email')).toContainText(email);
	await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute(
		'aria-selected',
		'true',
	);
	await expect(login(page).getByLabel('Email')).toHaveValue(email);

	// Signing in before confirming gets the Spanish reason.
	await login(page).getByLabel('Contraseña').fill('hipoteca-2026');
	await login(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
	await expect(toast(page)).toHaveText(
		/^Error al iniciar sesiónTodavía no has confirmado tu email\./,
	);

	const mail = await mailFor(email, 'signup');
	expect(mail.subject).toBe('Confirma tu cuenta en Hipoteca Clara');
	expect(mail.text).toContain('Lucía');
	await page.goto(mail.link);
	await expect(page).toHaveURL(/\/planes$/);
	await expectToastSeen(
		page,
		/Cuenta confirmadaTu email está confirmado y ya has iniciado sesión\./,
	);
	const stored = await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey);
	expect(JSON.parse(stored ?? '{}')).toMatchObject({ user: { email } });

	// The account's metadata went to the profile: signing in again works with the password.
	await expect(sessionFor({ email, password: 'hipoteca-2026' })).resolves.toMatchObject({
		user: { email, user_metadata: { first_name: 'Lucía', role: 'inmobiliaria' } },
	});
});

test('a second sign-up with a registered email says the account exists', async ({ page }) => {
	const user = await createUser({ prefix: 'existe' });
	await openAuth(page);
	await fillRegister(page, user.email);
	await register(page).getByRole('button', { name: 'Siguiente →' }).click();
	await expect(toast(page)).toHaveText(
		/^Error en el registroYa existe una cuenta con este email\./,
	);
	await expect(register(page).getByLabel('Email')).toHaveValue(user.email);
});

test('login: wrong password is explained in Spanish, the right one goes to the return path', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'login' });
	await openAuth(page, '?mode=login&redirect=%2Fherramientas%3Ftab%3D1');
	await login(page).getByLabel('Email').fill(user.email);
	await login(page).getByLabel('Contraseña').fill('no-es-la-clave');
	await login(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
	await expect(toast(page)).toHaveText(/^Error al iniciar sesiónEmail o contraseña incorrectos\./);
	await expect(login(page).getByLabel('Email')).toHaveValue(user.email);

	await login(page).getByLabel('Contraseña').fill(user.password);
	await login(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
	await expect(page).toHaveURL(/\/herramientas\?tab=1$/);
	await expectToastSeen(page, /¡Bienvenido!Has iniciado sesión correctamente/);
});

test('an empty login shows the rule of the first field', async ({ page }) => {
	await openAuth(page, '?mode=login');
	await login(page).getByLabel('Email').fill('lucia@example.com');
	await login(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
	await expect(toast(page)).toHaveText(/^Error de validaciónLa contraseña es requerida/);
	await expect(login(page).getByLabel('Contraseña')).toHaveAttribute('aria-invalid', 'true');
});

for (const evil of ['https://evil.example/robo', '//evil.example']) {
	test(`no open redirect: ?redirect=${evil} ends on /dashboard`, async ({ page }) => {
		const user = await createUser({ prefix: 'redir' });
		await openAuth(page, `?mode=login&redirect=${encodeURIComponent(evil)}`);
		await login(page).getByLabel('Email').fill(user.email);
		await login(page).getByLabel('Contraseña').fill(user.password);
		await login(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
		await expect(page).toHaveURL('/dashboard');
	});
}

test('a signed-in visitor to /auth goes to the return path, never off the site', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'dentro' });
	await signInAs(page, user);
	// With a token still good it goes on before the screen's code (React, supabase-js) loads.
	const screenCode: string[] = [];
	page.on('request', (request) => {
		if (/\/_astro\/AuthScreen\./.test(request.url())) screenCode.push(request.url());
	});
	await page.goto('/auth?redirect=%2Fplanes');
	await expect(page).toHaveURL('/planes');
	await page.goto(`/auth?redirect=${encodeURIComponent('//evil.example')}`);
	await expect(page).toHaveURL('/dashboard');
	expect(screenCode).toEqual([]);
});

test('a network failure keeps what was typed and says so', async ({ page }) => {
	await page.route('**/auth/v1/**', (route) => route.abort('internetdisconnected'));
	await openAuth(page, '?mode=login');
	await login(page).getByLabel('Email').fill('lucia@example.com');
	await login(page).getByLabel('Contraseña').fill('hipoteca-2026');
	await login(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
	await expect(toast(page)).toHaveText(
		/^Error al iniciar sesiónNo hemos podido conectar con el servidor\./,
	);
	await expect(login(page).getByLabel('Email')).toHaveValue('lucia@example.com');
	await expect(login(page).getByLabel('Contraseña')).toHaveValue('hipoteca-2026');
	await expect(login(page).getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();

	await page.getByRole('tab', { name: 'Registrarse' }).click();
	await fillRegister(page, 'lucia@example.com');
	await register(page).getByRole('button', { name: 'Siguiente →' }).click();
	await expect(toast(page)).toHaveText(/^Error en el registroNo hemos podido conectar/);
	await expect(register(page).getByLabel('Apellidos')).toHaveValue('García Pérez');
	await expect(register(page).getByLabel(/Acepto los/)).toBeChecked();
});

test('reset a password through the mailbox and sign in with the new one', async ({ page }) => {
	const user = await createUser({ prefix: 'reset' });
	await page.goto('/auth?mode=login');
	await login(page).getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
	await expect(page).toHaveURL('/reset-password');
	await page.getByLabel('Email').fill(user.email);
	await page.getByRole('button', { name: 'Enviar enlace' }).click();
	await expect(page.getByRole('heading', { name: 'Enlace enviado' })).toBeFocused();

	const mail = await mailFor(user.email, 'recovery');
	expect(mail.subject).toBe('Restablece tu contraseña de Hipoteca Clara');
	await page.goto(mail.link);
	await expect(page.getByRole('heading', { name: 'Crea tu nueva contraseña' })).toBeVisible();
	const password = page.getByLabel('Nueva contraseña', { exact: true });
	const repeat = page.getByLabel('Repite la nueva contraseña');
	await password.fill('corta');
	await page.getByRole('button', { name: 'Guardar contraseña' }).click();
	await expect(toast(page)).toHaveText(
		/^Error de validaciónLa contraseña debe tener al menos 8 caracteres/,
	);
	await expect(password).toHaveAttribute('aria-invalid', 'true');
	// Asked twice, like the profile: a different repetition is refused on that field.
	await password.fill('nueva-clave-2026');
	await repeat.fill('nueva-clave-2027');
	await page.getByRole('button', { name: 'Guardar contraseña' }).click();
	await expect(repeat).toHaveAttribute('aria-invalid', 'true');
	await expect(repeat).toBeFocused();
	await expect(page.locator('#reset-password-repeat-error')).toHaveText(
		'Las contraseñas no coinciden',
	);
	await repeat.fill('nueva-clave-2026');
	await page.getByRole('button', { name: 'Guardar contraseña' }).click();
	await expect(page).toHaveURL('/dashboard');
	await expectToastSeen(
		page,
		/Contraseña actualizadaHas iniciado sesión con tu nueva contraseña\./,
	);

	await expect(
		sessionFor({ email: user.email, password: 'nueva-clave-2026' }),
	).resolves.toBeTruthy();
	await expect(sessionFor(user)).rejects.toThrow(/HTTP 400/);
});

test('an expired or used email link says so in Spanish', async ({ page, baseURL }) => {
	const { backendUrl } = await import('./backend.ts');
	const target = encodeURIComponent(`${baseURL}/reset-password`);
	await page.goto(
		`${backendUrl}/auth/v1/verify?token=${'0'.repeat(56)}&type=recovery&redirect_to=${target}`,
	);
	await expect(page.getByRole('main').getByRole('alert')).toHaveText(
		'El enlace no es válido o ha caducado. Solicita uno nuevo.',
	);
	await expectToastSeen(page, /Enlace no válidoEl enlace no es válido o ha caducado\./);
	await expect(page).toHaveURL('/reset-password');
	await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
});
