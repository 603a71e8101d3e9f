import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent } from './utils.ts';

// A guard against hangs, not a budget: each test opens a tool on the long /herramientas page
// and may run axe, which takes minutes when the 2 shared cores are busy.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

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
	const answers = section.locator('[data-role="respuesta"]');
	const before = await answers.count();
	await section.getByLabel('Tu pregunta').fill(question);
	await section.getByRole('button', { name: 'Preguntar' }).click();
	await expect(answers).toHaveCount(before + 1);
	return answers.last();
}

test('a calculation shows the inputs it used as chips, and changing one computes it again', async ({
	page,
}) => {
	await openAssistant(page);
	const answer = await ask(page, '¿Cuánto pagaría al mes por 150.000 a 25 años al 3 %?');
	// 150.000 € at 3 % over 300 months: 711,32 € (our euríbor guide's own example).
	await expect(answer).toContainText('711,32 €');
	await expect(
		answer.getByRole('button', { name: 'Préstamo: 150.000 € (lo dijiste)' }),
	).toBeVisible();
	await expect(answer.getByRole('button', { name: 'Plazo: 25 años (lo dijiste)' })).toBeVisible();
	const rate = answer.getByRole('button', { name: /^Tipo de interés \(TIN\): 3\s%/ });
	await rate.click();
	await expect(rate).toHaveAttribute('aria-expanded', 'true');
	const field = answer.getByLabel('Nuevo valor de «Tipo de interés (TIN)»');
	await expect(field).toBeFocused();
	await field.fill('2,5');
	await answer.getByRole('button', { name: 'Recalcular' }).click();
	// The same loan at 2,5 %: 672,93 € (the same guide's figure for the fixed first year).
	const recomputed = page.locator('#asistente-ia [data-role="respuesta"]').last();
	await expect(recomputed).toContainText('672,93 €');
	await expect(recomputed.locator('[data-answer-text]')).toBeFocused();
	await expect(page.locator('#asistente-ia [role="status"]')).toContainText('Recalculado');
	// A value that is not a rate keeps what was typed and says what to fix.
	await recomputed.getByRole('button', { name: /^Tipo de interés \(TIN\): 2,5\s%/ }).click();
	const again = recomputed.getByLabel('Nuevo valor de «Tipo de interés (TIN)»');
	await again.fill('45');
	await recomputed.getByRole('button', { name: 'Recalcular' }).click();
	await expect(recomputed).toContainText('Escribe un tipo entre el 0 % y el 30 %.');
	await expect(again).toHaveValue('45');
	await expect(again).toBeFocused();
});

test('an income gets its loan with the assumptions shown, never a province nobody said', async ({
	page,
}) => {
	await openAssistant(page);
	const answer = await ask(page, 'cobro 2.500 netos, ¿cuánto me prestaría?');
	// 35 % of 2.500 € is 875 €; at 3 % over 30 years that repays 207.541 €.
	await expect(answer).toContainText('875,00 €');
	await expect(answer).toContainText('207.541 €');
	await expect(answer).toContainText('¿En qué provincia compras');
	await expect(answer).not.toContainText('Madrid');
	await expect(
		answer.getByRole('button', { name: /Tipo de interés \(TIN\): 3\s% \(supuesto: / }),
	).toBeVisible();
});

test('in a conversation the newest amount wins over an earlier one', async ({ page }) => {
	await openAssistant(page);
	await ask(page, '¿Qué cuota tendría una hipoteca de 1,2 millones a 30 años al 2,9 %?');
	const answer = await ask(
		page,
		'Mi piso cuesta 250.000 y el banco me financia el 80 %, ¿cuánto pagaría al mes?',
	);
	// 80 % of 250.000 € at 2,9 % over 360 months: 832,46 € (not the 1,2 million's 4.994,76 €).
	await expect(answer).toContainText('832,46 €');
	await expect(answer).not.toContainText('1.200.000');
	await expect(
		answer.getByRole('button', { name: /Financiación del precio: 80\s% \(lo dijiste\)/ }),
	).toBeVisible();
});

test('when it is not sure it says so and offers the closest answers as questions', async ({
	page,
}) => {
	await openAssistant(page);
	const answer = await ask(page, '¿Y el seguro qué?');
	await expect(answer).toContainText('No lo sé con seguridad');
	const offered = answer.getByRole('button', {
		name: '¿Qué seguros son obligatorios en una hipoteca?',
	});
	await expect(answer.locator('ul').first().getByRole('button')).toHaveCount(3);
	await offered.click();
	const next = page.locator('#asistente-ia [data-role="respuesta"]').last();
	await expect(next).toContainText('el de daños sobre la vivienda');
	await expect(next.getByRole('link', { name: /Ley 5\/2019.*art\. 17\.3/ })).toHaveAttribute(
		'href',
		/boe\.es/,
	);
	await expectNoAxeViolationsInBothThemes(page, '#asistente-ia');
});
