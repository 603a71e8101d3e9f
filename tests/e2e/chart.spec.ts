import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, presetConsent } from './utils.ts';

// The shared chart (uPlot behind a data table) on a test-only page: drawn, readable as a table,
// redrawn in the other theme, refusing data it cannot draw.
test('draws the canvas and gives the same figures as a table', async ({ page }) => {
	await presetConsent(page);
	await page.goto('/__e2e/chart');
	const first = page.getByRole('figure').filter({ hasText: 'Cuota mensual' });
	await expect(first.locator('[data-chart] canvas')).toHaveCount(1);
	await first.getByText('Ver los datos del gráfico').click();
	const table = first.getByRole('table', { name: 'Cuota mensual' });
	await expect(table.getByRole('columnheader')).toHaveText([
		'Mes',
		'Cuota',
		'Cuota si sube el euríbor',
	]);
	await expect(table.getByRole('row')).toHaveCount(5);
	await expect(table.getByRole('row').nth(2)).toContainText('712,50');
	await expect(table.getByRole('row').nth(3).getByRole('cell').first()).toHaveText('—');

	const bars = page.getByRole('figure').filter({ hasText: 'Altas por año' });
	await expect(bars.locator('canvas')).toHaveCount(1);
	await expect(
		page.getByRole('figure').filter({ hasText: 'Datos rotos' }).getByRole('alert'),
	).toHaveText('La serie «Mal» tiene valores no válidos.');
});

test('the CSV holds the chart data', async ({ page }) => {
	await presetConsent(page);
	await page.goto('/__e2e/chart');
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Descargar CSV' }).click();
	const file = await download;
	expect(file.suggestedFilename()).toBe('cuota.csv');
	const text = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
	expect(text).toContain('Mes;Cuota;Cuota si sube el euríbor');
	expect(text).toContain(';712,5;720');
});

for (const theme of ['light', 'dark'] as const) {
	test(`no axe violations and theme colours (${theme})`, async ({ page }) => {
		await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
		await presetConsent(page);
		await page.goto('/__e2e/chart');
		const canvas = page.locator('figure').first().locator('[data-chart] canvas');
		await expect(canvas).toHaveCount(1);
		// The line is drawn in the theme's primary colour: sample the canvas for it.
		const primary = theme === 'dark' ? [0x73, 0xbf, 0xb9] : [0x17, 0x56, 0x53];
		const found = await canvas.evaluate((c: HTMLCanvasElement, rgb) => {
			const ctx = c.getContext('2d');
			if (!ctx) return false;
			const { data } = ctx.getImageData(0, 0, c.width, c.height);
			for (let i = 0; i < data.length; i += 4) {
				if (
					Math.abs((data[i] as number) - rgb[0]!) < 6 &&
					Math.abs((data[i + 1] as number) - rgb[1]!) < 6 &&
					Math.abs((data[i + 2] as number) - rgb[2]!) < 6
				)
					return true;
			}
			return false;
		}, primary);
		expect(found).toBe(true);
		await expectNoAxeViolations(page);
	});
}
