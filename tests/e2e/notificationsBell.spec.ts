import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import {
	createUser,
	insertAsService,
	selectAsService,
	signInAs,
	type TestUser,
} from './backend.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent } from './utils.ts';

// The signed-in header loads React and supabase-js on demand: on a busy test machine that can
// take longer than the default 5 s, so waits here are longer (a guard, not a timing assertion).
const expect = baseExpect.configure({ timeout: 20_000 });

const page0 = '/blog/guia-comprar-primera-vivienda';

/** Inserts `count` notifications for `user`, a minute apart, the last one `newestAgoMin` ago. */
async function seed(
	user: TestUser,
	count: number,
	options: { prefix?: string; read?: (i: number) => boolean; newestAgoMin?: number } = {},
) {
	const { prefix = 'Aviso', read = () => false, newestAgoMin = 5 } = options;
	const newest = Date.now() - newestAgoMin * 60_000;
	const rows = Array.from({ length: count }, (_, i) => ({
		user_id: user.id,
		title: `${prefix} ${i + 1}`,
		message: `Mensaje ${i + 1} de prueba`,
		created_at: new Date(newest - (count - 1 - i) * 60_000).toISOString(),
		is_read: read(i),
		action_url: null,
	}));
	return insertAsService<{ id: string; title: string }>('notifications', rows);
}

const bell = (page: Page) =>
	page.getByRole('banner').getByRole('button', { name: /^Notificaciones,/ });
const panel = (page: Page) =>
	page.getByRole('region', { name: 'Notificaciones' }).filter({ has: page.getByRole('heading') });
const items = (page: Page) => panel(page).getByTestId('notification');

async function openBell(page: Page) {
	await bell(page).click();
	await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
	await expect(panel(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

test('shows the latest 10 seeded notifications, newest first, with the unread count', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'campana' });
	// 12 notifications; the 3 newest are unread.
	await seed(user, 12, { read: (i) => i < 9 });
	await signInAs(page, user);
	await page.goto(page0);
	await expect(bell(page)).toHaveAccessibleName('Notificaciones, 3 sin leer');
	await expect(page.getByTestId('bell-badge')).toHaveText('3');
	await openBell(page);
	await expect(items(page)).toHaveCount(10);
	await expect(items(page).first()).toContainText('Aviso 12');
	await expect(items(page).first()).toContainText('Mensaje 12 de prueba');
	await expect(items(page).first()).toContainText('hace 5 minutos');
	await expect(items(page).nth(1)).toContainText('hace 6 minutos');
	await expect(items(page).last()).toContainText('Aviso 3');
	await expect(items(page).first()).toContainText('Sin leer');
	await expect(items(page).nth(3)).not.toContainText('Sin leer');
});

test('an empty list says No hay notificaciones', async ({ page }) => {
	const user = await createUser({ prefix: 'vacia' });
	await signInAs(page, user);
	await page.goto(page0);
	await expect(bell(page)).toHaveAccessibleName('Notificaciones, ninguna sin leer');
	await openBell(page);
	await expect(panel(page)).toContainText('No hay notificaciones');
	await expect(panel(page).getByRole('button', { name: 'Marcar todas como leídas' })).toHaveCount(
		0,
	);
});

test('a notification inserted with the service role appears without a reload', async ({ page }) => {
	const user = await createUser({ prefix: 'tiempo-real' });
	await seed(user, 1);
	await signInAs(page, user);
	await page.goto(page0);
	await expect(bell(page)).toHaveAccessibleName('Notificaciones, 1 sin leer');
	await openBell(page);
	await expect(items(page)).toHaveCount(1);
	await insertAsService('notifications', {
		user_id: user.id,
		title: 'Tu tasación está lista',
		message: 'Ya puedes ver el informe en tu panel.',
	});
	await expect(items(page)).toHaveCount(2);
	await expect(items(page).first()).toContainText('Tu tasación está lista');
	await expect(items(page).first()).toContainText('ahora');
	await expect(bell(page)).toHaveAccessibleName('Notificaciones, 2 sin leer');
	await expect(page.getByRole('banner').getByRole('status')).toHaveText(
		'Tienes 2 notificaciones sin leer',
	);
});

test('clicking one marks it read; one with an action_url opens that page', async ({ page }) => {
	test.slow();
	const user = await createUser({ prefix: 'marcar' });
	const [plain] = await seed(user, 1, { prefix: 'Sin enlace', newestAgoMin: 10 });
	const [linked] = await insertAsService<{ id: string }>('notifications', {
		user_id: user.id,
		title: 'Nueva calculadora',
		message: 'Conoce a nuestro equipo.',
		action_url: '/quienes-somos',
	});
	await signInAs(page, user);
	await page.goto(page0);
	await openBell(page);
	await items(page).filter({ hasText: 'Sin enlace' }).click();
	await expect(bell(page)).toHaveAccessibleName('Notificaciones, 1 sin leer');
	await expect(page).toHaveURL(new RegExp(`${page0}$`));
	await expect
		.poll(
			async () => (await selectAsService('notifications', `select=is_read&id=eq.${plain?.id}`))[0],
		)
		.toEqual({ is_read: true });
	await openBell(page);
	await items(page).filter({ hasText: 'Nueva calculadora' }).click();
	await expect(page).toHaveURL(/\/quienes-somos$/);
	expect((await selectAsService('notifications', `select=is_read&id=eq.${linked?.id}`))[0]).toEqual(
		{ is_read: true },
	);
	await expect(bell(page)).toHaveAccessibleName('Notificaciones, ninguna sin leer');
});

test('Marcar todas como leídas marks every unread notification of the user', async ({ page }) => {
	const user = await createUser({ prefix: 'todas' });
	await seed(user, 4);
	await signInAs(page, user);
	await page.goto(page0);
	await openBell(page);
	await panel(page).getByRole('button', { name: 'Marcar todas como leídas' }).click();
	await expect(bell(page)).toHaveAccessibleName('Notificaciones, ninguna sin leer');
	await expect(page.getByTestId('bell-badge')).toHaveCount(0);
	await expect
		.poll(async () =>
			(
				await selectAsService<{ is_read: boolean }>(
					'notifications',
					`select=is_read&user_id=eq.${user.id}`,
				)
			).map((r) => r.is_read),
		)
		.toEqual([true, true, true, true]);
});

test("another user's notifications never show, not even over Realtime", async ({ page }) => {
	const ana = await createUser({ prefix: 'ana' });
	const luis = await createUser({ prefix: 'luis' });
	await seed(ana, 3, { prefix: 'De Ana' });
	await seed(luis, 2, { prefix: 'De Luis' });
	await signInAs(page, luis);
	await page.goto(page0);
	await openBell(page);
	await expect(items(page)).toHaveCount(2);
	await expect(panel(page)).not.toContainText('De Ana');
	await insertAsService('notifications', {
		user_id: ana.id,
		title: 'De Ana 4',
		message: 'Solo para Ana.',
	});
	await insertAsService('notifications', {
		user_id: luis.id,
		title: 'De Luis 3',
		message: 'Para Luis.',
	});
	await expect(items(page)).toHaveCount(3);
	await expect(panel(page)).not.toContainText('De Ana');
});

test('a failed refetch is logged and leaves the list as it was', async ({ page }) => {
	const user = await createUser({ prefix: 'fallo' });
	await seed(user, 2);
	const warnings: string[] = [];
	page.on('console', (m) => {
		if (m.type() === 'warning') warnings.push(m.text());
	});
	await signInAs(page, user);
	await page.goto(page0);
	await openBell(page);
	await expect(items(page)).toHaveCount(2);
	await page.route('**/rest/v1/notifications?*', (route) =>
		route.request().method() === 'GET'
			? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"caído"}' })
			: route.continue(),
	);
	await insertAsService('notifications', { user_id: user.id, title: 'Nueva', message: 'Nueva.' });
	await expect
		.poll(() => warnings.some((w) => w.includes('No se pudieron cargar las notificaciones')))
		.toBe(true);
	await expect(items(page)).toHaveCount(2);
	await expect(panel(page)).not.toContainText('No hay notificaciones');
});

test('the bell works with the keyboard: Enter opens, Escape closes and returns focus', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'teclado' });
	await seed(user, 2);
	await signInAs(page, user);
	await page.goto(page0);
	await expect(bell(page)).toHaveAccessibleName('Notificaciones, 2 sin leer');
	await bell(page).focus();
	await page.keyboard.press('Enter');
	await expect(panel(page)).toBeVisible();
	// On a content page the press also loads the live bell, which reads the list again: Tab
	// reaches «Marcar todas como leídas» once the list is there.
	await expect(items(page)).toHaveCount(2);
	await page.keyboard.press('Tab');
	await expect(panel(page).getByRole('button', { name: 'Marcar todas como leídas' })).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(panel(page)).toBeHidden();
	await expect(bell(page)).toBeFocused();
	await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a page with the bell open has no axe violations in either theme', async ({ page }) => {
	test.slow();
	const user = await createUser({ prefix: 'axe-' });
	await seed(user, 3, { read: (i) => i === 0 });
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await signInAs(page, user);
	await page.goto(page0);
	await openBell(page);
	await expect(items(page)).toHaveCount(3);
	// The open list and the account menu live in the header; the rest of the page is checked
	// by a11y.spec.ts (a whole long guide is too slow for axe on a busy machine).
	await expectNoAxeViolationsInBothThemes(page, 'header');
	await page.getByRole('button', { name: /^Mi cuenta/ }).click();
	await expectNoAxeViolationsInBothThemes(page, 'header');
});

for (const width of [320, 360, 390, 414]) {
	test(`at ${width} px the open panel fits the screen (nothing cut at either edge)`, async ({
		page,
	}) => {
		await page.setViewportSize({ width, height: 800 });
		const user = await createUser({ prefix: 'campana-movil' });
		await seed(user, 2);
		await signInAs(page, user);
		await page.goto(page0);
		await openBell(page);
		const box = await panel(page).boundingBox();
		baseExpect(box).not.toBeNull();
		baseExpect(box!.x).toBeGreaterThanOrEqual(0);
		baseExpect(box!.x + box!.width).toBeLessThanOrEqual(width);
		await expect(panel(page).getByRole('heading', { name: 'Notificaciones' })).toBeInViewport({
			ratio: 1,
		});
	});
}
