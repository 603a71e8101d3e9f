import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { selectAsService } from './backend.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent, waitForHydration } from './utils.ts';

const section = (page: Page) => page.locator('#simulador-completo');

/**
 * The simulator's default loan (200.000 € at 3 % over 360 months) with the events buildTimeline
 * adds: a new TIN of 2,5 % from month 25, 10.000 € prepaid after instalment 12 keeping the
 * instalment (shorter term) and 20.000 € after instalment 36 keeping the term (lower instalment).
 * Checked with a month-by-month scratch schedule (annuity B·r/(1−(1+r)^−n), r = TIN/1200;
 * a TIN change recomputes the instalment over the remaining months, a prepayment is paid after
 * that month's instalment): the plan pays 103.554,90 € of interest (843,21 € × 360 − 200.000 €),
 * the events 69.340,11 € over 333 months, so 34.214,79 € saved; the instalment after the second
 * prepayment is 705,56 €; the fee caps are 2 % of 30.000 € = 600 € (fixed loan in its first
 * 10 years, Ley 5/2019 art. 23).
 */
const expected = {
	interestSaved: '34.214,79\u00a0€',
	planInterest: '103.554,90\u00a0€',
	interest: '69.340,11\u00a0€',
	paymentAfterThird: '705,56\u00a0€',
	fees: '600,00\u00a0€',
	months: 333,
};

async function openSimulator(page: Page, url = '/herramientas#simulador-completo') {
	await presetConsent(page);
	await page.goto(url);
	await waitForHydration(page, section(page));
}

async function openTimeline(page: Page) {
	await section(page)
		.getByRole('button', { name: 'Planificar revisiones y amortizaciones' })
		.click();
	await expect(section(page).getByRole('heading', { name: 'Eventos del préstamo' })).toBeVisible();
}

/** Adds the three events of `expected` through the editor. */
async function buildTimeline(page: Page) {
	const s = section(page);
	await s.getByRole('button', { name: 'Añadir cambio de TIN' }).click();
	await s.getByLabel('Mes del préstamo').nth(0).fill('25');
	await s.getByLabel('Nuevo TIN').fill('2,5');
	await s.getByRole('button', { name: 'Añadir amortización anticipada' }).click();
	await s.getByLabel('Mes del préstamo').nth(1).fill('12');
	await s.getByLabel('Importe', { exact: true }).nth(0).fill('10.000');
	await s.getByRole('button', { name: 'Añadir amortización anticipada' }).click();
	await s.getByLabel('Mes del préstamo').nth(2).fill('36');
	await s.getByLabel('Importe', { exact: true }).nth(1).fill('20.000');
	await s.getByRole('listitem', { name: 'Evento 3' }).getByText('Reduce cuota').click();
}

const figure = (page: Page, label: string) =>
	section(page)
		.locator('dt', { hasText: new RegExp(`^${label}$`) })
		.locator('+ dd');

test('a rate change and two prepayments of both kinds save interest against the plan; the share link restores them', async ({
	page,
}) => {
	await openSimulator(page);
	await openTimeline(page);
	await buildTimeline(page);
	await expect(figure(page, 'Intereses ahorrados')).toHaveText(expected.interestSaved);
	await expect(figure(page, 'Comisiones máximas por amortizar')).toHaveText(expected.fees);
	await expect(section(page).getByText(expected.paymentAfterThird).first()).toBeVisible();

	// Key periods list each event; the monthly view renders only when chosen.
	const keyTable = section(page).getByRole('region', {
		name: 'Tabla: Periodos clave de la vida del préstamo',
	});
	await expect(keyTable.getByText('Amortización anticipada (reduce plazo)')).toBeVisible();
	await expect(
		section(page).getByRole('region', { name: 'Tabla: Vida del préstamo mes a mes' }),
	).toHaveCount(0);
	await section(page).getByText('Mes a mes', { exact: true }).click();
	await expect(
		section(page)
			.getByRole('region', { name: 'Tabla: Vida del préstamo mes a mes' })
			.getByRole('row'),
	).toHaveCount(expected.months + 1);

	await section(page).getByRole('button', { name: 'Copiar enlace para compartir' }).click();
	const link = await section(page).getByLabel('Enlace para compartir').inputValue();
	expect(link).toContain('simulador-completo.vida=');
	expect(link.length).toBeLessThan(400);

	await page.goto('about:blank');
	await openSimulator(page, link);
	await expect(section(page).getByRole('heading', { name: 'Eventos del préstamo' })).toBeVisible();
	await expect(figure(page, 'Intereses ahorrados')).toHaveText(expected.interestSaved);
	await expect(section(page).getByLabel('Nuevo TIN')).toHaveValue('2,5');
	await expect(section(page).getByRole('listitem', { name: 'Evento 3' })).toContainText(
		'Reduce cuota',
	);
});

test('an event after the end or above the balance gets a Spanish message, never NaN', async ({
	page,
}) => {
	await openSimulator(page);
	await openTimeline(page);
	const s = section(page);
	await s.getByRole('button', { name: 'Añadir amortización anticipada' }).click();
	await s.getByLabel('Mes del préstamo').fill('400');
	await expect(s.getByText('El evento queda después del final del préstamo.')).toBeVisible();
	await s.getByLabel('Mes del préstamo').fill('12');
	await s.getByLabel('Importe', { exact: true }).fill('500.000');
	await expect(s.getByText(/supera el capital pendiente/)).toBeVisible();
	await s.getByLabel('Importe', { exact: true }).fill('mucho');
	await expect(s.getByLabel('Importe', { exact: true })).toHaveAttribute('aria-invalid', 'true');
	await expect(s.getByText('Revisa los eventos marcados para ver el resultado.')).toBeVisible();
	await expect(page.locator('body')).not.toContainText('NaN');
});

test('scenarios saved in the browser reopen and compare side by side', async ({ page }) => {
	await openSimulator(page);
	await openTimeline(page);
	const s = section(page);
	await s.getByLabel('Nombre del escenario').fill('Plan firmado');
	await s.getByRole('button', { name: 'Guardar en este navegador' }).click();
	await expect(s.getByText('Guardado «Plan firmado» en este navegador.')).toBeVisible();

	await buildTimeline(page);
	await expect(figure(page, 'Intereses ahorrados')).toHaveText(expected.interestSaved);
	await s.getByLabel('Nombre del escenario').fill('Con amortizaciones');
	await s.getByRole('button', { name: 'Guardar en este navegador' }).click();
	await expect(s.getByText('Guardado «Con amortizaciones» en este navegador.')).toBeVisible();

	// A fresh visit: nothing in the URL, the saved scenarios are still there. Through a blank page:
	// if the timeline had not yet written its state to the address (it does so after a pause), the
	// same address with the same fragment would only scroll, not load the page again.
	await page.goto('about:blank');
	await page.goto('/herramientas#simulador-completo');
	await waitForHydration(page, section(page));
	await openTimeline(page);
	await expect(section(page).getByText('Aún no hay eventos')).toBeVisible();
	await section(page).getByRole('button', { name: 'Abrir «Con amortizaciones»' }).click();
	await expect(figure(page, 'Intereses ahorrados')).toHaveText(expected.interestSaved);
	await expect(section(page).getByRole('listitem', { name: /^Evento \d$/ })).toHaveCount(3);

	await section(page)
		.getByLabel(/^Plan firmado.*comparar$/)
		.check();
	await section(page)
		.getByLabel(/^Con amortizaciones.*comparar$/)
		.check();
	const table = section(page).getByRole('region', { name: 'Tabla: Comparación de escenarios' });
	await expect(table.getByRole('columnheader')).toHaveText(['Plan firmado', 'Con amortizaciones']);
	const interestRow = table.getByRole('row', { name: /^Intereses\b/ }).first();
	await expect(interestRow).toContainText(expected.planInterest);
	await expect(interestRow).toContainText(expected.interest);

	await section(page).getByRole('button', { name: 'Borrar «Plan firmado»' }).click();
	await expect(section(page).getByRole('button', { name: 'Abrir «Plan firmado»' })).toHaveCount(0);
});

test('signed in, the timeline is saved in the panel and reopens from it with its events', async ({
	signedInPage: page,
	user,
}) => {
	await openSimulator(page);
	await openTimeline(page);
	await buildTimeline(page);
	await expect(figure(page, 'Intereses ahorrados')).toHaveText(expected.interestSaved);
	await section(page).getByRole('button', { name: 'Guardar en mi panel' }).click();
	await expect(page.getByText('Lo tienes en tu panel.')).toBeVisible();
	const stored = await selectAsService<{ kind: string; input: { url: string } }>(
		'saved_simulations',
		`select=kind,input&user_id=eq.${user.id}`,
	);
	expect(stored).toHaveLength(1);
	expect(stored[0]?.kind).toBe('completa');
	expect(stored[0]?.input.url).toContain('simulador-completo.vida=');

	await page.goto('/dashboard#simulaciones');
	const item = page.getByTestId('simulacion-guardada');
	await expect(item).toContainText('Vida del préstamo');
	await item.getByRole('link', { name: /Abrir en la calculadora/ }).click();
	await waitForHydration(page, section(page));
	await expect(figure(page, 'Intereses ahorrados')).toHaveText(expected.interestSaved);
});

test('the life of the loan has no axe violations in either theme', async ({ page }) => {
	// The Euribor table now holds every month since January 1999 (331 rows): axe needs longer.
	test.slow();
	await openSimulator(page);
	await section(page).getByText('Variable', { exact: true }).click();
	await openTimeline(page);
	await buildTimeline(page);
	await section(page)
		.getByLabel('Escenario para las revisiones futuras')
		.selectOption({ label: 'Tu escenario' });
	await section(page).getByLabel('En 5 años (%)').fill('3,5');
	await section(page).getByRole('button', { name: 'Usar estas revisiones en el cuadro' }).click();
	const summaries = section(page).getByText('Ver los datos del gráfico');
	await expect(summaries).toHaveCount(2);
	await summaries.nth(0).click();
	await summaries.nth(1).click();
	const euribor = section(page).getByRole('region', {
		name: 'Datos: Euríbor a 12 meses, media mensual',
	});
	await expect(euribor.getByRole('columnheader', { name: 'Sin verificar' })).toBeVisible();
	const fan = section(page).getByRole('region', {
		name: 'Datos: Tu cuota en cada revisión según el escenario',
	});
	await expect(fan.getByRole('columnheader')).toHaveText([
		'Revisión',
		'Estable',
		'Subida suave',
		'Bajada suave',
		'Tu escenario',
	]);
	await expect(section(page).locator('[data-chart] canvas')).toHaveCount(2);
	await expect(figure(page, /Intereses (ahorrados|de más)/.source)).toBeVisible();
	await expectNoAxeViolationsInBothThemes(page, '#vida-prestamo');
});
