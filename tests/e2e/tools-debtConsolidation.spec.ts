import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { formatEuros } from '../../src/lib/format/index.ts';
import { debtDefaults, runDebtConsolidation } from '../../src/lib/tools/debtConsolidationTool.ts';

test.use({ tool: 'reunificacion-deudas' });

test('unifies the debts into one payment and warns about the total cost', async ({
	toolSection: s,
}) => {
	const expected = runDebtConsolidation(debtDefaults);
	if (!expected.ok) throw new Error('expected a result');
	await expect(
		s
			.locator('dl')
			.getByText(formatEuros(expected.result.newMonthlyPayment, { decimals: 2 }), { exact: true }),
	).toBeVisible();
	await expect(s.getByTestId('reunificacion-veredicto')).toHaveText(expected.result.reason);
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
