import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { fixtureDir } from '../../scripts/documentFixtures/all.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { writePdf } from '../fixtures/pdfWriter.ts';
import { expectNoAxeViolations, presetConsent, settled } from './utils.ts';

// Guards against hangs while ~7 engineers share two cores (OCR is heavy), not budgets.
test.beforeEach(() => test.setTimeout(300_000));
const expect = baseExpect.configure({ timeout: 60_000 });

const fein = [
	'FICHA EUROPEA DE INFORMACIÓN NORMALIZADA (FEIN)',
	'Importe del préstamo: 150.000,00 euros',
	'Plazo de amortización: 25 años',
	'Tipo de interés nominal (TIN): 3,00 %',
	'Tasa anual equivalente (TAE): 3,60 %',
	'Comisión de apertura: 1.500 €',
	'Productos vinculados: seguro de hogar y domiciliación de la nómina.',
];

const payslip = [
	'RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS',
	'EMPRESA: Talleres Núñez e Hijos, S.A.',
	'ANTIGÜEDAD: 15/09/2019',
	'TOTAL DEVENGADO 2.480,00',
	'LÍQUIDO TOTAL A PERCIBIR 2.027,70',
];

const pdf = (name: string, lines: string[][], encrypted = false) => ({
	name,
	mimeType: 'application/pdf',
	buffer: Buffer.from(writePdf(lines, { encrypted })),
});

/** Opens /herramientas at the document analysis and records every request the page makes. */
async function openSection(page: Page) {
	const requests: string[] = [];
	page.on('request', (r) => requests.push(r.url()));
	await presetConsent(page);
	await page.goto('/herramientas#analisis-documentos');
	const section = page.locator('#analisis-documentos');
	await expect(section.getByText('Tus documentos no se suben a ningún sitio.')).toBeVisible();
	return { section, requests };
}

const heavy = (url: string) =>
	/pdf\.worker|pdfjs|tesseract|\/ocr\/|DocumentAnalysis|mount/.test(url);

test('loads nothing of the analyser until opened, then reads a FEIN and flags its TAE', async ({
	page,
}) => {
	const { section, requests } = await openSection(page);
	await settled(page);
	expect(requests.filter(heavy)).toEqual([]);

	await section.getByRole('button', { name: 'Analizar un documento' }).click();
	const input = section.getByLabel('Documento (PDF o imagen, hasta 10 MB)');
	await expect(input).toBeFocused();
	await input.setInputFiles(pdf('fein.pdf', [fein]));

	const form = section.getByRole('form', { name: 'Datos leídos del documento' });
	await expect(form.getByLabel('Tipo de documento')).toHaveValue('oferta');
	await expect(form.getByLabel('Importe del préstamo')).toHaveValue('150.000,00');
	// The document's precision: «3,00 %» is «3,00».
	await expect(form.getByLabel('TIN (%)', { exact: true })).toHaveValue('3,00');
	await expect(form.getByLabel('Plazo')).toHaveValue('25');
	await expect(form.getByLabel('Comisión de apertura')).toHaveValue('1.500,00');
	await expect(form.getByLabel(/^Productos vinculados/)).toHaveValue(
		'Nómina domiciliada, Seguro de hogar',
	);
	const check = section.getByTestId('documentos-tae');
	// The offer names linked products without their cost and no appraisal: no verdict on its TAE.
	await expect(check).toContainText('No he podido comprobar la TAE');
	await expect(check).toContainText('productos vinculados sin decir cuánto cuestan');
	await expect(check).not.toContainText('La TAE no cuadra');
	// Once the person gives those figures, every input is sure and the check speaks.
	await form.getByLabel(/^Coste anual de los productos vinculados/).fill('0');
	await form.getByLabel(/^Tasación y otros gastos/).fill('0');
	await expect(check).toContainText('La TAE no cuadra');
	await expect(check).toContainText(/TAE calculada\s*3,14\s%/);
	await expect(check).toContainText('Importe del préstamo: 150.000,00 €');

	await form.getByLabel('TAE que indica el banco').fill('3,14');
	await expect(check).toContainText('La TAE cuadra');
	expect(requests.some((u) => u.includes('/ocr/'))).toBe(false);
});

test('a payslip PDF feeds the viability calculator through its URL', async ({ page }) => {
	const { section } = await openSection(page);
	await section.getByRole('button', { name: 'Analizar un documento' }).click();
	await section.getByLabel(/^Documento/).setInputFiles(pdf('nomina.pdf', [payslip]));
	const form = section.getByRole('form', { name: 'Datos leídos del documento' });
	await expect(form.getByLabel('Tipo de documento')).toHaveValue('nomina');
	await expect(form.getByLabel('Empresa', { exact: true })).toHaveValue(
		'Talleres Núñez e Hijos, S.A.',
	);
	await expect(form.getByText(/años en la empresa\.$/)).toBeVisible();
	await section.getByRole('link', { name: 'Comprobar la viabilidad con estos ingresos' }).click();
	await expect(page).toHaveURL(/\/herramientas\?viabilidad\.ingresos1=2028#viabilidad$/);
	await expect(page.locator('#viabilidad-ingresos1')).toHaveValue('2028');
});

test('explains wrong, oversized, encrypted and broken files in Spanish', async ({ page }) => {
	const { section } = await openSection(page);
	await section.getByRole('button', { name: 'Analizar un documento' }).click();
	const input = section.getByLabel(/^Documento/);
	const alert = section.getByRole('alert').filter({ hasText: /./ });

	await input.setInputFiles({
		name: 'notas.txt',
		mimeType: 'text/plain',
		buffer: Buffer.from('hola'),
	});
	await expect(alert).toHaveText(
		'Este tipo de archivo no se puede analizar. Sube un PDF o una imagen (JPG, PNG o WebP).',
	);
	await input.setInputFiles({
		name: 'enorme.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.alloc(11 * 1024 * 1024, 32),
	});
	await expect(alert).toHaveText('El archivo pesa 11,0 MB y el máximo es 10,0 MB.');
	await input.setInputFiles(pdf('protegido.pdf', [payslip], true));
	const prompt = section.getByRole('form', { name: 'Contraseña del PDF' });
	await expect(prompt).toContainText('protegido.pdf: El PDF está protegido con contraseña.');
	await expect(prompt.getByLabel('Contraseña del PDF')).toBeFocused();
	await input.setInputFiles({
		name: 'roto.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from('%PDF-1.4\nesto no es un PDF de verdad'),
	});
	await expect(alert).toHaveText(/^No hemos podido leer el archivo/);
	await expectNoAxeViolations(page, '#analisis-documentos');
});

test('reads a photographed payslip with OCR served by the site itself', async ({ page }) => {
	const { section, requests } = await openSection(page);
	await section.getByRole('button', { name: 'Analizar un documento' }).click();
	// The image is drawn by the browser: black text on white, as a phone scan would look.
	const png = await page.evaluate((lines) => {
		const canvas = document.createElement('canvas');
		canvas.width = 1400;
		canvas.height = 120 + lines.length * 70;
		const ctx = canvas.getContext('2d');
		if (!ctx) throw new Error('no 2d context');
		ctx.fillStyle = '#fff';
		ctx.fillRect(0, 0, canvas.width, canvas.height);
		ctx.fillStyle = '#000';
		ctx.font = '40px sans-serif';
		lines.forEach((line, i) => ctx.fillText(line, 60, 100 + i * 70));
		return canvas.toDataURL('image/png').split(',')[1] ?? '';
	}, payslip);
	await section.getByLabel(/^Documento/).setInputFiles({
		name: 'nomina.png',
		mimeType: 'image/png',
		buffer: Buffer.from(png, 'base64'),
	});
	await expect(section.getByRole('progressbar')).toBeVisible();
	const form = section.getByRole('form', { name: 'Datos leídos del documento' });
	await expect(form.getByLabel('Tipo de documento')).toHaveValue('nomina', { timeout: 240_000 });
	await expect(form.getByLabel(/^Salario neto/)).toHaveValue('2.027,70');
	await expect(form.getByLabel(/^Salario bruto/)).toHaveValue('2.480,00');
	const origin = new URL(page.url()).origin;
	const ocrRequests = requests.filter((u) => /tesseract|traineddata|worker\.min/.test(u));
	expect(ocrRequests.length).toBeGreaterThan(0);
	expect(ocrRequests.filter((u) => !u.startsWith(origin))).toEqual([]);
});

test('lists every charge of a nota simple, the tax seizure too, with what to do', async ({
	page,
}) => {
	const { section } = await openSection(page);
	await section.getByRole('button', { name: 'Analizar un documento' }).click();
	// After the file is chosen nothing carries data (no body) and nothing but the site's own files
	// is fetched. The page's AI-answer cache preload (SPEC.md: a GET 2 s after an assistant
	// island loads, unrelated to the document) may land at any moment, so it is set aside.
	const sent: string[] = [];
	page.on('request', (r) => {
		const sameOrigin = new URL(r.url()).origin === new URL(page.url()).origin;
		const cachePreload = r.method() === 'GET' && /\/rest\/v1\/ai_response_cache\?/.test(r.url());
		if (r.postData() !== null || (!sameOrigin && !cachePreload) || r.method() !== 'GET')
			sent.push(`${r.method()} ${r.url()}`);
	});
	await section.getByLabel(/^Documento/).setInputFiles({
		name: 'nota-simple.pdf',
		mimeType: 'application/pdf',
		buffer: readFileSync(join(fixtureDir, 'nota-embargo-aeat.pdf')),
	});
	const form = section.getByRole('form', { name: 'Datos leídos del documento' });
	await expect(form.getByLabel('Tipo de documento')).toHaveValue('nota-simple');
	await expect(form.getByLabel('Fecha de la nota simple')).toHaveValue('06/10/2026');
	const charges = section.getByTestId('documentos-cargas');
	await expect(charges).toContainText('La nota simple tiene 2 cargas:');
	const items = charges.getByRole('listitem');
	await expect(items).toHaveCount(2);
	await expect(items.nth(0)).toContainText(
		'Hipoteca: a favor de UNICAJA BANCO, S.A., 140.000,00 €, de 14/06/2019',
	);
	await expect(items.nth(1)).toContainText(
		'Embargo (anotación preventiva): a favor de AGENCIA ESTATAL DE ADMINISTRACIÓN TRIBUTARIA, 12.430,55 €, de 22/04/2026',
	);
	await expect(items.nth(1)).toContainText('levantarse y cancelarse en el Registro');
	await expect(items.nth(1)).toContainText('Ley Hipotecaria, art. 42.2');
	// Read in the browser: no upload, nothing sent anywhere.
	expect(sent).toEqual([]);
	await expectNoAxeViolations(page, '#analisis-documentos');
});
