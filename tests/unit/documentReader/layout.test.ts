import { describe, expect, it } from 'vitest';
import { extractFields, readFields } from '../../../src/lib/documentReader/extract.ts';
import { findLabels, numberNear } from '../../../src/lib/documentReader/layout/find.ts';
import { layoutFromBoxes, type TextBox } from '../../../src/lib/documentReader/layout/lines.ts';
import { scanNumbers } from '../../../src/lib/documentReader/layout/numbers.ts';
import { boxesFromOcr } from '../../../src/lib/documentReader/layout/ocrBoxes.ts';
import { monthOf, normaliseDate } from '../../../src/lib/documentReader/models/dates.ts';

const box = (x: number, y: number, text: string, h = 9): TextBox => ({
	page: 1,
	x,
	y,
	w: text.length * h * 0.5,
	h,
	text,
});

describe('scanNumbers', () => {
	it('tells amounts from percentages, dates, box numbers, years and codes', () => {
		const kinds = (text: string) => scanNumbers(text).map((t) => `${t.kind}:${t.raw}`);
		expect(kinds('Base imponible general ..... 0435 28.105,20')).toEqual([
			'box:0435',
			'money:28.105,20',
		]);
		expect(kinds('Comisión de apertura: 0,50 % del importe 910 €')).toEqual([
			'percent:0,50',
			'money:910',
		]);
		expect(kinds('Fecha 14/09/2020 CIF B00000000 NIF 00000000T CCC 41-1234567-00')).toEqual([
			'date:14/09/2020',
			'code:00000000',
			'code:00000000',
			'code:41-1234567-00',
		]);
		expect(kinds('Ejercicio 2025 [(0012) - (0013)] 365 días')).toEqual([
			'year:2025',
			'box:0012',
			'box:0013',
			'int:365',
		]);
		expect(kinds('999 TRIBUTACION I.R.P.F.21,49 394,56')).toEqual([
			'int:999',
			'percent:21,49',
			'money:394,56',
		]);
		expect(kinds('Resultado -612,45 y 1,172.26 €')).toEqual(['money:-612,45', 'money:1,172.26']);
		expect(scanNumbers('Resultado -612,45')[0]?.value).toBe(-612.45);
		expect(scanNumbers('LIQUIDO 2 150,35')[0]?.value).toBe(2150.35);
	});
});

describe('layout', () => {
	it('groups boxes into lines and cells, and finds a value under its column heading', () => {
		const layout = layoutFromBoxes([
			box(420, 300, 'T. DEVENGADO', 7),
			box(500, 300, 'T. A DEDUCIR', 7),
			box(40, 300, 'REM. TOTAL', 7),
			box(40, 312, '2.055,00'),
			box(420, 312, '2.134,20'),
			box(500, 312, '196,50'),
		]);
		expect(layout.lines.map((l) => l.cells.map((c) => c.text))).toEqual([
			['REM. TOTAL', 'T. DEVENGADO', 'T. A DEDUCIR'],
			['2.055,00', '2.134,20', '196,50'],
		]);
		const [hit] = findLabels(layout, /t\. a deducir/);
		expect(hit && numberNear(layout, hit, ['money'])?.value.raw).toBe('196,50');
		expect(hit && numberNear(layout, hit, ['money'])?.where).toBe('below');
	});

	it('does not take a label inside a sentence («% del importe del préstamo»)', () => {
		const fein = `Comisión de apertura: 0,50 % del importe del préstamo
Tasación del inmueble: 380,00 euros`;
		const values = extractFields('oferta', fein);
		expect(values['importe']).toBe('');
		expect(values['gastos']).toBe('380,00');
		expect(readFields('oferta', fein)['importe']?.note).toBe('No aparece el importe del préstamo.');
	});

	it('flags a payslip whose totals do not add up instead of filling it silently', () => {
		const read = readFields(
			'nomina',
			'TOTAL DEVENGADO   2.000,00\nTOTAL A DEDUCIR   300,00\nLÍQUIDO A PERCIBIR   1.750,00',
		);
		expect(read['neto']).toEqual({
			value: '1.750,00',
			confidence: 'baja',
			note: 'Los totales no cuadran: devengado − deducciones da 1.700,00\u00a0€, pero el líquido dice 1.750,00\u00a0€. Revisa los tres.',
		});
		expect(read['bruto']?.confidence).toBe('baja');
	});

	it('flags a FEIN payment that does not follow from its amount, term and TIN', () => {
		const read = readFields(
			'oferta',
			'Importe del préstamo: 100.000,00 €\nPlazo: 20 años\nTIN: 3,00 %\nCuota mensual: 600,00 €',
		);
		expect(read['cuota']?.confidence).toBe('baja');
		expect(read['cuota']?.note).toContain('la cuota sería 554,60\u00a0€');
		const good = readFields(
			'oferta',
			'Importe del préstamo: 100.000,00 €\nPlazo: 20 años\nTIN: 3,00 %\nCuota mensual: 554,60 €',
		);
		expect(good['cuota']).toEqual({ value: '554,60', confidence: 'alta', note: '' });
	});

	it('puts OCR words on their line baseline, even on a crooked scan', () => {
		const boxes = boxesFromOcr(
			[
				{
					paragraphs: [
						{
							lines: [
								{
									bbox: { y0: 100, y1: 120 },
									baseline: { x0: 0, y0: 118, x1: 1000, y1: 128 },
									words: [
										{ text: 'Neto', bbox: { x0: 0, y0: 100, x1: 40, y1: 118 } },
										{ text: '1.937,70', bbox: { x0: 900, y0: 109, x1: 980, y1: 127 } },
									],
								},
							],
						},
					],
				},
			],
			2,
		);
		expect(boxes.map((b) => [b.page, b.x, b.y, b.text])).toEqual([
			[2, 0, 118, 'Neto'],
			[2, 900, 118, '1.937,70'],
		]);
		expect(layoutFromBoxes(boxes).lines).toHaveLength(1);
	});
});

describe('dates', () => {
	it('reads settlement periods and two-digit years', () => {
		expect(monthOf('del 01 de octubre al 31 de octubre de 2026')).toBe('10/2026');
		expect(monthOf('MENS 01 OCT 26 a 31 OCT 26')).toBe('10/2026');
		expect(monthOf('Octubre 2026')).toBe('10/2026');
		expect(monthOf('del 01/09/2026 al 30/09/2026')).toBe('09/2026');
		expect(monthOf('sin fecha')).toBeNull();
		expect(normaliseDate('03/02/18')).toBe('03/02/2018');
		expect(normaliseDate('1-7-1995')).toBe('01/07/1995');
		expect(normaliseDate('31/13/2020')).toBeNull();
	});
});
