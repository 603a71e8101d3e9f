import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';

test.use({ tool: 'reunificacion-deudas' });

test('unifies the debts into one payment and warns about the total cost', async ({
	toolSection: s,
}) => {
	// Checked by hand on the default debts (14.000 € at 7,5 % paying 390 €, 4.500 € at 21 % paying
	// 180 €, 9.000 € at 9 % paying 260 €) and the new loan (3,5 % over 20 years, 2.500 € of costs
	// financed): 30.000 € over 240 months is 173,99 € a month (annuity). Each current debt costs
	// P × n with n = −ln(1 − r·B/P)/ln(1 + r) payments left, 32.332,16 € in all, against
	// 173,99 × 240 = 41.757,10 €: 9.425 € more.
	await expect(s.locator('dl').getByText('173,99\u00a0€', { exact: true })).toBeVisible();
	await expect(s.getByTestId('reunificacion-veredicto')).toHaveText(
		'Pagarías menos cada mes, pero 9.425\u00a0€ más en total por alargar el plazo.',
	);
});

test('debts can be added and removed, and bad input is flagged in Spanish', async ({
	toolSection: s,
}) => {
	await s.getByRole('button', { name: 'Añadir otra deuda' }).click();
	await expect(s.getByRole('group', { name: 'Deuda 4' })).toBeVisible();
	await expect(s.locator('#reunificacion-pendiente4-error')).toBeVisible();
	await s.getByRole('button', { name: 'Quitar la deuda 4' }).click();
	await expect(s.getByRole('group', { name: 'Deuda 4' })).toHaveCount(0);
	await s.getByRole('button', { name: 'Quitar la deuda 1' }).click();
	await expect(s.getByRole('group', { name: 'Deuda 1' }).getByLabel('Nombre')).toHaveValue(
		'Tarjeta de crédito',
	);
});

test('updates the URL and exports CSV', async ({ page, toolSection: s }) => {
	await s.getByLabel('Plazo').fill('15');
	await expect(page).toHaveURL(/reunificacion-deudas\.plazoNuevo=15/);
	const download = page.waitForEvent('download');
	await s.getByRole('button', { name: 'Descargar CSV' }).click();
	const lines = (await readFile(await (await download).path(), 'utf8'))
		.replace(/^\uFEFF/, '')
		.trim()
		.split('\r\n');
	expect(lines[0]).toBe('Concepto;Ahora (€);Reunificando (€)');
	expect(lines[1]).toMatch(/^Cuota mensual;830;/);
});
