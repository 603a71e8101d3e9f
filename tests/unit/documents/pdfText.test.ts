import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { extractFields } from '../../../src/lib/documents/extract.ts';
import { detectKind } from '../../../src/lib/documents/kinds.ts';
import { DocumentReadError, readPdfText } from '../../../src/lib/documents/pdfText.ts';
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
		expect(extractFields('nomina', pdf.text)).toEqual({
			empresa: 'Talleres Núñez e Hijos, S.A',
			bruto: '2.480',
			neto: '2.027,7',
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
		expect(extractFields('oferta', pdf.text)).toMatchObject({
			importe: '200.000',
			plazo: '30',
			tin: '2,5',
			tae: '2,71',
		});
	});

	it('marks a PDF without text as scanned (it goes to OCR)', async () => {
		const pdf = await readPdfText(pdfjs, writePdf([[]]));
		expect(pdf.scanned).toBe(true);
	});

	it('refuses a password-protected PDF with a Spanish message', async () => {
		await expect(readPdfText(pdfjs, writePdf([payslipLines], { encrypted: true }))).rejects.toThrow(
			new DocumentReadError(
				'El PDF está protegido con contraseña. Quita la protección (por ejemplo, imprimiéndolo como PDF) y vuelve a subirlo.',
			),
		);
	});

	it('refuses a broken file with a Spanish message', async () => {
		await expect(
			readPdfText(pdfjs, new TextEncoder().encode('%PDF-1.4\nesto no es un PDF de verdad')),
		).rejects.toThrow(/^No hemos podido leer el archivo/);
	});
});
