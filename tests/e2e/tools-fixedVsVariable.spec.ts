import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';

test.use({ tool: 'fija-vs-variable' });

test('compares the fixed offer with each Euribor scenario', async ({ toolSection: s }) => {
	await s.getByLabel('Euríbor de partida').fill('2,3');
	await s.getByLabel('TIN de la oferta fija').fill('3');
	// Checked with a scratch month-by-month schedule: 200.000 € over 30 years; fixed at 3 % is
	// 843,21 € a month, 303.554,90 € in all. The variable pays 2,4 % for 12 months, then Euríbor +
	// 0,7 revised every year over the remaining balance and months (annuity): stable Euríbor
	// 2,3 % pays 1.409,45 € less, rising by 0,5 a year for 4 years 69.069,49 € more, falling by
	// 0,25 a year 33.341,53 € less.
	await expect(s.getByTestId('fija-variable-escenarios').getByRole('listitem')).toHaveText([
		'Euríbor estable (2,3\u00a0%): la variable sale 1.409\u00a0€ más barata.',
		'Euríbor al alza (2,8\u00a0% → 3,3\u00a0% → 3,8\u00a0% → 4,3\u00a0%): la fija sale 69.069\u00a0€ más barata.',
		'Euríbor a la baja (2,05\u00a0% → 1,8\u00a0% → 1,55\u00a0% → 1,3\u00a0%): la variable sale 33.342\u00a0€ más barata.',
	]);
	await expect(s.getByText('843,21\u00a0€', { exact: true }).first()).toBeVisible();
});

test('with a negative Euribor the falling scenario never ends above the stable one, and the 0 % floor is stated', async ({
	toolSection: s,
}) => {
	await s.getByLabel('Euríbor de partida').fill('-0,5');
	await s.getByLabel('Diferencial de la variable').fill('0,3');
	const items = s.getByTestId('fija-variable-escenarios').getByRole('listitem');
	await expect(items.nth(2)).toContainText(
		'Euríbor a la baja (-0,75\u00a0% → -1\u00a0% → -1,25\u00a0% → -1,5\u00a0%)',
	);
	const notes = s.getByTestId('fija-variable-nota');
	await expect(notes.last()).toContainText('no puede ser negativo (Ley 5/2019, art. 21.4)');
	await expect(notes.last()).toContainText('prohíbe las cláusulas suelo (art. 21.3)');
	// Same 0 % rate after the first year: stable and falling cost the same.
	const table = s.getByRole('table');
	const total = async (name: string) =>
		(await table
			.getByRole('row')
			.filter({ hasText: name })
			.getByRole('cell')
			.nth(4)
			.textContent()) ?? '';
	expect(await total('euríbor a la baja')).toBe(await total('euríbor estable'));
	await s.getByLabel('Euríbor de partida').fill('2,3');
	await s.getByLabel('Diferencial de la variable').fill('0,7');
	await expect(notes).toHaveCount(1);
});

test('bad input shows a Spanish message and keeps the text', async ({ toolSection: s }) => {
	await s.getByLabel('Diferencial de la variable').fill('cuarenta');
	await expect(s.locator('#fija-variable-diferencial-error')).toHaveText(/número/);
	await expect(s.getByLabel('Diferencial de la variable')).toHaveValue('cuarenta');
	await s.getByLabel('Diferencial de la variable').fill('40');
	await expect(s.locator('#fija-variable-diferencial-error')).toBeVisible();
});

test('updates the URL and exports the comparison as CSV', async ({ page, toolSection: s }) => {
	await s.getByLabel('Plazo').fill('25');
	await expect(page).toHaveURL(/fija-vs-variable\.plazo=25/);
	const download = page.waitForEvent('download');
	await s.getByRole('button', { name: 'Descargar CSV' }).click();
	const file = await download;
	const lines = (await readFile(await file.path(), 'utf8'))
		.replace(/^\uFEFF/, '')
		.trim()
		.split('\r\n');
	expect(lines).toHaveLength(5);
	expect(lines[1]).toMatch(/^Hipoteca fija;/);
});
