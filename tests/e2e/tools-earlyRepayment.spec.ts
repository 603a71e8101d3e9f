import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';

test.use({ tool: 'amortizacion-anticipada' });

test('compares reducing term and instalment with the legal fee cap', async ({ toolSection: s }) => {
	await s.getByText('Variable', { exact: true }).click();
	await s.getByLabel('Meses desde la firma').fill('24');
	// Variable loan in its first 3 years: 0,25 % of 20.000 € = 50 €.
	await expect(s.getByText('50,00 € (0,25 %)')).toBeVisible();
	// Checked by hand: 150.000 € at 3 % over 300 months is 711,32 € a month and 63.395,09 € of
	// interest; 20.000 € paid with the first instalment, keeping it, ends in month 245 with
	// 19.393,69 € less interest, 19.343,69 € after the fee (keeping the term instead saves
	// 8.371,56 € after the fee).
	await expect(s.getByTestId('amortizacion-veredicto')).toContainText('19.344\u00a0€');
});

test('at TIN 0 % it says early repayment saves no interest instead of recommending an option', async ({
	toolSection: s,
}) => {
	await s.getByLabel('Tipo de interés actual (TIN)').fill('0');
	// Fixed loan signed 60 months ago: fee of 2 % of 20.000 € = 400 €, and nothing to save.
	await expect(s.getByTestId('amortizacion-veredicto')).toHaveText(
		'Con un tipo de interés del 0 % amortizar anticipadamente no ahorra intereses: pagas lo mismo en total, solo que antes. Además pagarías 400,00\u00a0€ de comisión, que se calcula solo sobre la cantidad que adelantas.',
	);
	await expect(s).not.toContainText('Te conviene');
});

test('an amount above the pending capital gets a Spanish message at that field', async ({
	page,
	toolSection: s,
}) => {
	await s.getByLabel('Cantidad que quieres adelantar').fill('200.000');
	await expect(s.locator('#amortizacion-aportacion-error')).toBeVisible();
	await expect(s.getByLabel('Cantidad que quieres adelantar')).toHaveValue('200.000');
	await expect(page.locator('body')).not.toContainText('NaN');
});

test('updates the URL and exports the comparison as CSV', async ({ page, toolSection: s }) => {
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
