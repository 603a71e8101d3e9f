import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createUser, signInAs } from './backend.ts';
import { holdIslandCode, presetConsent } from './utils.ts';

/**
 * The signed-in shell as people meet it (issue 26 items 8, 10, 12, 13, 16, 20; issue 31 item 1):
 * auth screens, toasts, header, floating button, installable app and the private pages' gate.
 */

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

/** Whether two boxes share some area. */
const overlap = (
	a: { x: number; y: number; width: number; height: number },
	b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the sign-up form keeps a draft across a reload, never the password, and says «Siguiente →»', async ({
	page,
}) => {
	await page.goto('/auth?mode=register');
	const form = page.getByRole('tabpanel', { name: 'Registrarse' });
	await form.getByRole('radio', { name: 'Inmobiliaria' }).check();
	await form.getByLabel('Nombre').fill('Pilar');
	await form.getByLabel('Apellidos').fill('Núñez Ortega');
	await form.getByLabel('Teléfono').fill('612 345 678');
	await form.getByLabel('Email').fill('pilar@example.com');
	await form.getByLabel('Contraseña').fill('clave-secreta-2026');
	await expect(form.getByRole('button', { name: 'Siguiente →' })).toBeVisible();

	await page.reload();
	const again = page.getByRole('tabpanel', { name: 'Registrarse' });
	await expect(again.getByRole('radio', { name: 'Inmobiliaria' })).toBeChecked();
	await expect(again.getByLabel('Nombre')).toHaveValue('Pilar');
	await expect(again.getByLabel('Apellidos')).toHaveValue('Núñez Ortega');
	await expect(again.getByLabel('Teléfono')).toHaveValue('612 345 678');
	await expect(again.getByLabel('Email')).toHaveValue('pilar@example.com');
	await expect(again.getByLabel('Contraseña')).toHaveValue('');
	const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
	expect(stored).toContain('Pilar');
	expect(stored).not.toContain('clave-secreta-2026');
});

test('typed before the code arrives (a slow network), the sign-up draft survives a reload', async ({
	page,
}) => {
	const network = await holdIslandCode(page, 'AuthScreen');
	await page.goto('/auth?mode=register');
	const form = page.getByRole('tabpanel', { name: 'Registrarse' });
	await form.getByRole('radio', { name: 'Promotora' }).check();
	await form.getByLabel('Nombre').fill('Rocío');
	await form.getByLabel('Apellidos').fill('Ibáñez');
	await form.getByLabel('Email').fill('rocio@example.com');
	await form.getByLabel('Contraseña').fill('clave-secreta-2026');
	// Still the server's markup: Astro removes `ssr` once the island hydrates.
	await expect(page.locator('astro-island[ssr]')).toHaveCount(1);

	await network.reload();
	const again = page.getByRole('tabpanel', { name: 'Registrarse' });
	await expect(again.getByRole('radio', { name: 'Promotora' })).toBeChecked();
	await expect(again.getByLabel('Nombre')).toHaveValue('Rocío');
	await expect(again.getByLabel('Apellidos')).toHaveValue('Ibáñez');
	await expect(again.getByLabel('Email')).toHaveValue('rocio@example.com');
	await expect(again.getByLabel('Contraseña')).toHaveValue('');
	const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
	expect(stored).not.toContain('clave-secreta-2026');
});

test('a refused sign-in is written next to the form and takes the focus', async ({ page }) => {
	const user = await createUser({ prefix: 'acceso-fallido' });
	await page.goto('/auth?mode=login');
	const form = page.getByRole('tabpanel', { name: 'Iniciar Sesión' });
	await form.getByLabel('Email').fill(user.email);
	await form.getByLabel('Contraseña').fill('no-es-la-clave');
	await form.getByRole('button', { name: 'Iniciar Sesión' }).click();
	const problem = form.getByTestId('form-problem');
	// Waiting (bounded by the test's timeout) for the server's answer on a busy machine.
	await problem.waitFor();
	await expect(problem).toHaveText('Email o contraseña incorrectos.');
	await expect(problem).toBeFocused();
	await expect(form.getByLabel('Contraseña')).toHaveValue('no-es-la-clave');
});

test.describe('toasts at 390 px', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test('a toast waits while hovered or focused and never covers the focused field', async ({
		page,
	}) => {
		await page.clock.install();
		await page.goto('/auth?mode=login');
		const form = page.getByRole('tabpanel', { name: 'Iniciar Sesión' });
		const email = form.getByLabel('Email');
		// The field right under the header, where the toast appears by default.
		await email.evaluate((el) => el.scrollIntoView({ block: 'start' }));
		await email.focus();
		await page.keyboard.press('Enter');
		const toast = page.getByTestId('toast');
		await expect(toast).toContainText('Error de validación');
		await expect(email).toBeFocused();
		const [toastBox, fieldBox] = await Promise.all([toast.boundingBox(), email.boundingBox()]);
		expect(toastBox && fieldBox && overlap(toastBox, fieldBox)).toBe(false);

		// Hovered: it stays however long the pointer rests on it, then leaves after its time.
		await toast.hover();
		await page.clock.runFor(15_000);
		await expect(toast).toBeVisible();
		await page.mouse.move(5, 400);
		await page.clock.runFor(6_000);
		await expect(toast).toBeHidden();

		// Focused (its close button): the same.
		await email.focus();
		await page.keyboard.press('Enter');
		await expect(toast).toBeVisible();
		await toast.getByRole('button').focus();
		await page.clock.runFor(15_000);
		await expect(toast).toBeVisible();
		await email.focus();
		await page.clock.runFor(6_000);
		await expect(toast).toBeHidden();
	});
});

test.describe('on a 320 px phone', () => {
	// Phone emulation: content wider than the screen widens the layout viewport instead of
	// scrolling, which is how a wide panel pushed «Abrir menú» off the screen.
	test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

	for (const state of ['signed-out', 'signed-in', 'admin'] as const) {
		test(`${state}: the header fits and «Abrir menú» is fully on screen`, async ({ page }) => {
			if (state !== 'signed-out') {
				await signInAs(page, await createUser({ prefix: 'cabecera', admin: state === 'admin' }));
			}
			const paths = ['/blog/guia-comprar-primera-vivienda'];
			if (state !== 'signed-out') paths.push('/dashboard');
			for (const path of paths) {
				await page.goto(path);
				const header = page.getByRole('banner');
				if (state !== 'signed-out') {
					await header.getByRole('button', { name: /^Notificaciones,/ }).waitFor();
				}
				const open = header.getByRole('button', { name: 'Abrir menú' });
				const box = await open.boundingBox();
				expect(box && box.x + box.width, path).toBeLessThanOrEqual(320);
				await expect(open).toBeInViewport({ ratio: 1 });
				const headerWidth = await header.evaluate((el) => el.getBoundingClientRect().width);
				expect(headerWidth, path).toBeLessThanOrEqual(320);
				await open.click();
				await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
				await page.keyboard.press('Escape');
			}
		});
	}

	test('the WhatsApp button never covers the focused field', async ({ page }) => {
		await page.goto('/contacto');
		const field = page.locator('main textarea').first();
		await field.focus();
		// The field's bottom edge just above the bottom of the screen, where the button floats.
		await field.evaluate((el) => {
			const rect = el.getBoundingClientRect();
			window.scrollBy(0, rect.bottom - (window.innerHeight - 8));
		});
		await expect(field).toBeFocused();
		await expect
			.poll(() =>
				field.evaluate((el) => {
					const rect = el.getBoundingClientRect();
					const hit = document.elementFromPoint(rect.right - 12, rect.bottom - 12);
					return hit !== null && el.contains(hit);
				}),
			)
			.toBe(true);
	});
});

/** Console errors and uncaught errors of the page, across navigations. */
function collectErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	page.on('pageerror', (error) => errors.push(error.message));
	return errors;
}

test('signed in, the private pages and the valuation render without a hydration error (#418)', async ({
	page,
}) => {
	const errors = collectErrors(page);
	await signInAs(page, await createUser({ prefix: 'hidratacion', admin: true }));
	// Each page is waited for (bounded by the test's timeout): islands load slowly when busy.
	await page.goto('/dashboard');
	await page.getByRole('heading', { level: 2, name: 'Mi perfil' }).waitFor();
	await page.goto('/admin');
	await page.getByRole('heading', { level: 1, name: 'Administración' }).waitFor();
	await page.goto('/valoracion-inmueble');
	const tool = page.locator('astro-island').first();
	await tool.scrollIntoViewIfNeeded();
	// The valuation hydrates on the first interaction, signed in too.
	await page.getByLabel('Planta').focus();
	// Every island hydrated: Astro removes their ssr attribute.
	await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
	// Already signed in, the sign-in page sends the visitor on to the panel.
	await page.goto('/auth');
	await page.waitForURL(/\/dashboard$/);
	await page.getByRole('heading', { level: 2, name: 'Mi perfil' }).waitFor();
	expect(errors.filter((text) => /418|hydrat/i.test(text))).toEqual([]);
});

test('the web app manifest is linked, valid and its icons are the declared PNG sizes', async ({
	page,
	request,
}) => {
	await page.goto('/');
	const href = await page.locator('link[rel="manifest"]').getAttribute('href');
	expect(href).toBe('/manifest.webmanifest');
	const response = await request.get(href!);
	expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
	const manifest = (await response.json()) as {
		icons: { src: string; sizes: string; type: string; purpose: string }[];
		shortcuts: { name: string; url: string }[];
	};
	expect(manifest).toMatchObject({
		name: 'Hipoteca Clara',
		short_name: 'H. Clara',
		lang: 'es-ES',
		start_url: '/dashboard',
		scope: '/',
		display: 'standalone',
		theme_color: '#175653',
	});
	expect(manifest.shortcuts.map((s) => s.url)).toEqual([
		'/herramientas#simulador-completo',
		'/soporte',
		'/dashboard#formularios',
	]);
	expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
		'192x192 any',
		'512x512 any',
		'192x192 maskable',
		'512x512 maskable',
	]);
	const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
	const files = [
		...manifest.icons.map((i) => ({ src: i.src, size: Number(i.sizes.split('x')[0]) })),
		{ src: appleIcon!, size: 180 },
	];
	for (const { src, size } of files) {
		const icon = await request.get(src);
		expect(icon.status(), src).toBe(200);
		expect(icon.headers()['content-type']).toBe('image/png');
		const png = await icon.body();
		// PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
		expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
		expect([png.readUInt32BE(16), png.readUInt32BE(20)], src).toEqual([size, size]);
	}
});

test('signed out, a private page sends to sign in before downloading its island', async ({
	page,
}) => {
	const scripts: string[] = [];
	page.on('request', (req) => {
		if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
	});
	for (const path of ['/dashboard', '/soporte', '/admin', '/estadisticas']) {
		await page.goto(path);
		await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`);
		await page.getByRole('tab', { name: 'Registrarse' }).waitFor();
	}
	expect(scripts.filter((p) => /\/(Dashboard|Support|AdminArea|Statistics)\./.test(p))).toEqual([]);
});
