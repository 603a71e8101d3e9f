import type { Page } from '@playwright/test';
import { specTexts, specTextsAt, type SpecPlace } from '../../src/lib/i18n/specTexts.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { createUser, insertAsService, signInAs, uniqueEmail } from './backend.ts';
import { expectToastSeen, recordToasts } from './authHelpers.ts';
import { presetConsent } from './utils.ts';

/**
 * Issue 45: the texts SPEC.md defines are contracts. Every one of them, read from the project's
 * single list (src/lib/i18n/specTexts.ts), is found on screen where a person meets it.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
	await recordToasts(page);
});

/** Expects every text of `place` visible (exactly, as a whole text) somewhere in `page`. */
async function expectTexts(page: Page, place: SpecPlace, scope = page.locator('body')) {
	for (const text of specTextsAt(place)) {
		await expect(
			scope.getByText(text, { exact: true }).first(),
			`${place}: «${text}»`,
		).toBeVisible();
	}
}

/** Holds the requests to `pattern` until released; `reached` resolves once one is held. */
async function hold(page: Page, pattern: string) {
	let release = () => {};
	let reached = () => {};
	const held = new Promise<void>((resolve) => (reached = resolve));
	const gate = new Promise<void>((resolve) => (release = resolve));
	await page.route(pattern, async (route) => {
		reached();
		await gate;
		await route.continue();
	});
	return { held, release: () => release() };
}

const register = (page: Page) => page.getByRole('tabpanel', { name: 'Registrarse' });
const login = (page: Page) => page.getByRole('tabpanel', { name: 'Iniciar Sesión' });

async function fillRegister(page: Page, email: string) {
	const form = register(page);
	await form.getByLabel('Particular').check();
	await form.getByLabel('Nombre').fill('Lucía');
	await form.getByLabel('Apellidos').fill('García Pérez');
	await form.getByLabel('Teléfono').fill('612 345 678');
	await form.getByLabel('Email').fill(email);
	await form.getByLabel('Contraseña').fill('hipoteca-2026');
	await form.getByLabel(/Acepto los/).check();
}

test('every place of the list is one this test visits', () => {
	const visited: SpecPlace[] = [
		'header',
		'home',
		'register',
		'registerBusy',
		'login',
		'loginBusy',
		'registerRule',
		'loginRule',
		'toast',
		'notFound',
		'palette',
		'paletteEmpty',
		'signedInHeader',
		'bell',
		'inactivity',
		'fallback',
	];
	expect([...new Set(specTexts.map((t) => t.place))].sort()).toEqual([...visited].sort());
});

test('the public pages, the palette and the 404 say the spec texts', async ({ page }) => {
	await page.goto('/');
	await expectTexts(page, 'header', page.getByRole('banner'));
	await expectTexts(page, 'home', page.getByRole('main'));
	await page.getByRole('banner').getByRole('link', { name: 'Buscar' }).click();
	const palette = page.getByRole('dialog', { name: 'Buscar página o artículo' });
	await expect(palette.getByPlaceholder(specTextsAt('palette')[0]!)).toBeFocused();
	for (const group of specTextsAt('palette').slice(1)) {
		await expect(palette.getByRole('group', { name: group })).toBeVisible();
	}
	await palette.getByRole('combobox').fill('qqzzxw');
	await expectTexts(page, 'paletteEmpty', palette);
	await page.goto('/no-existe-esta-pagina');
	await expectTexts(page, 'notFound', page.getByRole('main'));
});

test('the auth screen: its labels, busy texts, every rule message and its toasts', async ({
	page,
}) => {
	await page.goto('/auth');
	await expect(page.getByRole('tablist', { name: 'Acceso a tu cuenta' })).toBeVisible();
	await expectTexts(page, 'register', page.getByRole('main'));
	const submit = register(page).getByRole('button', { name: 'Siguiente →' });

	const fields: [string, string, number][] = [
		['Nombre', 'L', 0],
		['Nombre', 'L'.repeat(101), 1],
		['Apellidos', 'G', 2],
		['Apellidos', 'G'.repeat(101), 3],
		['Teléfono', '612 34', 4],
		['Teléfono', '6'.repeat(21), 5],
		['Email', 'lucia@', 6],
		['Email', `${'l'.repeat(250)}@example.com`, 7],
		['Contraseña', 'corta', 8],
		['Contraseña', 'c'.repeat(101), 9],
	];
	const rules = specTextsAt('registerRule');
	await fillRegister(page, uniqueEmail('spec'));
	for (const [label, bad, rule] of fields) {
		const input = register(page).getByLabel(label, { exact: true });
		const good = await input.inputValue();
		await input.fill(bad);
		await submit.click();
		await expect(input).toHaveAccessibleDescription(
			new RegExp(rules[rule]!.replace(/[.]/g, '\\.')),
		);
		await input.fill(good);
	}
	await register(page)
		.getByLabel(/Acepto los/)
		.uncheck();
	await submit.click();
	await expectToastSeen(page, /"Error(Debes aceptar las condiciones para continuar)/);
	await expect(page.getByText(rules[10]!).first()).toBeVisible();
	await expectToastSeen(page, /Error de validación/);

	// Registration refused by the service, then busy and accepted.
	await register(page)
		.getByLabel(/Acepto los/)
		.check();
	await page.route('**/auth/v1/signup**', (route) =>
		route.fulfill({
			status: 422,
			contentType: 'application/json',
			body: JSON.stringify({ code: 'signup_disabled', msg: 'Signups not allowed' }),
		}),
	);
	await submit.click();
	await expectToastSeen(page, /Error en el registro/);
	await page.unroute('**/auth/v1/signup**');
	const signup = await hold(page, '**/auth/v1/signup**');
	await submit.click();
	await signup.held;
	await expectTexts(page, 'registerBusy', register(page));
	signup.release();
	for (const text of specTextsAt('toast').slice(-2)) {
		await expectToastSeen(page, new RegExp(text.replace(/[.]/g, '\\.')));
	}

	// Login: the rule, the refusal, busy, and the welcome.
	await page.goto('/auth?mode=login');
	await expectTexts(page, 'login', login(page));
	await login(page).getByLabel('Email').fill('lucia@example.com');
	await login(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
	await expectTexts(page, 'loginRule', login(page));
	await login(page).getByLabel('Contraseña').fill('no-es-esta');
	await login(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
	await expectToastSeen(page, /Error al iniciar sesión/);
	const user = await createUser({ prefix: 'spec' });
	await login(page).getByLabel('Email').fill(user.email);
	await login(page).getByLabel('Contraseña').fill(user.password);
	const token = await hold(page, '**/auth/v1/token**');
	await login(page).getByRole('button', { name: 'Iniciar Sesión' }).click();
	await token.held;
	await expectTexts(page, 'loginBusy', login(page));
	token.release();
	await expectToastSeen(page, /¡Bienvenido!Has iniciado sesión correctamente/);
});

test('signed in: Mi Panel, the bell with its empty text and its action', async ({ page }) => {
	const user = await createUser({ prefix: 'spec-bell' });
	await signInAs(page, user);
	await page.goto('/planes');
	await expectTexts(page, 'signedInHeader', page.getByRole('banner'));
	const bell = page.getByRole('banner').getByRole('button', { name: /^Notificaciones,/ });
	await bell.click();
	await expect(page.getByText(specTextsAt('bell')[0]!, { exact: true })).toBeVisible();
	await insertAsService('notifications', {
		user_id: user.id,
		title: 'Aviso de prueba',
		message: 'Un aviso sin leer.',
	});
	await expect(page.getByRole('button', { name: specTextsAt('bell')[1]! })).toBeVisible();
});

test('the inactivity warning and sign-out, and the fallback screen', async ({ page }) => {
	const user = await createUser({ prefix: 'spec-idle' });
	await page.clock.install();
	await signInAs(page, user);
	await page.goto('/planes');
	await expect(
		page.getByRole('banner').getByRole('button', { name: /^Notificaciones,/ }),
	).toBeVisible();
	await page.clock.fastForward('55:00');
	const [warnTitle, warnText, endTitle, endText] = specTextsAt('inactivity');
	await expectToastSeen(page, new RegExp(`${warnTitle}${warnText}`.replace(/[.]/g, '\\.')));
	await page.clock.fastForward('05:00');
	await expectToastSeen(page, new RegExp(`${endTitle}${endText}`.replace(/[.]/g, '\\.')));

	await page.goto('/__e2e/error-fallback');
	await page.getByRole('button', { name: 'Provocar error' }).click();
	const fallback = page.getByTestId('error-fallback');
	for (const text of specTextsAt('fallback')) {
		await expect(fallback.getByText(text).first()).toBeVisible();
	}
});
