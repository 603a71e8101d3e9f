import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatEuros } from '../../src/lib/format/index.ts';
import { earlyRepayment } from '../../src/lib/mortgage/index.ts';
import { expectNoAxeViolations, presetConsent, waitForHydration } from './utils.ts';

const section = (page: Page) => page.locator('#amortizacion-anticipada');

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
	await page.goto('/herramientas#amortizacion-anticipada');
	await waitForHydration(page, section(page));
});

test('compares reducing term and instalment with the legal fee cap', async ({ page }) => {
	const s = section(page);
	await s.getByText('Variable', { exact: true }).click();
	await s.getByLabel('Meses desde la firma').fill('24');
	const r = earlyRepayment({
		balance: 150_000,
		annualRatePercent: 3,
		remainingMonths: 300,
		amount: 20_000,
		rateType: 'variable',
		monthsSinceSigning: 24,
	});
	// Variable loan in its first 3 years: 0,25 % of 20.000 € = 50 €.
	await expect(s.getByText('50,00 € (0,25 %)')).toBeVisible();
	const best = r.best === 'reduce-term' ? r.reduceTerm.netSaving : r.reducePayment.netSaving;
	await expect(s.getByTestId('amortizacion-veredicto')).toContainText(
		formatEuros(best, { decimals: 0 }),
	);
});

test('at TIN 0 % it says early repayment saves no interest instead of recommending an option', async ({
	page,
}) => {
	const s = section(page);
	await s.getByLabel('Tipo de interés actual (TIN)').fill('0');
	// Fixed loan signed 60 months ago: fee of 2 % of 20.000 € = 400 €, and nothing to save.
	await expect(s.getByTestId('amortizacion-veredicto')).toHaveText(
		'Con un tipo de interés del 0 % amortizar anticipadamente no ahorra intereses: pagas lo mismo en total, solo que antes. Además pagarías 400,00\u00a0€ de comisión, que se calcula solo sobre la cantidad que adelantas.',
	);
	await expect(s).not.toContainText('Te conviene');
});

test('an amount above the pending capital gets a Spanish message at that field', async ({
	page,
}) => {
	const s = section(page);
	await s.getByLabel('Cantidad que quieres adelantar').fill('200.000');
	await expect(s.locator('#amortizacion-aportacion-error')).toBeVisible();
	await expect(s.getByLabel('Cantidad que quieres adelantar')).toHaveValue('200.000');
	await expect(page.locator('body')).not.toContainText('NaN');
});

test('updates the URL and exports the comparison as CSV', async ({ page }) => {
	const s = section(page);
	await s.getByLabel('Cantidad que quieres adelantar').fill('10.000');
	await expect(page).toHaveURL(/amortizacion-anticipada\.aportacion=10\.000/);
	const download = page.waitForEvent('download');
	await s.getByRole('button', { name: 'Descargar CSV' }).click();
	const lines = (await readFile(await (await download).path(), 'utf8'))
		.replace(/^\uFEFF/, '')
		.trim()
		.split('\r\n');
	expect(lines).toHaveLength(4);
	expect(lines[2]).toMatch(/^Reducir plazo;/);
});

test('the early repayment tool has no accessibility violations', async ({ page }) => {
	await expectNoAxeViolations(page, '#amortizacion-anticipada');
});
