import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { tools } from '../../src/lib/tools/catalog.ts';
import { panelSections } from '../../src/lib/site/panelSections.ts';
import { expect, test } from './fixtures.ts';
import { cacheAnswer, createUser, insertAsService, signInAs, type TestUser } from './backend.ts';
import { addReport, emptyReport, walk, type WalkReport } from './focusWalkHelpers.ts';
import { presetConsent, waitForHydration } from './utils.ts';

/**
 * Issue 45, item 7: focus never falls to <body>. Every button and same-page link of the tools,
 * the support page, the panel and the admin area is pressed from the keyboard in each session
 * state (signed out, a buyer, a professional, an admin); any press that leaves focus on <body>
 * or off screen fails the walk. The counts (presses tried, where focus went) are printed.
 */

const adminSections = [
	'soporte',
	'usuarios',
	'cambios-rol',
	'solicitudes',
	'notificaciones',
	'documentos',
	'contactos',
	'respuestas-ia',
	'noticias',
];

test.beforeEach(async ({ page }) => {
	test.setTimeout(900_000);
	await presetConsent(page);
	// Printing opens the browser's own dialog: the walk only checks focus.
	await page.addInitScript(() => {
		window.print = () => undefined;
	});
});

/** Prints a walk's counts; returns its lost-focus lines, named (the test fails on any). */
function finish(name: string, report: WalkReport): string[] {
	const o = report.outcomes;
	console.log(
		`${name}: ${report.tried} pulsaciones; foco se queda ${o.stayed}, se mueve ${o.moved}, diálogo ${o.dialog}, otra página ${o.navigated}; enlaces a otras páginas sin pulsar ${report.otherPages}; foco perdido ${report.failures.length}`,
	);
	return report.failures.map((f) => `${name}: ${f}`);
}

/** A buyer with something in every section: an application, a saved simulation, a ticket. */
async function buyer(prefix: string, role?: 'inmobiliaria'): Promise<TestUser> {
	const user = await createUser({ prefix, ...(role ? { role } : {}) });
	await insertAsService('application_progress', { user_id: user.id });
	await insertAsService('saved_simulations', {
		user_id: user.id,
		name: 'Piso en Valencia',
		kind: 'cuota',
		input: {},
	});
	await insertAsService('notifications', { user_id: user.id, title: 'Aviso', message: 'Hola.' });
	return user;
}

async function walkTools(page: Page): Promise<WalkReport> {
	const total = emptyReport();
	for (const tool of tools) {
		const url = `/herramientas#${tool.id}`;
		const section = () => page.locator(`#${tool.id}`);
		const prepare = async () => {
			await section().scrollIntoViewIfNeeded();
			// Some tools start from a plain button that loads their island on first use.
			if ((await section().locator('astro-island').count()) > 0) {
				await waitForHydration(page, section());
			}
		};
		await page.goto(url);
		await prepare();
		addReport(total, await walk(page, url, section, prepare, 40));
	}
	return total;
}

test('tools, signed out and signed in', async ({ page }) => {
	const lost = finish('herramientas sin sesión', await walkTools(page));
	await signInAs(page, await buyer('foco-herramientas'));
	lost.push(...finish('herramientas con sesión', await walkTools(page)));
	expect(lost, 'foco en <body> o fuera de la pantalla').toEqual([]);
});

test('support and the panel, as a buyer and as a professional', async ({ page }) => {
	const lost: string[] = [];
	// Signed out, /soporte and /dashboard send the visitor to sign in before any of their code
	// loads (islands/session/sessionDirective.ts): there is nothing of theirs to press.
	for (const role of [undefined, 'inmobiliaria'] as const) {
		const context = await page.context().browser()!.newContext();
		const tab = await context.newPage();
		await presetConsent(tab);
		await tab.addInitScript(() => {
			window.print = () => undefined;
		});
		await signInAs(tab, await buyer(`foco-${role ?? 'particular'}`, role));
		const total = emptyReport();
		await tab.goto('/soporte');
		await waitForHydration(tab, tab.locator('main'));
		addReport(total, await walk(tab, '/soporte', () => tab.locator('main')));
		for (const section of panelSections) {
			if ('professional' in section && !role) continue;
			const url = `/dashboard#${section.id}`;
			const card = () => tab.getByRole('region', { name: section.title, exact: true });
			const prepare = async () => {
				await expect(card()).toBeVisible({ timeout: 20_000 });
				await waitForHydration(tab, tab.locator('main'));
				// The section's own data, loaded: its buttons are there to press.
				await expect(card().getByText('Cargando…')).toHaveCount(0, { timeout: 20_000 });
			};
			await tab.goto(url);
			await prepare();
			addReport(total, await walk(tab, url, card, prepare));
		}
		lost.push(...finish(`soporte y panel (${role ?? 'particular'})`, total));
		await context.close();
	}
	expect(lost, 'foco en <body> o fuera de la pantalla').toEqual([]);
});

test('the admin area', async ({ page }) => {
	const admin = await createUser({ prefix: 'foco-admin', admin: true });
	await buyer('foco-cliente');
	await cacheAnswer(randomBytes(32).toString('hex'), 'Una respuesta guardada para revisar.');
	await signInAs(page, admin);
	const total = emptyReport();
	for (const section of adminSections) {
		const url = `/admin#${section}`;
		const part = () => page.locator('main');
		const prepare = async () => {
			await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible({
				timeout: 20_000,
			});
			await waitForHydration(page, page.locator('main'));
		};
		await page.goto(url);
		await prepare();
		addReport(total, await walk(page, url, part, prepare));
	}
	expect(finish('administración', total), 'foco en <body> o fuera de la pantalla').toEqual([]);
});
