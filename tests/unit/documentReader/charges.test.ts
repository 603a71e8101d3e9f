import { describe, expect, it } from 'vitest';
import { noteIsOld, chargeVerdict } from '../../../src/lib/documentReader/chargeVerdicts.ts';
import { extractCharges, extractFields } from '../../../src/lib/documentReader/extract.ts';
import { layoutFromBoxes, type TextBox } from '../../../src/lib/documentReader/layout/lines.ts';
import { decimalMarkOf, scanNumbers } from '../../../src/lib/documentReader/layout/numbers.ts';
import { printedNumber } from '../../../src/lib/documentReader/models/reading.ts';

const plain = (text: string) => extractCharges(text).map(({ texto: _, ...c }) => c);

describe('the «Cargas» section of a nota simple', () => {
	it('splits running text into entries by the sentence that opens each kind', () => {
		const note = `NOTA SIMPLE INFORMATIVA
CARGAS: Hipoteca a favor de Caja Supuesta, S.A., en garantía de 90.000,00 euros de principal,
intereses y costas, según la inscripción 5ª de fecha 3 de marzo de 2015. Servidumbre de paso a
favor de la finca 778. Afecta durante el plazo de cinco años al pago de la liquidación del
impuesto, autoliquidado con 1.210,40 euros.
DOCUMENTOS PRESENTADOS: No hay.`;
		expect(plain(note)).toEqual([
			{
				tipo: 'hipoteca',
				titular: 'Caja Supuesta, S.A.',
				importe: '90.000,00',
				fecha: '03/03/2015',
			},
			{ tipo: 'servidumbre', titular: 'finca 778', importe: '', fecha: '' },
			{ tipo: 'afeccion-fiscal', titular: '', importe: '1.210,40', fecha: '' },
		]);
	});

	it('reads lettered entries, a usufruct and a seizure with its principal among other amounts', () => {
		const note = `C A R G A S
A) USUFRUCTO vitalicio a favor de doña Rosa Figurada Gil.
B) Anotación preventiva de embargo a favor del Ayuntamiento de Villa Supuesta en reclamación de
2.000,00 euros de intereses y 8.150,20 euros de principal, de fecha 01-02-2026.
C) Condición resolutoria en garantía del precio aplazado de la compraventa.`;
		expect(plain(note)).toEqual([
			{ tipo: 'usufructo', titular: 'Rosa Figurada Gil', importe: '', fecha: '' },
			{
				tipo: 'embargo',
				titular: 'Ayuntamiento de Villa Supuesta',
				importe: '8.150,20',
				fecha: '01/02/2026',
			},
			{ tipo: 'condicion-resolutoria', titular: '', importe: '', fecha: '' },
		]);
	});

	it('says «Sin cargas» only when the section says so, keeping the tax notes listed', () => {
		const free =
			'CARGAS: Libre de cargas, salvo afecciones fiscales.\nAfección fiscal por cinco años.';
		expect(extractFields('nota-simple', free)['cargas']).toBe('Sin cargas');
		expect(plain(free).map((c) => c.tipo)).toEqual(['afeccion-fiscal']);
		const mortgaged =
			'CARGAS: Libre de cargas salvo la siguiente.\n1. Hipoteca a favor de Banco Uno.';
		expect(extractFields('nota-simple', mortgaged)['cargas']).toBe('Con cargas');
	});

	it('reads a charges table by its columns', () => {
		const box = (x: number, y: number, text: string): TextBox => ({
			page: 1,
			x,
			y,
			w: text.length * 4.5,
			h: 9,
			text,
		});
		const layout = layoutFromBoxes([
			box(40, 20, 'CARGAS'),
			box(40, 40, 'Clase'),
			box(160, 40, 'A favor de'),
			box(360, 40, 'Importe'),
			box(460, 40, 'Fecha'),
			box(40, 54, 'Hipoteca'),
			box(160, 54, 'Banco Uno, S.A.'),
			box(360, 54, '120.000,00'),
			box(460, 54, '10/05/2020'),
			box(40, 68, 'Embargo'),
			box(160, 68, 'TGSS'),
			box(360, 68, '3.500,00'),
			box(460, 68, '02/09/2026'),
		]);
		expect(plain(layoutFromBoxesText(layout))).toHaveLength(2);
		expect(extractCharges(layout).map(({ texto: _, ...c }) => c)).toEqual([
			{ tipo: 'hipoteca', titular: 'Banco Uno, S.A.', importe: '120.000,00', fecha: '10/05/2020' },
			{ tipo: 'embargo', titular: 'TGSS', importe: '3.500,00', fecha: '02/09/2026' },
		]);
	});

	it('gives each kind a plain verdict with its law', () => {
		expect(chargeVerdict('embargo').verdict).toContain('levantarse y cancelarse en el Registro');
		expect(chargeVerdict('embargo').law).toContain('Ley Hipotecaria');
		expect(chargeVerdict('afeccion-fiscal').risk).toBe('bajo');
	});

	it('flags a note older than three months', () => {
		const today = new Date(Date.UTC(2027, 0, 7));
		expect(noteIsOld('06/10/2026', today)).toBe(true);
		expect(noteIsOld('07/10/2026', today)).toBe(false);
		expect(noteIsOld('31/02/2026', today)).toBeNull();
		expect(noteIsOld('', today)).toBeNull();
	});
});

/** The layout's text, as plain text (what a person would paste). */
function layoutFromBoxesText(layout: ReturnType<typeof layoutFromBoxes>): string {
	return layout.lines.map((l) => l.text).join('\n');
}

describe('numbers as the document writes them', () => {
	it('judges the decimal mark by the document’s own amounts', () => {
		expect(decimalMarkOf('Salario 1850.00\nIRPF 7.76 % 208.93\nLíquido 2312.45')).toBe('.');
		expect(decimalMarkOf('Salario 1.850,00\nLíquido 2.312,45\nFecha 01.10.2026')).toBe(',');
		expect(scanNumbers('Base 2,312', '.')[0]?.value).toBe(2312);
		expect(scanNumbers('Base 2,312', ',')[0]?.kind).not.toBe('money');
		expect(scanNumbers('Domiciliación: -0,20 puntos')[0]?.kind).toBe('points');
	});

	it('keeps the printed precision of a rate', () => {
		expect(printedNumber('2,50', 2.5)).toBe('2,50');
		expect(printedNumber('3,7000', 3.7)).toBe('3,7000');
		expect(printedNumber('2.90', 2.9)).toBe('2,90');
		expect(printedNumber('3', 3)).toBe('3');
	});
});
