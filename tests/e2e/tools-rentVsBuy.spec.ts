import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';

test.use({ tool: 'alquilar-vs-comprar' });

test('compares renting and buying over the years', async ({ toolSection: s }) => {
	await s.getByLabel('Alquiler mensual de una vivienda similar').fill('1.100');
	// Checked with a scratch year-by-year model of the defaults (250.000 € in Madrid, resale main
	// home, 80 % loan at 3 % over 30 years, rent +3 %, value +2 %, return 3 %, owner costs 1 %,
	// selling costs 3 %, 15 years). Upfront: 50.000 € down + ITP 5,4 % (art. 30 bis: 6 % less
	// 10 % up to 250.000 €) 13.500 € + notary 937,50 € + registry 375 € + 350 € + 450 € =
	// 65.612,50 €, shown rounded half up. Buyer's net worth after 15 years: 250.000 × 1,02^15 ×
	// 0,97 − the 122.101,14 € still owed + the yearly savings when renting costs more, invested at
	// 3 % = 262.546,88 €.
	await expect(s.locator('dl').getByText('262.547\u00a0€', { exact: true })).toBeVisible();
	await expect(s.locator('dl').getByText('65.613\u00a0€', { exact: true })).toBeVisible();
	await expect(s.getByTestId('alquilar-veredicto')).toContainText('Con estos supuestos');
	await expect(s.getByRole('region', { name: /año a año/ }).getByRole('row')).toHaveCount(16);
});

test('bad input shows a Spanish message at the field and keeps the text', async ({
	page,
	toolSection: s,
}) => {
	const rate = s.getByLabel('Tipo de interés de la hipoteca');
	await rate.fill('45');
	await expect(s.locator('#alquilar-tipo-error')).toBeVisible();
	await expect(rate).toHaveValue('45');
	await s.getByLabel('Años que quieres comparar').fill('diez');
	await expect(s.locator('#alquilar-anos-error')).toHaveText(/número/);
	await expect(page.locator('body')).not.toContainText('NaN');
	// Each message's text (a huge rent called a rent, not a mortgage; a price of 0) is checked in
	// tests/unit/tools/rentVsBuyTool.test.ts.
});

test('updates the URL and exports the yearly table as CSV', async ({ page, toolSection: s }) => {
	await s.getByLabel('Años que quieres comparar').fill('10');
	await expect(page).toHaveURL(/alquilar-vs-comprar\.anos=10/);
	const download = page.waitForEvent('download');
	await s.getByRole('button', { name: 'Descargar CSV' }).click();
	const file = await download;
	expect(file.suggestedFilename()).toBe('alquilar-o-comprar.csv');
	const lines = (await readFile(await file.path(), 'utf8'))
		.replace(/^\uFEFF/, '')
		.trim()
		.split('\r\n');
	expect(lines).toHaveLength(11);
	expect(lines[0]).toMatch(/^Año;Alquiler pagado \(€\);/);
	expect(lines[1]).toMatch(/^1;11400;/);
});
