import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { createUser, insertAsService, signInAs, uniqueEmail, updateAsService } from './backend.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent, waitForHydration } from './utils.ts';

// Patience, not a threshold: the island hydrates and loads its data slowly on the shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

/** Three days of a past month no other test writes in (random, so reruns do not add up). */
function pastPeriod() {
	const year = 2001 + Math.floor(Math.random() * 18);
	const month = 1 + Math.floor(Math.random() * 12);
	const day = (d: number) =>
		`${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
	/** Noon in Madrid of day d (10:00 or 11:00 UTC is the same Madrid day either way). */
	const at = (d: number, hour = 11) => `${day(d)}T${String(hour).padStart(2, '0')}:00:00Z`;
	return { from: day(10), to: day(12), day, at };
}

/** Seeds sign-ups, simulations, a valuation, answered tickets and leads in the period. */
async function seed(period: ReturnType<typeof pastPeriod>) {
	const [a, b, pro] = await Promise.all([
		createUser({ prefix: 'est1' }),
		createUser({ prefix: 'est2' }),
		createUser({ prefix: 'est3', role: 'promotora' }),
	]);
	await updateAsService('profiles', `id=eq.${a.id}`, { created_at: period.at(10) });
	await updateAsService('profiles', `id=eq.${b.id}`, { created_at: period.at(10) });
	await updateAsService('profiles', `id=eq.${pro.id}`, { created_at: period.at(11) });
	await insertAsService('saved_simulations', [
		{ user_id: a.id, name: 'Piso', kind: 'cuota', input: {}, created_at: period.at(10) },
		{ user_id: a.id, name: 'Casa', kind: 'cuota', input: {}, created_at: period.at(12) },
	]);
	await insertAsService('valuations', {
		user_id: b.id,
		province: 'madrid',
		property_type: 'piso',
		area_m2: 80,
		created_at: period.at(11),
	});
	const [t1] = await insertAsService<{ id: string }>('support_tickets', {
		user_id: a.id,
		subject: 'Ticket de estadística',
	});
	await updateAsService('support_tickets', `id=eq.${t1!.id}`, {
		created_at: period.at(10, 9),
		status: 'resuelto',
	});
	await insertAsService('ticket_messages', {
		ticket_id: t1!.id,
		author_id: pro.id,
		body: 'Respuesta',
		is_staff: true,
		created_at: period.at(10, 10),
	});
	await insertAsService('leads', [
		{
			source: 'contacto',
			name: 'Lead Estadística',
			email: uniqueEmail('est'),
			consent: true,
			status: 'nuevo',
			created_at: period.at(11),
		},
	]);
}

async function openStatistics(page: Page) {
	await signInAs(page, await createUser({ prefix: 'estadmin', admin: true }));
	await page.goto('/estadisticas');
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
}

test('a non-admin gets «Acceso denegado»', async ({ page }) => {
	await signInAs(page, await createUser({ prefix: 'estnoadmin' }));
	await page.goto('/estadisticas');
	await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
	await expect(page.getByTestId('estadisticas')).toHaveCount(0);
});

test('the statistics page draws charts and tables of seeded data for a period', async ({
	page,
}) => {
	const period = pastPeriod();
	await seed(period);
	await openStatistics(page);
	// The default period (last 30 days) draws first.
	await expect(page.getByTestId('estadisticas')).toBeVisible();

	await page.getByLabel('Desde').fill(period.to);
	await page.getByLabel('Hasta').fill(period.from);
	await page.getByRole('button', { name: 'Aplicar' }).click();
	await expect(page.locator('#estadisticas-error')).toHaveText(
		'La fecha de fin es anterior a la de inicio.',
	);

	await page.getByLabel('Desde').fill(period.from);
	await page.getByLabel('Hasta').fill(period.to);
	await page.getByRole('button', { name: 'Aplicar' }).click();
	const stats = page.getByTestId('estadisticas');
	await expect(stats.getByRole('heading', { name: 'Resumen de 3 días' })).toBeVisible();
	const figure = (label: string) => stats.locator('dt', { hasText: label }).locator('xpath=../dd');
	await expect(figure('Altas')).toHaveText('3');
	await expect(figure('Simulaciones')).toHaveText('2');
	await expect(figure('Valoraciones')).toHaveText('1');
	await expect(figure('Tickets')).toHaveText('1');
	await expect(figure('Mediana de primera respuesta')).toHaveText('1 h');
	await expect(figure('Contactos')).toHaveText('1');

	// Five charts, each an SVG drawing with its data table.
	await expect(stats.locator('figure')).toHaveCount(5);
	await expect(stats.locator('[data-chart] svg')).toHaveCount(5);
	const signups = stats.getByRole('region', { name: 'Datos: Altas por día y rol' });
	await stats.locator('figure').first().getByText('Ver los datos del gráfico').click();
	await expect(signups.getByRole('columnheader')).toHaveText([
		'Día',
		'Particular',
		'Inmobiliaria',
		'Promotora',
		'Agente inmobiliario',
	]);
	await expect(signups.getByRole('row')).toHaveCount(4);
	await expect(signups.getByRole('row').nth(1).getByRole('cell')).toHaveText(['2', '0', '0', '0']);
	await expect(signups.getByRole('row').nth(2).getByRole('cell')).toHaveText(['0', '0', '1', '0']);

	const tickets = stats.locator('figure').nth(2);
	await tickets.getByText('Ver los datos del gráfico').click();
	await expect(tickets.getByRole('row')).toHaveText([
		/Estado\s*Tickets/,
		/Abierto\s*0/,
		/En progreso\s*0/,
		/Resuelto\s*1/,
		/Cerrado\s*0/,
	]);

	const download = page.waitForEvent('download');
	await stats.locator('figure').nth(4).getByRole('button', { name: /CSV/ }).click();
	const csv = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
	expect(csv.split('\r\n').slice(0, 2)).toEqual([
		'Origen y estado;Contactos',
		'Formulario de contacto · Nuevo;1',
	]);
});

test('/estadisticas has no axe violations in either theme', async ({ page }) => {
	await openStatistics(page);
	await expect(page.locator('[data-chart] svg')).toHaveCount(5);
	await expectNoAxeViolationsInBothThemes(page);
});
