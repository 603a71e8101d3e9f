import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import {
	createUser,
	selectAsService,
	sessionFor,
	sessionStorageKey,
	signInAs,
	type TestUser,
} from './backend.ts';
import { presetConsent, settled, waitForHydration } from './utils.ts';

// The signed-in header loads React and supabase-js on demand: on a busy test machine that can
// take longer than the default 5 s, so waits here are longer (a guard, not a timing assertion).
const expect = baseExpect.configure({ timeout: 20_000 });

const guide = '/blog/guia-comprar-primera-vivienda';
const signedInHeader = (page: Page) => page.getByRole('banner');

/**
 * Waits for the signed-in header: 'Mi Panel' and the bell. The first wait is long because the
 * island loads React and supabase-js on demand, which takes a while on a busy test machine.
 */
async function expectSignedInHeader(page: Page) {
	const header = signedInHeader(page);
	await expect(header.getByRole('link', { name: 'Mi Panel' })).toBeVisible();
	await expect(header.getByRole('button', { name: /^Notificaciones,/ })).toBeVisible();
	await expect(header.getByRole('link', { name: 'Iniciar Sesión' })).toBeHidden();
}

/** Script and fetch requests the page makes. */
function recordRequests(page: Page): string[] {
	const urls: string[] = [];
	page.on('request', (r) => {
		if (['script', 'fetch', 'xhr', 'websocket'].includes(r.resourceType())) urls.push(r.url());
	});
	return urls;
}

let user: TestUser;
test.beforeAll(async () => {
	user = await createUser({ prefix: 'sesion', firstName: 'Lucía', lastName: 'García Pérez' });
});

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

test('a signed-out visitor of a content page loads no supabase-js, no React and no backend call', async ({
	page,
}) => {
	const requests = recordRequests(page);
	await page.goto(guide);
	await settled(page);
	const header = signedInHeader(page);
	await expect(header.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
	await expect(header.getByRole('link', { name: 'Empezar Gratis' })).toBeVisible();
	await expect(header.getByRole('link', { name: 'Mi Panel' })).toHaveCount(0);
	await expect(page.getByTestId('session-slot')).toBeHidden();
	const scripts = requests.filter((u) => u.includes('/_astro/'));
	const code = await Promise.all(scripts.map(async (u) => (await page.request.get(u)).text()));
	expect(code.filter((c) => c.includes('supabase') || c.includes('react.production'))).toEqual([]);
	expect(requests.filter((u) => u.includes('127.0.0.1:'))).toEqual([]);
	expect(requests.filter((u) => /react|client\.[\w-]+\.js|supabase/i.test(u))).toEqual([]);
});

test('signed in, the header shows Mi Panel and the bell without moving anything, and caches the profile', async ({
	page,
}) => {
	await page.addInitScript(() => {
		const shifts: { value: number; inHeader: boolean }[] = [];
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as unknown as {
				value: number;
				sources?: { node?: Node | null }[];
			}[]) {
				const inHeader = (entry.sources ?? []).some((s) =>
					Boolean(s.node && document.querySelector('header')?.contains(s.node)),
				);
				shifts.push({ value: entry.value, inHeader });
			}
		}).observe({ type: 'layout-shift', buffered: true });
		(window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
		// Module preload links inserted by script: the session code loaded at start inserts none.
		const preloads: string[] = [];
		new MutationObserver((records) => {
			for (const record of records)
				for (const node of record.addedNodes)
					if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
						preloads.push(node.href);
		}).observe(document, { childList: true, subtree: true });
		(window as unknown as { __preloads: string[] }).__preloads = preloads;
	});
	await signInAs(page, user);
	const requests = recordRequests(page);
	await page.goto(guide);
	const search = page.getByRole('banner').getByRole('link', { name: 'Buscar' });
	const before = await search.boundingBox();
	await expectSignedInHeader(page);
	expect(await search.boundingBox()).toEqual(before);
	await expect(page.getByRole('banner').getByRole('link', { name: 'Mi Panel' })).toHaveAttribute(
		'href',
		'/dashboard',
	);
	const shifts = await page.evaluate(
		() => (window as unknown as { __shifts: { value: number; inHeader: boolean }[] }).__shifts,
	);
	expect(shifts.filter((s) => s.inHeader)).toEqual([]);
	expect(
		await page.evaluate(() => (window as unknown as { __preloads: string[] }).__preloads),
	).toEqual([]);
	expect(requests.some((u) => u.includes('/rest/v1/notifications'))).toBe(true);
	await expect
		.poll(() => page.evaluate(() => localStorage.getItem('cached_profile')))
		.toContain('"first_name":"Lucía"');
	const cached = JSON.parse(
		(await page.evaluate(() => localStorage.getItem('cached_profile'))) ?? '{}',
	) as Record<string, unknown>;
	expect(cached).toEqual({
		id: user.id,
		first_name: 'Lucía',
		last_name: 'García Pérez',
		phone: '600123456',
		role: 'particular',
	});
	await expect(
		page.getByRole('banner').getByRole('button', { name: 'Mi cuenta: Lucía García Pérez' }),
	).toBeVisible();
});

test('signed in, Mi Panel gets React DOM and supabase-js with V8’s compile hint, and its own code without', async ({
	page,
}) => {
	await signInAs(page, user);
	const requests = recordRequests(page);
	await page.goto('/dashboard');
	await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
	const scripts = [...new Set(requests.filter((u) => u.includes('/_astro/') && u.endsWith('.js')))];
	const code = await Promise.all(scripts.map(async (u) => (await page.request.get(u)).text()));
	const hinted = (c: string) => c.startsWith('//# allFunctionsCalledOnLoad\n');
	const libraries = code.filter((c) => c.includes('__reactFiber') || c.includes('GoTrueClient'));
	// React DOM and supabase-js: compiled whole while they load (scripts/astro/compileHints.ts).
	expect(libraries).toHaveLength(2);
	expect(libraries.every(hinted)).toBe(true);
	// Everything else stays lazily compiled: the page's own chunks, React, the stores.
	const others = code.filter((c) => !libraries.includes(c));
	expect(others.length).toBeGreaterThan(5);
	expect(others.filter(hinted)).toEqual([]);
});

test('Cerrar sesión signs out, forgets the cached profile and shows the sign-in buttons again', async ({
	page,
}) => {
	await signInAs(page, user);
	await page.goto(guide);
	await expectSignedInHeader(page);
	await expect
		.poll(() => page.evaluate(() => localStorage.getItem('cached_profile')))
		.not.toBeNull();
	await page.getByRole('button', { name: /^Mi cuenta/ }).click();
	await page.getByRole('button', { name: 'Cerrar sesión' }).click();
	await expect(page).toHaveURL(/\/$/);
	await expect(page.getByTestId('toast')).toContainText('Sesión cerrada');
	await expect(
		page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' }),
	).toBeVisible();
	await expect(page.getByRole('banner').getByRole('link', { name: 'Mi Panel' })).toHaveCount(0);
	const stored = await page.evaluate(() => Object.keys(localStorage));
	expect(stored.filter((k) => /^sb-.+-auth-token$/.test(k) || k === 'cached_profile')).toEqual([]);
});

test('on a phone the bell sits in the header and the side menu has Mi Panel and Cerrar sesión', async ({
	page,
}) => {
	await page.setViewportSize({ width: 390, height: 800 });
	await signInAs(page, user);
	await page.goto(guide);
	await expect(
		page.getByRole('banner').getByRole('button', { name: /^Notificaciones,/ }),
	).toBeVisible();
	await page.getByRole('button', { name: 'Abrir menú' }).click();
	const menu = page.getByRole('dialog', { name: 'Menú' });
	await expect(menu.getByRole('link', { name: 'Mi Panel' })).toBeVisible();
	await expect(menu.getByRole('link', { name: 'Iniciar Sesión' })).toBeHidden();
	await menu.getByRole('button', { name: 'Cerrar sesión' }).click();
	await expect(page).toHaveURL(/\/$/);
	await expect(page.getByTestId('toast')).toContainText('Sesión cerrada');
});

test('the inactivity warning at 55 minutes and the sign-out at 60, with the clock', async ({
	page,
}) => {
	await page.clock.install();
	await signInAs(page, user);
	await page.goto(guide);
	await expectSignedInHeader(page);
	await page.clock.fastForward('54:00');
	await expect(page.getByTestId('toast')).toHaveCount(0);
	await page.clock.fastForward('01:00');
	const toast = page.getByTestId('toast');
	await expect(toast).toContainText('Sesión a punto de expirar');
	await expect(toast).toContainText('Tu sesión expirará en 5 minutos por inactividad.');
	// Shown 10 seconds (the clock also runs in real time, so only its end is checked).
	await page.clock.fastForward('00:11');
	await expect(toast).toHaveCount(0);
	await page.clock.fastForward('04:49');
	await expect(page).toHaveURL(/\/$/);
	await expect(page.getByTestId('toast')).toContainText('Sesión expirada');
	await expect(page.getByTestId('toast')).toContainText(
		'Tu sesión ha expirado por inactividad. Por favor, inicia sesión nuevamente.',
	);
	await expect(
		page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' }),
	).toBeVisible();
	expect(await page.evaluate(() => localStorage.getItem('cached_profile'))).toBeNull();
});

test('mouse down, key down, scroll and touch start restart the countdown', async ({ page }) => {
	test.slow();
	await page.clock.install();
	await signInAs(page, user);
	await page.goto(guide);
	await expectSignedInHeader(page);
	const main = page.getByRole('main');
	await page.clock.fastForward('50:00');
	// Each act comes 54 minutes after the previous one: had it not counted, the warning (55
	// minutes after the previous activity) would be on screen a minute later.
	for (const act of [
		() => page.mouse.down().then(() => page.mouse.up()),
		() => main.press('Shift'),
		async () => {
			const scrolled = page.evaluate(
				() =>
					new Promise((resolve) => {
						window.addEventListener('scroll', resolve, { once: true, capture: true });
					}),
			);
			await page.mouse.wheel(0, 400);
			await scrolled;
		},
		() => page.evaluate(() => window.dispatchEvent(new Event('touchstart', { bubbles: true }))),
	]) {
		await act();
		await page.clock.fastForward('54:00');
		await expect(page.getByTestId('toast')).toHaveCount(0);
		await expect(page).toHaveURL(new RegExp(`${guide}$`));
	}
	await page.clock.fastForward('01:00');
	await expect(page.getByTestId('toast')).toContainText('Sesión a punto de expirar');
});

test('activity in one tab keeps the other alive; signing out in one signs out both', async ({
	context,
}) => {
	// Two tabs, each loading React and supabase-js: slow on a busy machine.
	test.slow();
	await context.clock.install();
	const a = await context.newPage();
	await signInAs(a, user);
	await a.goto(guide);
	await expectSignedInHeader(a);
	const b = await context.newPage();
	await b.goto('/quienes-somos');
	await expectSignedInHeader(b);
	await context.clock.fastForward('50:00');
	await a.getByRole('main').press('Shift');
	await context.clock.fastForward('50:00');
	await expect(b.getByTestId('toast')).toHaveCount(0);
	await expect(b).toHaveURL(/\/quienes-somos$/);
	await context.clock.fastForward('05:00');
	await expect(b.getByTestId('toast')).toContainText('Sesión a punto de expirar');
	await a.getByRole('main').press('Shift');
	await b.getByRole('button', { name: /^Mi cuenta/ }).click();
	await b.getByRole('button', { name: 'Cerrar sesión' }).click();
	await expect(b).toHaveURL(/\/$/);
	// supabase-js relays the sign-out to the other tab, which shows the sign-in buttons again.
	await expect(a.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
	await expect(a.getByRole('banner').getByRole('link', { name: 'Mi Panel' })).toHaveCount(0);
});

test('a sign-in in another tab shows the signed-in header in a tab opened signed out', async ({
	context,
}) => {
	test.slow();
	const b = await context.newPage();
	await presetConsent(b);
	await b.goto(guide);
	await expect(b.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
	const a = await context.newPage();
	await a.goto('/');
	// What the sign-in form's supabase-js does on success: store the session.
	const session = await sessionFor(user);
	await a.evaluate(({ key, value }) => localStorage.setItem(key, value), {
		key: sessionStorageKey,
		value: JSON.stringify(session),
	});
	await expectSignedInHeader(b);
});

test('Guardar simulación saves the simulation of a signed-in user to saved_simulations', async ({
	page,
}) => {
	// The tools page hydrates nine calculators: slow on a busy machine.
	test.slow();
	await signInAs(page, user);
	await page.goto('/herramientas#simulador-completo');
	const section = page.locator('#simulador-completo');
	await waitForHydration(page, section);
	await section.getByLabel('Importe del préstamo').fill('150.000');
	await section.getByLabel('Plazo').fill('25');
	await section.getByRole('button', { name: 'Guardar simulación' }).click();
	await expect(page.getByTestId('toast')).toContainText('Simulación guardada');
	const rows = await selectAsService<{ name: string; kind: string; input: { amount: number } }>(
		'saved_simulations',
		`select=name,kind,input&user_id=eq.${user.id}`,
	);
	expect(rows).toHaveLength(1);
	expect(rows[0]).toMatchObject({ kind: 'completa', input: { amount: 150000 } });
	// Whole euros without cents, a no-break space before the euro sign.
	expect(rows[0]?.name).toBe('Hipoteca de 150.000\u00a0€ a 25 años');
});
