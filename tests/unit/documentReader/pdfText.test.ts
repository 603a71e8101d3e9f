import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../src/lib/documentReader/extract.ts';
import { detectKind } from '../../../src/lib/documentReader/kinds.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PdfPasswordError, readPdfText } from '../../../src/lib/documentReader/pdfText.ts';
import { fixtureDir, protectedPassword } from '../../../scripts/documentFixtures/all.ts';
import { writePdf } from '../../fixtures/pdfWriter.ts';

const payslipLines = [
	'RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS',
	'EMPRESA: Talleres Núñez e Hijos, S.A.    CIF: A87654321',
	'TRABAJADOR: Lucía Fernández Ortiz',
	'ANTIGÜEDAD: 15/09/2019',
	'TOTAL DEVENGADO 2.480,00 €',
	'TOTAL A DEDUCIR 452,30',
	'LÍQUIDO TOTAL A PERCIBIR 2.027,70 €',
];

describe('readPdfText on PDFs the test writes', () => {
	it('reads a payslip PDF and extracts its fields', async () => {
		const pages: number[] = [];
		const pdf = await readPdfText(pdfjs, writePdf([payslipLines]), (done) => pages.push(done));
		expect(pdf.scanned).toBe(false);
		expect(pages).toEqual([1]);
		expect(detectKind(pdf.text)).toBe('nomina');
		expect(extractFields('nomina', pdf.layout)).toMatchObject({
			empresa: 'Talleres Núñez e Hijos, S.A.',
			cif: 'A87654321',
			trabajador: 'Lucía Fernández Ortiz',
			bruto: '2.480,00',
			deducciones: '452,30',
			neto: '2.027,70',
			antiguedad: '15/09/2019',
		});
	});

	it('reads every page of a two-page offer', async () => {
		const pdf = await readPdfText(
			pdfjs,
			writePdf([
				['FICHA EUROPEA DE INFORMACIÓN NORMALIZADA', 'Importe del préstamo: 200.000 €'],
				['Plazo: 30 años', 'TIN: 2,50 %', 'TAE: 2,71 %'],
			]),
		);
		expect(extractFields('oferta', pdf.layout)).toMatchObject({
			importe: '200.000,00',
			plazo: '30',
			// The document's own precision (issue 47): «2,50 %» is «2,50», not «2,5».
			tin: '2,50',
			tae: '2,71',
		});
	});

	it('marks a PDF without text as scanned (it goes to OCR)', async () => {
		const pdf = await readPdfText(pdfjs, writePdf([[]]));
		expect(pdf.scanned).toBe(true);
	});

	it('asks for the password of a protected PDF and opens it with the right one', async () => {
		const bytes = () => new Uint8Array(readFileSync(join(fixtureDir, 'nomina-protegida.pdf')));
		const none = await readPdfText(pdfjs, bytes()).catch((e: unknown) => e);
		expect(none).toBeInstanceOf(PdfPasswordError);
		expect((none as PdfPasswordError).retry).toBe(false);
		expect((none as Error).message).toBe(
			'El PDF está protegido con contraseña. Escríbela para abrirlo aquí mismo: los bancos suelen proteger las nóminas con el DNI o NIE del titular (con la letra en mayúscula).',
		);
		const wrong = await readPdfText(pdfjs, bytes(), undefined, '00000000X').catch(
			(e: unknown) => e,
		);
		expect((wrong as PdfPasswordError).retry).toBe(true);
		expect((wrong as Error).message).toBe(
			'La contraseña no es correcta. Revísala (mayúsculas y minúsculas cuentan) y vuelve a probar.',
		);
		const pdf = await readPdfText(pdfjs, bytes(), undefined, protectedPassword);
		expect(extractFields('nomina', pdf.layout)).toMatchObject({
			trabajador: 'Lucía Ejemplo Inventado',
			neto: '1.938,48',
		});
	});

	it('refuses a PDF whose password the test writer cannot give', async () => {
		await expect(
			readPdfText(pdfjs, writePdf([payslipLines], { encrypted: true })),
		).rejects.toBeInstanceOf(PdfPasswordError);
	});

	it('refuses a broken file with a Spanish message', async () => {
		await expect(
			readPdfText(pdfjs, new TextEncoder().encode('%PDF-1.4\nesto no es un PDF de verdad')),
		).rejects.toThrow(/^No hemos podido leer el archivo/);
	});
});
