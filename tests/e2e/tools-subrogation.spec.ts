import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';

test.use({ tool: 'subrogacion' });

test('computes the saving and the break-even month of a change of bank', async ({
	toolSection: s,
}) => {
	await s.getByLabel('Gastos a tu cargo (tasación…)').fill('1.500');
	// Checked by hand with the annuity formula P = B·i / (1 − (1 + i)^−n), B = 160.000 €,
	// n = 264: 895,19 € at 3,8 % and 804,44 € at 2,7 %, a saving of 90,75 € a month. The loan is
	// variable and 6 years old: Ley 5/2019 caps the fee for moving to a fixed rate only in the first
	// three years, so there is none; the 1.500 € of costs are recovered after
	// 1.500 / 90,75 = 16,5 months, in month 17.
	await expect(s.getByText('90,75\u00a0€', { exact: true })).toBeVisible();
	await expect(s.getByTestId('subrogacion-veredicto')).toHaveText(
		'El cambio de banco compensa: recuperas los gastos en el mes 17.',
	);
});

test('bad input gets a Spanish message and the text stays', async ({ toolSection: s }) => {
	await s.getByLabel('Tipo de la oferta (TIN)').fill('2,7,1');
	await expect(s.locator('#subrogacion-tipoNuevo-error')).toBeVisible();
	await expect(s.getByLabel('Tipo de la oferta (TIN)')).toHaveValue('2,7,1');
	await s.getByLabel('Nuevo plazo').fill('abc');
	await expect(s.locator('#subrogacion-mesesNuevos-error')).toHaveText(/número/);
});

test('updates the URL and exports CSV', async ({ page, toolSection: s }) => {
	await s.getByText('Novación en mi banco').click();
	await expect(page).toHaveURL(/subrogacion\.operacion=novacion/);
	const download = page.waitForEvent('download');
	await s.getByRole('button', { name: 'Descargar CSV' }).click();
	const lines = (await readFile(await (await download).path(), 'utf8'))
		.replace(/^\uFEFF/, '')
		.trim()
		.split('\r\n');
	expect(lines[0]).toBe('Concepto;Hipoteca actual (€);Con el cambio (€)');
	expect(lines[1]).toMatch(/^Cuota mensual;/);
});
