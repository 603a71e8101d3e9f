import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { expectNoAxeViolations, presetConsent } from './utils.ts';

// A guard against hangs, not a budget: each test opens a tool on the long /herramientas page
// and may run axe, which takes minutes when the 2 shared cores are busy.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function openPlan(page: Page) {
	await presetConsent(page);
	await page.goto('/herramientas#asistente-financiero');
	const section = page.locator('#asistente-financiero');
	await section.getByRole('button', { name: 'Empezar mi plan' }).click();
	return section;
}

async function answerAll(page: Page) {
	const s = await openPlan(page);
	const income = s.getByLabel('¿Cuánto ingresáis al mes, en neto?');
	await expect(income).toBeFocused();
	await income.fill('bastante');
	await s.getByRole('button', { name: 'Siguiente' }).click();
	await expect(s.getByText(/número/)).toBeVisible();
	await expect(income).toHaveValue('bastante');
	// Amounts as people say them are read: «2,4 mil» is 2.400 €.
	await income.fill('2,4 mil');
	await s.getByRole('button', { name: 'Siguiente' }).click();
	await s.getByRole('button', { name: 'Contrato indefinido' }).click();
	await s.getByLabel('¿Cuánto tenéis ahorrado para la compra?').fill('35.000');
	await s.getByRole('button', { name: 'Siguiente' }).click();
	await s.getByLabel('¿Cuánto pagáis al mes por otros préstamos o tarjetas?').fill('0');
	await s.getByRole('button', { name: 'Siguiente' }).click();
	await s.getByLabel('¿Qué edad tienes? Si sois dos, la del más joven.').fill('30');
	await s.getByRole('button', { name: 'Siguiente' }).click();
	await s.getByLabel('¿En qué provincia quieres comprar?').selectOption('valencia');
	await s.getByRole('button', { name: 'Siguiente' }).click();
	await s.getByRole('button', { name: 'Comprar mi primera vivienda' }).click();
	return s;
}

test('seven questions lead to a personal plan with the ICO guarantee and next steps', async ({
	page,
}) => {
	const s = await answerAll(page);
	const plan = s.getByRole('article', { name: 'Tu plan personal' });
	await expect(plan.getByRole('heading', { name: 'Tu plan personal' })).toBeFocused();
	await expect(plan).toContainText('puedes comprar en Valencia una vivienda de hasta unos');
	await expect(plan).toContainText('Puede aplicarse: el ICO avala');
	await expect(
		plan.getByRole('heading', { name: 'Qué tipo de hipoteca te conviene' }),
	).toBeVisible();
	await expect(plan.getByRole('link', { name: 'Viabilidad con tus datos' })).toHaveAttribute(
		'href',
		/viabilidad\.ingresos1=2400.*viabilidad\.provincia=valencia/,
	);
	await expect(plan).not.toContainText('NaN');
	// Signed out: saving offers sign-in and comes back here.
	await expect(
		plan.getByRole('link', { name: 'Inicia sesión para guardar el plan en tu panel' }),
	).toHaveAttribute('href', '/auth?redirect=%2Fherramientas%23asistente-financiero');
	await expect(plan.getByRole('button', { name: 'Imprimir el plan' })).toBeVisible();
	await expectNoAxeViolations(page, '#asistente-financiero');
});

test('an answer can be changed and the plan started again', async ({ page }) => {
	const s = await openPlan(page);
	await s.getByLabel('¿Cuánto ingresáis al mes, en neto?').fill('1.800');
	await s.getByRole('button', { name: 'Siguiente' }).click();
	await s.getByRole('button', { name: 'Cambiar la respuesta anterior' }).click();
	await expect(s.getByLabel('¿Cuánto ingresáis al mes, en neto?')).toBeVisible();
	await expect(s.getByText('Pregunta 1 de 7')).toBeVisible();
});

test('the plan has no axe violations in dark theme', async ({ page }) => {
	await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
	const s = await answerAll(page);
	await expect(s.getByRole('article', { name: 'Tu plan personal' })).toBeVisible();
	await expectNoAxeViolations(page, '#asistente-financiero');
});
