// Dominio: admin
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
	cacheAnswer,
	createUser,
	insertAsService,
	selectAsService,
	uniqueEmail,
} from './backend.ts';
import { openAdmin, stamp } from './adminHelpers.ts';
import { presetConsent } from './utils.ts';

/**
 * The admin area as issue 26 found it (items 6, 12, 14, 15, 18): tables that widened the
 * phone's page, selects that wrote on every arrow key, focus that fell to <body> after an
 * action, outcomes said twice or not at all. The role requests (item 10) are in
 * trust-admin-roles.spec.ts.
 */

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

/** Widths of the page, its layout viewport and its visual viewport, and the header's buttons. */
async function measure(page: Page) {
	const header = page.getByRole('banner');
	const right = async (name: RegExp) => {
		const box = await header.getByRole('button', { name }).boundingBox();
		return box ? { left: box.x, right: box.x + box.width } : null;
	};
	return {
		...(await page.evaluate(() => ({
			scrollWidth: document.documentElement.scrollWidth,
			innerWidth: window.innerWidth,
			visualWidth: Math.round(window.visualViewport?.width ?? 0),
		}))),
		bell: await right(/^Notificaciones/),
		menu: await right(/^Abrir menú$/),
	};
}

/** Each section of /admin with the test id of its rows (null: a form, no rows). */
const sections: [string, string | null][] = [
	['soporte', 'ticket-admin'],
	['usuarios', 'usuario-admin'],
	['cambios-rol', 'cambio-rol-admin'],
	['solicitudes', 'solicitud-admin'],
	['notificaciones', null],
	['contactos', 'contacto-admin'],
	['respuestas-ia', 'respuesta-ia'],
	['noticias', 'borrador-admin'],
];

for (const width of [320, 390]) {
	test.describe(`on a ${width} px phone`, () => {
		test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

		test(`no /admin section with rows widens the page; the bell and the menu stay on screen (${width} px)`, async ({
			page,
		}) => {
			const user = await createUser({ prefix: 'anchura', firstName: 'Bartolomé' });
			await insertAsService('support_tickets', {
				user_id: user.id,
				subject: 'Una consulta con un asunto largo sobre la documentación de la hipoteca',
			});
			await insertAsService('application_progress', { user_id: user.id, current_step: 2 });
			await insertAsService('role_change_requests', {
				user_id: user.id,
				to_role: 'agente_inmobiliario',
				reason: 'Trabajo como agente independiente desde este mes en la provincia de Málaga',
			});
			await insertAsService('leads', {
				source: 'contacto',
				name: 'Maximiliano Fernández-Villaverde',
				email: uniqueEmail('una.direccion.de.correo.muy.larga.para.probar'),
				phone: '+34 600 123 456',
				message: 'Quiero información sobre una hipoteca fija a treinta años para mi vivienda.',
				consent: true,
				status: 'nuevo',
			});
			await cacheAnswer(
				randomBytes(32).toString('hex'),
				'La TAE incluye el tipo de interés y las comisiones obligatorias del préstamo.',
			);
			await insertAsService('news_drafts', {
				author_id: user.id,
				title: 'El Euríbor a doce meses en noviembre de 2026',
				slug: `euribor-${stamp()}`,
			});
			await openAdmin(page, await createUser({ prefix: 'anchuraadmin', admin: true }), 'soporte');
			const problems: string[] = [];
			for (const [section, rows] of sections) {
				await page.goto(`/admin#${section}`);
				if (rows) await expect(page.getByTestId(rows).first()).toBeVisible();
				else await expect(page.getByRole('button', { name: 'Enviar notificación' })).toBeVisible();
				const m = await measure(page);
				if (m.scrollWidth > width || m.innerWidth !== width || m.visualWidth !== width) {
					problems.push(`${section}: ${JSON.stringify(m)}`);
				}
				const off = (box: { left: number; right: number } | null) =>
					!box || box.left < 0 || box.right > width;
				if (off(m.bell) || off(m.menu)) {
					problems.push(`${section}: campana o menú fuera de la pantalla ${JSON.stringify(m)}`);
				}
			}
			expect(problems).toEqual([]);
		});
	});
}

test('a user’s role changes only with «Guardar»: arrow keys move the choice, the save is announced and focused', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'flechasrol', firstName: `Flecha${stamp()}` });
	await openAdmin(page, await createUser({ prefix: 'flechasadmin', admin: true }), 'usuarios');
	const writes: string[] = [];
	page.on('request', (r) => {
		if (r.method() === 'PATCH' && r.url().includes('/rest/v1/profiles')) writes.push(r.url());
	});
	await page.getByLabel('Buscar por email o nombre').fill(user.email);
	await page.getByRole('button', { name: 'Buscar' }).click();
	const row = page.getByTestId('usuario-admin');
	await expect(row).toHaveCount(1);
	// The filter's count is announced in a polite live region.
	await expect(page.getByTestId('resultados')).toHaveText('1 resultado');
	await expect(page.getByTestId('resultados')).toHaveAttribute('aria-live', 'polite');

	const select = row.getByLabel(/^Rol de/);
	await select.focus();
	await page.keyboard.press('ArrowDown');
	await page.keyboard.press('ArrowDown');
	await expect(select).toHaveValue('promotora');
	// A round trip after the key presses: a write they started would have been sent by now.
	await page.getByRole('button', { name: 'Buscar' }).click();
	await expect(row).toHaveCount(1);
	expect(writes).toEqual([]);
	expect(await selectAsService('profiles', `select=role&id=eq.${user.id}`)).toEqual([
		{ role: 'particular' },
	]);

	await row.getByLabel(/^Rol de/).selectOption('promotora');
	await row.getByRole('button', { name: /^Guardar: Rol de/ }).click();
	const status = page.getByTestId('estado-accion');
	await expect(status).toBeFocused();
	await expect(status).toHaveText(/^Rol de Flecha.* García Pérez: Promotora$/);
	await expect(page.getByText(/: Promotora$/)).toHaveCount(1);
	expect(await selectAsService('profiles', `select=role&id=eq.${user.id}`)).toEqual([
		{ role: 'promotora' },
	]);
	expect(writes).toHaveLength(1);
});

test('a lead’s status changes only with «Guardar», and the filter’s count is announced', async ({
	page,
}) => {
	const tag = stamp();
	// A day of its own in the past, so the filter finds exactly these two leads.
	const day = `2019-0${1 + (Date.now() % 9)}-${String(10 + (Date.now() % 18)).padStart(2, '0')}`;
	const lead = (name: string, status: string) => ({
		source: 'contacto',
		name,
		email: uniqueEmail('flechas'),
		consent: true,
		status,
		created_at: `${day}T10:00:00Z`,
	});
	await insertAsService('leads', [lead(`Ana ${tag}`, 'nuevo'), lead(`Luis ${tag}`, 'contactado')]);
	await openAdmin(page, await createUser({ prefix: 'flechaslead', admin: true }), 'contactos');
	const writes: string[] = [];
	page.on('request', (r) => {
		if (r.method() === 'PATCH' && r.url().includes('/rest/v1/leads')) writes.push(r.url());
	});
	await page.getByLabel('Desde').fill(day);
	await page.getByLabel('Hasta').fill(day);
	await page.getByRole('button', { name: 'Filtrar' }).click();
	await expect(page.getByTestId('resultados')).toHaveText('2 resultados');

	const ana = page.getByTestId('contacto-admin').filter({ hasText: `Ana ${tag}` });
	const select = ana.getByLabel(/^Estado del contacto/);
	await select.focus();
	await page.keyboard.press('ArrowDown');
	await expect(select).toHaveValue('contactado');
	await page.getByRole('button', { name: 'Filtrar' }).click();
	await expect(page.getByTestId('contacto-admin')).toHaveCount(2);
	expect(writes).toEqual([]);

	await ana.getByLabel(/^Estado del contacto/).selectOption('cerrado');
	await ana.getByRole('button', { name: /^Guardar: Estado del contacto/ }).click();
	const status = page.getByTestId('estado-accion');
	await expect(status).toBeFocused();
	await expect(status).toHaveText(`Contacto de Ana ${tag}: Cerrado`);
	expect(
		await selectAsService('leads', `select=status&name=eq.${encodeURIComponent(`Ana ${tag}`)}`),
	).toEqual([{ status: 'cerrado' }]);
});

test('after «Enviar notificación» focus lands on the outcome, said once and with no toast', async ({
	page,
}) => {
	const person = await createUser({ prefix: 'avisofoco' });
	await openAdmin(
		page,
		await createUser({ prefix: 'avisofocoadmin', admin: true }),
		'notificaciones',
	);
	// A missing title puts focus on the title with its message.
	await page.getByRole('button', { name: 'Enviar notificación' }).click();
	await expect(page.getByLabel('Título')).toBeFocused();
	await expect(page.locator('#aviso-titulo-error')).toHaveText('Escribe un título');

	await page.getByText('Una persona', { exact: true }).click();
	await page.getByLabel('Email de la persona').fill(person.email);
	await page.getByLabel('Título').fill(`Revisión ${stamp()}`);
	await page.getByLabel('Mensaje').fill('Tu documentación está completa.');
	await page.getByRole('button', { name: 'Enviar notificación' }).click();
	const status = page.getByTestId('estado-accion');
	await expect(status).toBeFocused();
	await expect(status).toHaveText('Notificación enviada.');
	await expect(page.getByText('Notificación enviada', { exact: false })).toHaveCount(1);
	await expect(page.getByTestId('toast')).toHaveCount(0);
	expect(await selectAsService('notifications', `select=message&user_id=eq.${person.id}`)).toEqual([
		{ message: 'Tu documentación está completa.' },
	]);
});
