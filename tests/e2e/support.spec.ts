import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import {
	createUser,
	insertAsService,
	selectAsService,
	signInAs,
	updateAsService,
} from './backend.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent, waitForHydration } from './utils.ts';

// Patience, not a threshold: islands hydrate and Realtime joins slowly on the shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

/** Opens /soporte signed in and creates a ticket; returns its id (from the URL). */
async function openTicket(page: Page, subject: string, message: string): Promise<string> {
	await page.goto('/soporte');
	await waitForHydration(page);
	await page.getByLabel('Asunto').fill(subject);
	await page.getByLabel('Categoría').selectOption('documentacion');
	await page.getByLabel('Prioridad').selectOption('alta');
	await page.getByLabel('Mensaje').fill(message);
	await page.getByRole('button', { name: 'Enviar ticket' }).click();
	await expect(page.getByRole('heading', { name: subject })).toBeVisible();
	await expect(page.getByTestId('mensaje')).toHaveText([new RegExp(message)]);
	const id = new URL(page.url()).searchParams.get('ticket');
	expect(id).toMatch(/^[0-9a-f-]{36}$/);
	return id!;
}

test('a signed-out visitor is sent to sign in and back; the page shows how else to reach us', async ({
	page,
}) => {
	// Signed out, the page decides before loading its island (client:session).
	await page.goto('/soporte');
	await expect(page).toHaveURL('/auth?redirect=%2Fsoporte');
	await signInAs(page, await createUser({ prefix: 'otras-vias' }));
	await page.goto('/soporte');
	const other = page.getByRole('region', { name: 'Otras formas de contactar' });
	await expect(other.getByRole('link', { name: 'Página de contacto' })).toHaveAttribute(
		'href',
		'/contacto',
	);
	await expect(other.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
		'href',
		/^https:\/\/wa\.me\//,
	);
	await expect(other.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});

test('a ticket is validated in Spanish and keeps what was typed', async ({ page }) => {
	await signInAs(page, await createUser({ prefix: 'validar' }));
	await page.goto('/soporte');
	await waitForHydration(page);
	await page.getByLabel('Asunto').fill('Hi');
	await page.getByLabel('Mensaje').fill('Necesito ayuda con la FEIN');
	await page.getByRole('button', { name: 'Enviar ticket' }).click();
	await expect(page.locator('#ticket-asunto-error')).toHaveText(
		'El asunto debe tener al menos 3 caracteres',
	);
	await expect(page.getByLabel('Mensaje')).toHaveValue('Necesito ayuda con la FEIN');
});

test('user and team chat live both ways, with notifications, and text stays text', async ({
	browser,
	page,
}) => {
	const user = await createUser({ prefix: 'cliente' });
	const admin = await createUser({ prefix: 'equipo', admin: true });
	await signInAs(page, user);
	const dialogs: string[] = [];
	page.on('dialog', (d) => {
		dialogs.push(d.message());
		void d.dismiss();
	});
	const id = await openTicket(page, 'Duda con la tasación', '¿Cuándo llega el informe?');

	// The team's side: a second browser signed in as an admin.
	const teamContext = await browser.newContext();
	const team = await teamContext.newPage();
	await presetConsent(team);
	await signInAs(team, admin);
	await team.goto(`/soporte?ticket=${id}`);
	await expect(team.getByRole('heading', { name: 'Todos los tickets' })).toBeVisible();
	await expect(team.getByTestId('mensaje')).toHaveText([/¿Cuándo llega el informe\?/]);
	// The admin got a notification for the user's message.
	const adminNotes = await selectAsService<{ title: string; action_url: string }>(
		'notifications',
		`select=title,action_url&user_id=eq.${admin.id}&action_url=eq.${encodeURIComponent(`/soporte?ticket=${id}`)}`,
	);
	expect(adminNotes).toEqual([
		{ title: 'Nuevo mensaje en un ticket', action_url: `/soporte?ticket=${id}` },
	]);

	await team.getByLabel('Respuesta del equipo').fill('Llega el jueves. <b>Un saludo</b>');
	await team.getByRole('button', { name: 'Enviar' }).click();

	// The answer appears live in the user's open ticket, as text.
	await expect(page.getByTestId('mensaje')).toHaveText([
		/¿Cuándo llega el informe\?/,
		/Equipo de soporte.*Llega el jueves\. <b>Un saludo<\/b>/,
	]);
	await expect(page.getByTestId('mensaje').locator('b')).toHaveCount(0);
	const userNotes = await selectAsService<{ title: string; action_url: string }>(
		'notifications',
		`select=title,action_url&user_id=eq.${user.id}`,
	);
	expect(userNotes).toEqual([
		{ title: 'Nueva respuesta de soporte', action_url: `/soporte?ticket=${id}` },
	]);

	// The user's reply reaches the team live; HTML is never interpreted.
	const attack = '<img src=x onerror=alert(1)>';
	await page.getByLabel('Tu mensaje').fill(attack);
	await page.getByRole('button', { name: 'Enviar' }).click();
	await expect(team.getByTestId('mensaje')).toHaveCount(3);
	await expect(team.getByTestId('mensaje').nth(2)).toContainText(attack);
	await expect(page.getByTestId('mensaje').nth(2)).toContainText(attack);
	await expect(page.locator('main img[src="x"]')).toHaveCount(0);
	await expect(team.locator('main img[src="x"]')).toHaveCount(0);
	expect(dialogs).toEqual([]);
	const stored = await selectAsService<{ body: string; is_staff: boolean }>(
		'ticket_messages',
		`select=body,is_staff&ticket_id=eq.${id}&order=created_at`,
	);
	expect(stored).toEqual([
		{ body: '¿Cuándo llega el informe?', is_staff: false },
		{ body: 'Llega el jueves. <b>Un saludo</b>', is_staff: true },
		{ body: attack, is_staff: false },
	]);
	await teamContext.close();
});

test('an unread answer is marked in the panel and a closed ticket is read-only', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'cerrado' });
	await signInAs(page, user);
	const id = await openTicket(page, 'Cambio de cuenta', 'Quiero cambiar la cuenta de cargo');
	// Away from the open chat (which would mark the answer read as it arrives).
	await page.goto('/contacto');
	const team = await createUser({ prefix: 'equipo2', admin: true });
	await insertAsService('ticket_messages', {
		ticket_id: id,
		author_id: team.id,
		body: 'Hecho.',
		is_staff: true,
	});
	await page.goto('/dashboard#tickets');
	const row = page.getByTestId('ticket');
	await expect(row).toContainText('Cambio de cuenta');
	await expect(row).toContainText('Sin leer');
	await expect(row).toContainText('Abierto');

	await updateAsService('support_tickets', `id=eq.${id}`, { status: 'cerrado' });
	await row.getByRole('link').click();
	await expect(page.getByTestId('ticket-estado')).toHaveText('Cerrado');
	await expect(page.getByText('Este ticket está cerrado y ya no admite mensajes.')).toBeVisible();
	await expect(page.getByLabel('Tu mensaje')).not.toBeEditable();
	await page.getByRole('button', { name: 'Abrir un ticket nuevo' }).click();
	await expect(page.getByLabel('Asunto')).toHaveValue('Sobre: Cambio de cuenta');

	await page.goto('/dashboard#tickets');
	await expect(page.getByTestId('ticket')).not.toContainText('Sin leer');
});

test('/soporte has no axe violations in either theme', async ({ page }) => {
	await signInAs(page, await createUser({ prefix: 'axesoporte' }));
	await openTicket(page, 'Consulta de accesibilidad', 'Hola, una duda');
	await expectNoAxeViolationsInBothThemes(page);
});
