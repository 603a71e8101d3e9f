import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';

test.use({ tool: 'gastos-compraventa' });

test('itemises the purchase costs of the chosen province', async ({ toolSection: s }) => {
	await s.getByLabel('Provincia').selectOption({ label: 'Santa Cruz de Tenerife' });
	await s.getByText('Obra nueva').click();
	// Checked by hand for 250.000 € new-build in Canarias with a 200.000 € loan: IGIC 7 % =
	// 17.500 € + AJD of the purchase deed 1 % = 2.500 € (communities.json) + notary 0,375 % =
	// 937,50 € + registry 0,15 % = 375 € + gestoría 350 € + appraisal 450 € (purchase-costs.json)
	// = 22.112,50 € for the buyer; the loan's notary, registry and AJD fall to the bank.
	await expect(s.getByText('22.112,50\u00a0€', { exact: true })).toBeVisible();
	await expect(s.getByRole('table')).toContainText('IGIC');
	await expect(s.getByRole('table')).toContainText('Lo paga el banco');
});

test('bad input gets a Spanish message and keeps the text', async ({ page, toolSection: s }) => {
	await s.getByLabel('Edad del comprador', { exact: true }).fill('12');
	await expect(s.locator('#gastos-edad-error')).toBeVisible();
	await s.getByLabel('Precio de compra').fill('');
	await expect(s.locator('#gastos-precio-error')).toBeVisible();
	// A price of 0 or less: its message on the price field (the table of prices is in
	// tests/unit/tools/purchaseCostsTool.test.ts).
	await s.getByLabel('Precio de compra').fill('0');
	await expect(s.locator('#gastos-precio-error')).toHaveText('El precio debe ser mayor que 0 €.');
	await expect(s.getByLabel('Precio de compra')).toHaveAttribute('aria-invalid', 'true');
	await expect(s.getByLabel('Precio de compra')).toHaveValue('0');
	await expect(page.locator('body')).not.toContainText('NaN');
});

test('updates the URL and exports CSV', async ({ page, toolSection: s }) => {
	await s.getByLabel('Precio de compra').fill('300.000');
	await expect(page).toHaveURL(/gastos-compraventa\.precio=300\.000/);
	const download = page.waitForEvent('download');
	await s.getByRole('button', { name: 'Descargar CSV' }).click();
	const lines = (await readFile(await (await download).path(), 'utf8'))
		.replace(/^\uFEFF/, '')
		.trim()
		.split('\r\n');
	expect(lines[0]).toBe('Concepto;Quién paga;Base (€);Tipo (%);Importe (€);Regla aplicada');
	expect(lines.some((l) => l.includes('Comprador;300000;6;18000'))).toBe(true);
});

test('two buyers: each share is taxed with its own rate and the shares must add up to 100 %', async ({
	toolSection: s,
}) => {
	await s.getByLabel('Provincia').selectOption({ label: 'Valencia' });
	await s.getByLabel('Precio de compra').fill('150.000');
	await s.getByLabel('Es mi primera vivienda').check();
	await s.getByText('Dos', { exact: true }).click();
	await s.getByLabel('Edad del comprador 1').fill('30');
	await s.getByLabel('Ingresos anuales del comprador 1').fill('25.000');
	await s.getByLabel('Edad del comprador 2').fill('40');
	// Ley 13/1997, art. 13: 75.000 × 6 % + 75.000 × 10 % = 12.000 €.
	await expect(s.getByRole('table')).toContainText('12.000,00');
	await expect(s.getByRole('table')).toContainText('Cada comprador tributa su parte');
	await s.getByLabel('Parte del comprador 1').fill('60');
	await expect(s.locator('#gastos-parte2-error')).toHaveText(
		/Las partes de los compradores deben sumar 100/,
	);
	await expect(s.getByLabel('Parte del comprador 1')).toHaveValue('60');
});

test("Illes Balears: the law's 4 %, 2 % and 100 % bonus, asking only what changes them", async ({
	toolSection: s,
}) => {
	await s.getByLabel('Provincia').selectOption({ label: 'Illes Balears' });
	await s.getByLabel('Edad del comprador', { exact: true }).fill('40');
	await s.getByLabel('Es mi primera vivienda').check();
	// Decreto Legislativo 1/2014, art. 10.c: 250.000 × 4 % = 10.000 €.
	await expect(s.getByRole('table')).toContainText('10.000,00');
	// Art. 14 quater: under 30, three years resident, income up to 52.800 €, mortgage of 80 %.
	await s.getByLabel('Edad del comprador', { exact: true }).fill('28');
	await s.getByLabel('Ingresos anuales', { exact: true }).fill('30.000');
	// Art. 10.d.1.º until the residence is ticked: 250.000 × 2 % = 5.000 €.
	await expect(s.getByRole('table')).toContainText('5.000,00');
	await s.getByLabel('Resido en Illes Balears desde hace al menos 3 años').check();
	await expect(s.getByRole('table')).toContainText('Bonificación del 100');
	// Madrid asks none of these questions.
	await s.getByLabel('Provincia').selectOption({ label: 'Madrid' });
	await expect(s.getByLabel('Resido en Illes Balears desde hace al menos 3 años')).toHaveCount(0);
});
