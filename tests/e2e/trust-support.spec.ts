// Dominio: support
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
	createUser,
	insertAsService,
	selectAsService,
	signInAs,
	updateAsService,
	type TestUser,
} from './backend.ts';
import { expectNoAxeViolations, presetConsent, waitForHydration } from './utils.ts';

/**
 * Issue 26 in the support chat: a ticket closed by the team closes live in the person's chat,
 * a refused send says why and keeps the text (also across a reload), drafts survive a reload,
 * focus lands on the result of sending and the result is announced once, the team's status
 * select writes only on «Guardar estado», and nothing overflows a 320 px phone.
 */

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

const closedText =
	'Este ticket está cerrado y ya no admite mensajes. Si necesitas más ayuda, abre uno nuevo.';

/** A ticket of `user` with one message, inserted with the service role. */
async function seededTicket(user: TestUser, subject: string): Promise<string> {
	const [ticket] = await insertAsService<{ id: string }>('support_tickets', {
		user_id: user.id,
		subject,
		category: 'hipoteca',
	});
	await insertAsService('ticket_messages', {
		ticket_id: ticket!.id,
		author_id: user.id,
		body: 'Primera pregunta',
	});
	return ticket!.id;
}

/** Opens the chat of a ticket on /soporte and waits until it is shown and interactive. */
async function openChat(page: Page, id: string, subject: string) {
	await page.goto(`/soporte?ticket=${id}`);
	await waitForHydration(page);
	await expect(page.getByRole('heading', { name: subject })).toBeVisible();
	await expect(page.getByTestId('mensaje')).toHaveText([/Primera pregunta/]);
}

/** The page fits the viewport: no sideways scroll and neither viewport widened by the content. */
async function expectNoOverflow(page: Page, width: number) {
	const sizes = await page.evaluate(() => ({
		scroll: document.documentElement.scrollWidth,
		inner: window.innerWidth,
		visual: window.visualViewport?.width ?? 0,
	}));
	expect(sizes.inner).toBe(width);
	expect(sizes.scroll).toBeLessThanOrEqual(sizes.inner);
	expect(sizes.visual).toBeLessThanOrEqual(width);
}

test('a ticket closed by the team closes live in the open chat and keeps what was typed', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'cierrevivo' });
	const id = await seededTicket(user, 'Cierre en directo');
	await signInAs(page, user);
	await openChat(page, id, 'Cierre en directo');
	const box = page.getByLabel('Tu mensaje');
	await box.fill('Una última duda');

	await updateAsService('support_tickets', `id=eq.${id}`, { status: 'cerrado' });

	await expect(page.getByTestId('ticket-estado')).toHaveText('Cerrado');
	await expect(box).not.toBeEditable();
	await expect(box).toHaveValue('Una última duda');
	await expect(box).toHaveAccessibleDescription(closedText);
	await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeDisabled();
	await expect(
		page.locator('[aria-live="polite"]').filter({ hasText: 'se ha cerrado' }),
	).toHaveText(`El ticket se ha cerrado. ${closedText}`);
	await expectNoAxeViolations(page);
});

test('a send the server refuses says why in Spanish and keeps the text, also after a reload', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'rechazo' });
	const id = await seededTicket(user, 'Envío rechazado');
	// No Realtime in this tab: the chat cannot learn of the closing before it sends.
	await page.routeWebSocket(/\/realtime\//, (ws) => ws.close());
	await signInAs(page, user);
	await openChat(page, id, 'Envío rechazado');
	await updateAsService('support_tickets', `id=eq.${id}`, { status: 'cerrado' });
	await expect(page.getByTestId('ticket-estado')).toHaveText('Abierto');

	const box = page.getByLabel('Tu mensaje');
	await box.fill('Esto no debe perderse');
	await page.getByRole('button', { name: 'Enviar', exact: true }).click();

	await expect(page.locator('#chat-mensaje-error')).toHaveText(
		'Este ticket está cerrado y ya no admite mensajes. Tu texto sigue en el cuadro; si necesitas más ayuda, abre un ticket nuevo.',
	);
	await expect(box).toHaveValue('Esto no debe perderse');
	await expect(box).toBeFocused();
	await expect(page.getByTestId('ticket-estado')).toHaveText('Cerrado');
	expect(
		await selectAsService('ticket_messages', `select=body&ticket_id=eq.${id}&order=created_at`),
	).toEqual([{ body: 'Primera pregunta' }]);

	await page.reload();
	await waitForHydration(page);
	await expect(page.getByLabel('Tu mensaje')).toHaveValue('Esto no debe perderse');
});

test('the new-ticket form keeps its draft across a reload; sending focuses the new chat', async ({
	page,
}) => {
	await signInAs(page, await createUser({ prefix: 'borrador' }));
	await page.goto('/soporte');
	await waitForHydration(page);
	await page.getByLabel('Asunto').fill('Borrador que sobrevive');
	await page.getByLabel('Categoría').selectOption('tasacion');
	await page.getByLabel('Mensaje').fill('Texto largo que no quiero reescribir');

	await page.reload();
	await waitForHydration(page);
	await expect(page.getByLabel('Asunto')).toHaveValue('Borrador que sobrevive');
	await expect(page.getByLabel('Categoría')).toHaveValue('tasacion');
	await expect(page.getByLabel('Mensaje')).toHaveValue('Texto largo que no quiero reescribir');

	await page.getByRole('button', { name: 'Enviar ticket' }).click();
	await expect(page.getByRole('heading', { name: 'Borrador que sobrevive' })).toBeFocused();
	await expect(page.getByTestId('mensaje')).toHaveText([/Texto largo que no quiero reescribir/]);
	await expect(
		page.locator('[aria-live="polite"]').filter({ hasText: 'Ticket abierto' }),
	).toHaveText('Ticket abierto y mensaje enviado. Te responderemos en este chat.');

	// Sent: the form starts empty again, after a reload too.
	await page.getByRole('button', { name: 'Nuevo ticket' }).click();
	await expect(page.getByLabel('Asunto')).toHaveValue('');
	await page.goto('/soporte');
	await waitForHydration(page);
	await expect(page.getByLabel('Mensaje')).toHaveValue('');
});

test('a sent message takes focus and is announced once, outside any live list', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'foco' });
	const id = await seededTicket(user, 'Foco tras enviar');
	await signInAs(page, user);
	await openChat(page, id, 'Foco tras enviar');
	await page.getByLabel('Tu mensaje').fill('Segunda pregunta');
	await page.getByRole('button', { name: 'Enviar', exact: true }).click();

	const mine = page.getByTestId('mensaje').filter({ hasText: 'Segunda pregunta' });
	await expect(mine).toBeFocused();
	await expect(page.getByLabel('Tu mensaje')).toHaveValue('');
	await expect(
		page.locator('[aria-live="polite"]').filter({ hasText: 'Mensaje enviado' }),
	).toHaveText('Mensaje enviado.');
	// The messages are not a live region (that would read the own message a second time).
	await expect(page.locator('[aria-live], [role="log"]').getByTestId('mensaje')).toHaveCount(0);
});

test('the ticket status in the admin inbox is written only by «Guardar estado»', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'estadoclave' });
	const subject = `Estado con teclado ${Date.now()}`;
	const id = await seededTicket(user, subject);
	await signInAs(page, await createUser({ prefix: 'estadoequipo', admin: true }));
	await page.goto('/admin#soporte');
	await waitForHydration(page);
	await page.getByTestId('ticket-admin').filter({ hasText: subject }).getByRole('button').click();
	await expect(page.getByRole('heading', { name: subject })).toBeFocused();

	const select = page.getByLabel('Cambiar estado');
	await select.focus();
	await page.keyboard.press('ArrowDown');
	await expect(select).toHaveValue('en_progreso');
	const save = page.getByRole('button', { name: 'Guardar estado' });
	await expect(save).toBeEnabled();
	await expect(page.getByTestId('ticket-estado')).toHaveText('Abierto');
	expect(await selectAsService('support_tickets', `select=status&id=eq.${id}`)).toEqual([
		{ status: 'abierto' },
	]);

	await save.click();
	await expect(page.getByText('Estado guardado: En progreso.')).toBeVisible();
	await expect(select).toBeFocused();
	await expect(page.getByTestId('ticket-estado')).toHaveText('En progreso');
	expect(await selectAsService('support_tickets', `select=status&id=eq.${id}`)).toEqual([
		{ status: 'en_progreso' },
	]);
});

for (const width of [320, 390]) {
	test.describe(`on a ${width} px phone`, () => {
		test.use({ viewport: { width, height: 640 }, isMobile: true, hasTouch: true });

		test('/soporte fits without sideways scrolling', async ({ page }) => {
			const user = await createUser({ prefix: `movilsoporte${width}` });
			const subject = `Consulta larga para un móvil estrecho ${Date.now()}`;
			const id = await seededTicket(user, subject);
			await signInAs(page, user);
			await openChat(page, id, subject);
			await expectNoOverflow(page, width);
		});

		test('/admin#soporte fits without sideways scrolling', async ({ page }) => {
			const user = await createUser({ prefix: `movilcliente${width}` });
			const subject = `Consulta larga para un móvil estrecho ${Date.now()}`;
			await seededTicket(user, subject);
			await signInAs(page, await createUser({ prefix: `movilequipo${width}`, admin: true }));
			await page.goto('/admin#soporte');
			await waitForHydration(page);
			const row = page.getByTestId('ticket-admin').filter({ hasText: subject });
			await row.getByRole('button').click();
			await expect(page.getByLabel('Respuesta del equipo')).toBeVisible();
			await expectNoOverflow(page, width);
		});
	});
}
