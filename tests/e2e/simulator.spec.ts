import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, presetConsent, waitForHydration } from './utils.ts';

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
	await page.goto('/herramientas#simulador-completo');
	await waitForHydration(page, page.locator('#simulador-completo'));
});

const section = (page: import('@playwright/test').Page) => page.locator('#simulador-completo');

test('computes the monthly payment of a fixed loan and shows TAE and totals', async ({ page }) => {
	const s = section(page);
	await expect(s.getByText('843,21 €', { exact: true })).toBeVisible();
	await s.getByLabel('Importe del préstamo').fill('150.000');
	await s.getByLabel('Plazo').fill('25');
	await s.getByLabel('Tipo de interés (TIN)').fill('2,5 %');
	// 150.000 € at 2,5 % over 25 years: 672,93 € a month (French system).
	await expect(s.getByText('672,93 €', { exact: true })).toBeVisible();
	await expect(s.getByText('TAE', { exact: true })).toBeVisible();
	await expect(page.getByText('Cuota mensual 672,93 €', { exact: false })).toBeAttached();
});

test('a variable loan shows the payment after the first revision', async ({ page }) => {
	const s = section(page);
	await s.getByText('Variable', { exact: true }).click();
	await s.getByLabel('Euríbor supuesto').fill('2');
	await s.getByLabel('Diferencial').fill('1');
	await expect(s.getByText('Cuota tras revisar al 3,00 %')).toBeVisible();
	// First year at 3 % and revised to 2 % + 1 %: the instalment stays at 843,21 €.
	await expect(s.getByText('843,21 €', { exact: true })).toHaveCount(2);
	await s.getByLabel('Diferencial').fill('2');
	await expect(s.getByText('Cuota tras revisar al 4,00 %')).toBeVisible();
	await expect(s.getByText('843,21 €', { exact: true })).toHaveCount(1);
});

test('bad input gets a Spanish message next to the field and keeps what was typed', async ({
	page,
}) => {
	const s = section(page);
	const amount = s.getByLabel('Importe del préstamo');
	await amount.fill('doscientos mil');
	await expect(amount).toHaveAttribute('aria-invalid', 'true');
	await expect(s.locator('#simulador-importe-error')).toHaveText(/número/);
	await expect(amount).toHaveValue('doscientos mil');
	await expect(
		s.getByText('Revisa los datos marcados para ver el resultado.').last(),
	).toBeVisible();
	await expect(page.locator('body')).not.toContainText('NaN');

	// An engine error lands on the field of its input (a price of 0 on the price, not on the loan).
	// The table of bad values and their messages is in tests/unit/tools/simulatorForm.test.ts.
	await amount.fill('200.000');
	const price = s.getByLabel('Precio de la vivienda');
	await price.fill('0');
	await expect(s.locator('#simulador-precio-error')).toHaveText(
		'El precio debe ser mayor que 0 €.',
	);
	await expect(price).toHaveAttribute('aria-invalid', 'true');
	await expect(price).toHaveValue('0');
	await expect(s.locator('#simulador-importe-error')).toHaveCount(0);
});

test('the error note is announced once: it is the only live region of the tool', async ({
	page,
}) => {
	const s = section(page);
	await s.getByLabel('Importe del préstamo').fill('doscientos mil');
	const note = s.getByText('Revisa los datos marcados para ver el resultado.');
	await expect(note).toHaveCount(1);
	await expect(note).toHaveAttribute('aria-live', 'polite');
	await expect(s.locator('[aria-live], [role="status"], [role="alert"]')).toHaveCount(1);
});

test('the inputs live in the URL, so a shared link reopens the same simulation', async ({
	page,
}) => {
	const s = section(page);
	await s.getByLabel('Importe del préstamo').fill('180.000');
	await expect(page).toHaveURL(/simulador-completo\.importe=180\.000/);
	const url = page.url();
	await page.goto(url);
	await waitForHydration(page, section(page));
	await expect(section(page).getByLabel('Importe del préstamo')).toHaveValue('180.000');
});

test('a link saved under the old id simulador still opens its simulation', async ({ page }) => {
	await page.goto('/herramientas?simulador.importe=150.000&simulador.plazo=25#simulador-completo');
	await waitForHydration(page, section(page));
	const s = section(page);
	await expect(s.getByLabel('Importe del préstamo')).toHaveValue('150.000');
	await expect(s.getByLabel('Plazo')).toHaveValue('25');
	await s.getByLabel('Importe del préstamo').fill('160.000');
	await expect(page).toHaveURL(/simulador-completo\.importe=160\.000/);
	expect(page.url()).not.toContain('simulador.importe');
});

test('exports the monthly schedule as CSV and switches table views', async ({ page }) => {
	const s = section(page);
	const table = s.getByRole('region', { name: 'Cuadro de amortización por años' });
	await expect(table.getByRole('row')).toHaveCount(31);
	await s.getByText('Por meses').click();
	await expect(
		s.getByRole('region', { name: 'Cuadro de amortización por meses' }).getByRole('row'),
	).toHaveCount(361);

	const downloadPromise = page.waitForEvent('download');
	await s.getByRole('button', { name: 'Descargar CSV' }).click();
	const download = await downloadPromise;
	expect(download.suggestedFilename()).toBe('cuadro-amortizacion.csv');
	const csv = await readFile(await download.path(), 'utf8');
	const lines = csv
		.replace(/^\uFEFF/, '')
		.trim()
		.split('\r\n');
	expect(lines).toHaveLength(361);
	expect(lines[0]).toBe(
		'Mes;Tipo anual (%);Cuota (€);Intereses (€);Capital amortizado (€);Capital pendiente (€)',
	);
	expect(lines[1]).toMatch(/^1;3;843,21;500;343,21;199656,79$/);
});

test('the simulator has no accessibility violations', async ({ page }) => {
	await expectNoAxeViolations(page, '#simulador-completo');
});

test('the whole tools page has no accessibility violations', async ({ page }) => {
	await expectNoAxeViolations(page);
});

/** WCAG contrast ratio of two CSS colours given as rgb()/rgba() strings (alpha ignored). */
function contrast(a: string, b: string): number {
	const lum = (css: string) => {
		const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
		const lin = (c: number) => {
			const v = c / 255;
			return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
		};
		return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(bl!);
	};
	const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
	return (hi! + 0.05) / (lo! + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
	test(`keyboard focus on a selected pill shows a ring that contrasts with the pill and the group (${theme})`, async ({
		page,
	}) => {
		await page.evaluate((t) => localStorage.setItem('theme', t), theme);
		await page.reload();
		const s = section(page);
		await waitForHydration(page, s);
		const radio = s.getByRole('radio', { name: 'Fijo' });
		await radio.focus();
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowLeft');
		await expect(radio).toBeFocused();
		const colours = await radio.evaluate((input) => {
			const pill = input.closest('label')!;
			const style = getComputedStyle(pill);
			return {
				// The inner band (box-shadow) touches the pill; the outline lies on the group.
				inner:
					/(rgba?\([^)]*\)) 0px 0px 0px 2px/.exec(style.boxShadow)?.[1] ??
					`no 2px band in «${style.boxShadow}»`,
				outer: style.outlineColor,
				outerStyle: style.outlineStyle,
				pill: style.backgroundColor,
				group: getComputedStyle(pill.parentElement!).backgroundColor,
			};
		});
		expect(colours.outerStyle).not.toBe('none');
		expect(contrast(colours.inner, colours.pill)).toBeGreaterThanOrEqual(3);
		expect(contrast(colours.outer, colours.group)).toBeGreaterThanOrEqual(3);
	});
}
