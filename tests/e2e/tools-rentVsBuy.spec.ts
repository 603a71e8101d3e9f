import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { formatEuros } from '../../src/lib/format/index.ts';
import { rentVsBuy } from '../../src/lib/mortgage/index.ts';

test.use({ tool: 'alquilar-vs-comprar' });

test('compares renting and buying with the engine’s figures', async ({ toolSection: s }) => {
	await s.getByLabel('Alquiler mensual de una vivienda similar').fill('1.100');
	const expected = rentVsBuy({
		price: 250_000,
		provinceId: 'madrid',
		years: 15,
		rent: 1100,
		loan: { annualRatePercent: 3, years: 30, ltvPercent: 80 },
		sellingCostsPercent: 3,
	});
	const last = expected.years.at(-1)!;
	await expect(
		s.locator('dl').getByText(formatEuros(last.buyNetWorth, { decimals: 0 }), { exact: true }),
	).toBeVisible();
	await expect(
		s
			.locator('dl')
			.getByText(formatEuros(expected.upfront.total, { decimals: 0 }), { exact: true }),
	).toBeVisible();
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

test('a huge rent is called a rent, not a mortgage', async ({ toolSection: s }) => {
	await s.getByLabel('Alquiler mensual de una vivienda similar').fill('1.000.000.000.000');
	await expect(s.locator('#alquilar-alquiler-error')).toHaveText(
		'El alquiler es demasiado alto para una vivienda: revisa la cifra.',
	);
	await expect(s).not.toContainText('hipoteca de vivienda');
});
