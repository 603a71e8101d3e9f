import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { fixtureDir, protectedPassword } from '../../scripts/documentFixtures/all.ts';
import { createUser, selectAsService, signInAs } from './backend.ts';
import { expectNoAxeViolations, presetConsent } from './utils.ts';

// Guards against hangs on a shared two-core machine, not budgets.
test.beforeEach(() => test.setTimeout(240_000));
const expect = baseExpect.configure({ timeout: 60_000 });

/** Where the screenshots for the closing note go (only when SHOTS_DIR is set). */
const shots = process.env['SHOTS_DIR'];

const fixture = (name: string) => ({
	name,
	mimeType: 'application/pdf',
	buffer: readFileSync(join(fixtureDir, name)),
});

async function openComparison(page: Page) {
	await presetConsent(page);
	await page.goto('/herramientas#analisis-documentos');
	const section = page.locator('#analisis-documentos');
	await section.getByRole('button', { name: 'Comparar ofertas' }).click();
	await expect(section.getByLabel('Nombre de la oferta')).toBeFocused();
	return section;
}

/** Reads a FEIN, brings it to the comparison form and adds it. */
async function addFromFein(section: Locator, file: string) {
	await section.getByLabel(/^Documento/).setInputFiles(fixture(file));
	const read = section.getByRole('form', { name: 'Datos leídos del documento' });
	await expect(read.getByLabel('Tipo de documento')).toHaveValue('oferta');
	await section.getByRole('button', { name: 'Añadir a la comparación de ofertas' }).click();
	const form = section.getByRole('form', { name: 'Oferta para comparar' });
	await expect(form.getByLabel('Nombre de la oferta')).toBeFocused();
	return form;
}

test.use({ viewport: { width: 390, height: 844 } });

test('compares three offers at 390 px: two from their FEIN, one typed in, with a bonus', async ({
	page,
}) => {
	const section = await openComparison(page);
	let form = await addFromFein(section, 'fein-prosa-fijo.pdf');
	await expect(form.getByLabel(/^Importe del préstamo/)).toHaveValue('182.000,00');
	await form.getByLabel('Nombre de la oferta').fill('Banco Ficticio del Ebro');
	await form.getByRole('button', { name: 'Añadir a la comparación' }).click();
	await expect(section.getByRole('heading', { name: 'Comparar ofertas (1 de 3)' })).toBeFocused();

	form = await addFromFein(section, 'fein-tabla-mixto.pdf');
	await expect(form.getByLabel('Tipo de interés', { exact: true })).toHaveValue('Mixto');
	await form.getByLabel('Nombre de la oferta').fill('Caja Imaginaria');
	// The same loan amount as the others, so the costs compare like for like.
	await form.getByLabel(/^Importe del préstamo/).fill('182000');
	await form.getByLabel(/^Plazo/).fill('30');
	await form.getByLabel(/^Plazo/).blur();
	await expect(form.getByLabel(/^Importe del préstamo/)).toHaveValue('182.000,00');
	await form.getByRole('button', { name: 'Añadir a la comparación' }).click();

	form = section.getByRole('form', { name: 'Oferta para comparar' });
	await form.getByLabel('Nombre de la oferta').fill('Banca Ejemplar');
	await form.getByLabel('Tipo de interés', { exact: true }).selectOption('Variable');
	await form.getByLabel(/^Importe del préstamo/).fill('182.000');
	await form.getByLabel(/^Plazo/).fill('30');
	await form.getByLabel(/^TIN/).fill('2,5');
	await form.getByLabel(/^Diferencial/).fill('0,79');
	await form.getByLabel(/^Comisión de apertura/).fill('abc');
	await form.getByLabel(/^Comisión de apertura/).blur();
	await expect(form.getByLabel(/^Comisión de apertura/)).toHaveAttribute('aria-invalid', 'true');
	await form.getByLabel(/^Comisión de apertura/).fill('0');
	await form.getByRole('button', { name: 'Añadir una bonificación' }).click();
	await form.getByLabel('Producto', { exact: true }).fill('Seguro de vida');
	await form.getByLabel('Coste al año (€)').fill('350');
	await form.getByLabel('Rebaja (puntos)').fill('0,25');
	await form.getByRole('button', { name: 'Añadir a la comparación' }).click();
	await expect(section.getByRole('heading', { name: 'Comparar ofertas (3 de 3)' })).toBeFocused();

	// The person's own Euribor path (both fields start at the latest month of our data, which
	// changes with each import): the ranking below is for a flat 2,221 %.
	await section.getByLabel('Hoy (%)').fill('2,221');
	await section.getByLabel('Dentro de 5 años (%)').fill('2,221');
	const result = section.getByTestId('comparacion-resultado');
	const table = result.getByRole('table');
	await expect(table.getByRole('columnheader')).toHaveText([
		'Concepto',
		'Banco Ficticio del Ebro',
		/^Caja Imaginaria/,
		/^Banca Ejemplar/,
	]);
	await expect(table.getByRole('row', { name: /^Cuota hoy/ })).toContainText('757,54');
	await expect(result.getByText('Más barata', { exact: true })).toHaveCount(1);
	await expect(result).toContainText(/Por qué «.+» es la más barata/);
	await expect(result).toContainText('Banca Ejemplar, Seguro de vida: cuesta 10.500');
	// The page itself does not scroll sideways at 390 px.
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
	await section.getByLabel('Dentro de 5 años (%)').fill('4');
	await expect(table.getByRole('row', { name: /^Cuota tras el periodo fijo/ })).toContainText(
		'No cambia (fijo)',
	);
	// For the screenshots only: the fixed header and chat button would cover the table.
	if (shots) await page.addStyleTag({ content: '.fixed { visibility: hidden !important }' });
	if (shots) {
		await result.screenshot({ path: join(shots, 'comparacion-390-tabla.png') });
		await page.screenshot({ path: join(shots, 'comparacion-390-pagina.png'), fullPage: false });
	}
	await expect(
		section.getByRole('link', { name: 'Inicia sesión para guardar la comparación' }),
	).toHaveAttribute('href', /^\/auth\?/);
	for (const theme of ['light', 'dark'] as const) {
		await page.evaluate(
			(t) => document.documentElement.classList.toggle('dark', t === 'dark'),
			theme,
		);
		if (shots) await result.screenshot({ path: join(shots, `comparacion-390-${theme}.png`) });
		await expectNoAxeViolations(page, '#analisis-documentos');
	}
});

test('brings a bonified FEIN with its bonuses: applied TIN, break-even of each bonus, cheapest by horizon', async ({
	page,
}) => {
	const section = await openComparison(page);
	let form = await addFromFein(section, 'fein-dos-columnas-bonificada.pdf');
	// The TIN the bank applies with the bonuses, as printed; the bonus lines became bonuses and
	// their cost left the required products' yearly cost (nothing counted twice).
	await expect(form.getByLabel(/^TIN/)).toHaveValue('2,90');
	await expect(form.getByLabel('Producto', { exact: true })).toHaveCount(3);
	await expect(form.getByLabel('Producto', { exact: true }).nth(2)).toHaveValue('Seguro de vida');
	await expect(form.getByLabel('Coste al año (€)').nth(2)).toHaveValue('240,00');
	await expect(form.getByLabel('Rebaja (puntos)').nth(2)).toHaveValue('0,15');
	await expect(form.getByLabel(/^Coste anual de los productos vinculados/)).toHaveValue('0,00');
	await form.getByLabel('Nombre de la oferta').fill('Banco Grande');
	await form.getByRole('button', { name: 'Añadir a la comparación' }).click();

	form = await addFromFein(section, 'fein-prosa-fijo.pdf');
	await form.getByLabel('Nombre de la oferta').fill('Banco Ficticio del Ebro');
	await form.getByLabel(/^Importe del préstamo/).fill('185000');
	await form.getByRole('button', { name: 'Añadir a la comparación' }).click();

	const result = section.getByTestId('comparacion-resultado');
	const table = result.getByRole('table');
	await expect(table.getByRole('row', { name: /^TIN aplicado/ })).toContainText('2,90 %');
	await expect(table.getByRole('row', { name: /^Productos vinculados\b/ }).first()).toContainText(
		'Seguro de vida (240 €/año)',
	);
	await expect(result.getByTestId('comparacion-horizontes')).toContainText(
		/^A 5 años sale más barata «.+»; a 10 años, «.+»; en todo el plazo, «.+»\.$/,
	);
	await expect(result.getByText('la más barata', { exact: true })).toHaveCount(3);
	await expect(
		result.getByRole('listitem').filter({ hasText: 'Banco Grande, Seguro de vida' }),
	).toContainText(
		/Ahorra más de lo que cuesta durante los primeros \d+ años; después, mantenerla cuesta más de lo que ahorra\./,
	);
	await expect(
		result.getByRole('listitem').filter({ hasText: 'Banco Grande, Nómina domiciliada' }),
	).toContainText('Ahorra más de lo que cuesta todos los años del préstamo.');
	await expectNoAxeViolations(page, '#analisis-documentos');
});

test('opens a password-protected payslip with the DNI as password', async ({ page }) => {
	await presetConsent(page);
	await page.goto('/herramientas#analisis-documentos');
	const section = page.locator('#analisis-documentos');
	await section.getByRole('button', { name: 'Analizar un documento' }).click();
	await section.getByLabel(/^Documento/).setInputFiles(fixture('nomina-protegida.pdf'));
	const prompt = section.getByRole('form', { name: 'Contraseña del PDF' });
	const password = prompt.getByLabel('Contraseña del PDF');
	await expect(password).toBeFocused();
	await expect(prompt).toContainText('los bancos suelen proteger las nóminas con el DNI');
	await password.fill('12345678Z');
	await prompt.getByRole('button', { name: 'Abrir el PDF' }).click();
	await expect(prompt.getByRole('alert')).toHaveText(
		'nomina-protegida.pdf: La contraseña no es correcta. Revísala (mayúsculas y minúsculas cuentan) y vuelve a probar.',
	);
	await expect(password).toBeFocused();
	await expectNoAxeViolations(page, '#analisis-documentos');
	if (shots) await section.screenshot({ path: join(shots, 'contrasena-390.png') });
	await password.fill(protectedPassword);
	await prompt.getByRole('button', { name: 'Abrir el PDF' }).click();
	const form = section.getByRole('form', { name: 'Datos leídos del documento' });
	await expect(form.getByLabel('Trabajador')).toHaveValue('Lucía Ejemplo Inventado');
	await expect(form.getByLabel(/^Salario neto/)).toHaveValue('1.938,48');
});

test('a signed-in person saves the comparison to the panel', async ({ page }) => {
	const user = await createUser({ prefix: 'comparacion' });
	await signInAs(page, user);
	const section = await openComparison(page);
	for (const [name, tin] of [
		['Oferta A', '2,5'],
		['Oferta B', '2,9'],
	]) {
		const form = section.getByRole('form', { name: 'Oferta para comparar' });
		await form.getByLabel('Nombre de la oferta').fill(name as string);
		await form.getByLabel(/^Importe del préstamo/).fill('150.000');
		await form.getByLabel(/^Plazo/).fill('25');
		await form.getByLabel(/^TIN/).fill(tin as string);
		await form.getByRole('button', { name: 'Añadir a la comparación' }).click();
	}
	await section.getByRole('button', { name: 'Guardar la comparación en mi panel' }).click();
	await expect(page.getByTestId('toast')).toContainText('Comparación guardada');
	const rows = await selectAsService<{ name: string; kind: string; input: { url: string } }>(
		'saved_simulations',
		`select=name,kind,input&user_id=eq.${user.id}`,
	);
	expect(rows).toHaveLength(1);
	expect(rows[0]).toMatchObject({ kind: 'comparacion', name: 'Comparación: Oferta A, Oferta B' });
	// The saved link reopens the same comparison.
	await page.goto(rows[0]?.input.url ?? '/');
	await expect(
		page
			.locator('#analisis-documentos')
			.getByRole('heading', { name: 'Comparar ofertas (2 de 3)' }),
	).toBeVisible();
});
