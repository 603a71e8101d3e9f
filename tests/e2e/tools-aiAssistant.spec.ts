import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { questionHash } from '../../src/lib/ai/normalize.ts';
import { cacheAnswer, cacheHits } from './backend.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent, waitForHydration } from './utils.ts';

// A guard against hangs, not a budget: each test opens a tool on the long /herramientas page
// and may run axe, which takes minutes when the 2 shared cores are busy.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** Requests for the assistants' code or index (what must wait until a tool is opened). */
const assistantAsset = /AssistantChat|FinancialAssistant|VoiceAssistant|indice-asistente/;

async function openAssistant(page: Page) {
	await presetConsent(page);
	await page.goto('/herramientas#asistente-ia');
	const section = page.locator('#asistente-ia');
	await section.getByRole('button', { name: 'Abrir el asistente' }).click();
	await expect(section.getByLabel('Tu pregunta')).toBeFocused();
	return section;
}

async function ask(page: Page, question: string) {
	const section = page.locator('#asistente-ia');
	await section.getByLabel('Tu pregunta').fill(question);
	await section.getByRole('button', { name: 'Preguntar' }).click();
	return section.locator('[data-role="respuesta"]').last();
}

test('the page loads none of the assistants until one is opened', async ({ page }) => {
	const requested: string[] = [];
	page.on('request', (r) => requested.push(r.url()));
	await presetConsent(page);
	await page.goto('/herramientas');
	await page.locator('#asistente-ia').scrollIntoViewIfNeeded();
	await page.locator('#asistente-voz').scrollIntoViewIfNeeded();
	await expect(
		page.locator('#asistente-ia').getByRole('button', { name: 'Abrir el asistente' }),
	).toBeVisible();
	expect(requested.filter((u) => assistantAsset.test(u))).toEqual([]);
	await page.locator('#asistente-ia').getByRole('button', { name: 'Abrir el asistente' }).click();
	await expect(page.locator('#asistente-ia').getByLabel('Tu pregunta')).toBeVisible();
	expect(requested.some((u) => /AssistantChat/.test(u))).toBe(true);
	// The index comes with the first question, not with the chat.
	expect(requested.some((u) => /indice-asistente/.test(u))).toBe(false);
});

test('answers from our content with its source, and says when it does not know', async ({
	page,
}) => {
	await openAssistant(page);
	const tae = await ask(page, '¿Qué incluye la TAE?');
	await expect(tae).toContainText('comisiones');
	// The source is the exact section that says it, linked to its heading's anchor.
	await expect(tae.getByRole('link', { name: 'Qué incluye la TAE', exact: true })).toHaveAttribute(
		'href',
		'/blog/noticia/que-incluye-la-tae-hipoteca#qué-incluye-la-tae',
	);
	const unknown = await ask(page, '¿Cuál es la mejor receta de paella valenciana?');
	await expect(unknown).toContainText('No lo sé con seguridad');
	await expect(unknown.getByRole('link')).toHaveCount(0);
});

test('a payment question is calculated and opens the simulator with the same figures', async ({
	page,
}) => {
	await openAssistant(page);
	const answer = await ask(page, '¿Cuánto pagaría al mes por 180.000 a 30 años al 2,9 %?');
	// 180.000 € at 2,9 % over 360 months: 749,21 € (checked with a spreadsheet's PMT).
	await expect(answer).toContainText('749,21 €');
	await answer.getByRole('link', { name: 'Simulador de hipoteca con tus cifras' }).click();
	await expect(page).toHaveURL(/simulador-completo\.importe=180\.000/);
	const simulator = page.locator('#simulador-completo');
	await waitForHydration(page, simulator);
	await expect(simulator.getByLabel('Importe del préstamo')).toHaveValue('180.000');
	await expect(simulator.getByLabel('Tipo de interés (TIN)')).toHaveValue('2,9');
});

test('what-can-I-buy questions use the engine for the province named', async ({ page }) => {
	await openAssistant(page);
	const answer = await ask(
		page,
		'Gano 2.400 € netos y tengo 35.000 ahorrados, ¿qué piso puedo comprar en Valencia?',
	);
	await expect(answer).toContainText('podrías comprar en Valencia');
	await expect(answer.getByRole('link', { name: 'Hipotecas en Valencia' })).toHaveAttribute(
		'href',
		'/hipoteca-valencia',
	);
	await expect(
		answer.getByRole('link', { name: 'Precio máximo de vivienda con tus cifras' }),
	).toHaveAttribute(
		'href',
		/precio-maximo\.ingresos1=2\.400.*precio-maximo\.provincia=valencia#precio-maximo/,
	);
	await expect(answer).not.toContainText('NaN');
});

test('a cached answer is preloaded after page load, served and its hit counted', async ({
	page,
}) => {
	const question = '¿Trabajáis con bancos de Andorra? (prueba de caché)';
	const hash = await questionHash(question);
	await cacheAnswer(
		hash,
		JSON.stringify({
			text: 'Respuesta guardada para la prueba de caché.',
			sources: [{ title: 'Contacto', href: '/contacto' }],
		}),
	);
	const preload = page.waitForResponse((r) => r.url().includes('/rest/v1/ai_response_cache'));
	await openAssistant(page);
	expect((await preload).ok()).toBe(true);
	const before = (await cacheHits(hash)) ?? 0;
	const counted = page.waitForResponse((r) => r.url().includes('/rpc/count_ai_cache_hit'));
	// Asked with other capitals and accents: the normalised question has the same hash.
	const answer = await ask(page, '¿trabajais con bancos de andorra? (prueba de cache)');
	await expect(answer).toContainText('Respuesta guardada para la prueba de caché.');
	await expect(answer.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto');
	expect((await counted).ok()).toBe(true);
	expect(await cacheHits(hash)).toBe(before + 1);
});

test('the assistant with answers has no axe violations in either theme', async ({ page }) => {
	await openAssistant(page);
	const answer = await ask(page, '¿Cuánto pagaría al mes por 150.000 a 25 años?');
	await expect(answer).toContainText('al mes');
	await expectNoAxeViolationsInBothThemes(page, '#asistente-ia');
});
