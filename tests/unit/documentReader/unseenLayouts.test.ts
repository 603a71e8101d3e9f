/**
 * The general rules that read layouts the reader was not written for (issue 47): captions under
 * their values, amounts before their concepts, wrapped prose, holders beside their ID on either
 * side, charges written as one paragraph, linked products the offer says are not required.
 */
import { describe, expect, it } from 'vitest';
import {
	extractCharges,
	extractFields,
	extractOfferProducts,
} from '../../../src/lib/documentReader/extract.ts';
import { layoutFromBoxes, type TextBox } from '../../../src/lib/documentReader/layout/lines.ts';
import { reflowProse } from '../../../src/lib/documentReader/layout/reflow.ts';

const box = (x: number, y: number, text: string, h = 9): TextBox => ({
	page: 1,
	x,
	y,
	w: text.length * h * 0.5,
	h,
	text,
});

describe('layouts nobody here generated', () => {
	it('reads a value printed above its caption, not the next block down', () => {
		const layout = layoutFromBoxes([
			box(40, 20, 'TALLERES FIGURADOS, S.L.'),
			box(260, 20, 'B00000074'),
			box(40, 30, 'Empresa', 6),
			box(260, 30, 'C.I.F.', 6),
			box(40, 44, 'LÓPEZ SUPUESTA, EVA'),
			box(260, 44, '12/03/2019'),
			box(40, 54, 'Trabajador/a', 6),
			box(260, 54, 'Antigüedad', 6),
			box(40, 80, 'Periodo: del 01/05/2026 al 31/05/2026'),
		]);
		expect(extractFields('nomina', layout)).toMatchObject({
			empresa: 'TALLERES FIGURADOS, S.L.',
			trabajador: 'LÓPEZ SUPUESTA, EVA',
			antiguedad: '12/03/2019',
		});
	});

	it('reads an amount printed before its concept', () => {
		const layout = layoutFromBoxes([
			box(40, 20, 'IRPF Ejercicio 2025'),
			box(40, 40, '30.120,00'),
			box(140, 40, 'Rdto. neto del trabajo'),
			box(40, 52, '29.800,50'),
			box(140, 52, 'Base imp. general'),
		]);
		expect(extractFields('renta', layout)).toMatchObject({
			trabajo: '30.120,00',
			ingresos: '29.800,50',
		});
	});

	it('joins a sentence wrapped over two lines, and only such', () => {
		const layout = layoutFromBoxes([
			box(40, 20, 'Tipo de interés y otros gastos. La TAE aplicable a su'),
			box(40, 31, 'préstamo es 3,08 %.'),
			box(40, 50, 'Importe y moneda del préstamo que se concederá: 240.000 EUR.'),
			box(40, 61, 'CARGAS'),
		]);
		const lines = reflowProse(layout).lines.map((l) => l.text);
		expect(lines).toEqual([
			'Tipo de interés y otros gastos. La TAE aplicable a su préstamo es 3,08 %.',
			'Importe y moneda del préstamo que se concederá: 240.000 EUR.',
			'CARGAS',
		]);
		expect(extractFields('oferta', layout)).toMatchObject({ tae: '3,08', importe: '240.000,00' });
	});

	it('reads holders on «Titular:» lines and with the NIF before the name', () => {
		const note = [
			'NOTA SIMPLE INFORMATIVA',
			'TITULARIDAD',
			'Titular: ROMERO FIGURADO, ALBERTO   N.I.F.: 00000019M   50 % pleno dominio',
			'Titular: SANZ INVENTADA, PAULA   N.I.F.: 00000020Y   50 % pleno dominio',
			'CARGAS: Libre de cargas.',
		].join('\n');
		expect(extractFields('nota-simple', note).titular).toBe(
			'ROMERO FIGURADO, ALBERTO; SANZ INVENTADA, PAULA',
		);
		const described =
			'TITULARIDAD\nDON JUAN FIGURADO PÉREZ, mayor de edad, casado, con D.N.I. 00000041L, titular.\nCARGAS: Libre de cargas.';
		expect(extractFields('nota-simple', described).titular).toBe('JUAN FIGURADO PÉREZ');
		const table = ['TITULARES', 'NIF   Apellidos y nombre', '00000022E   VIDAL SUPUESTO, ÓSCAR'];
		expect(extractFields('nota-simple', table.join('\n')).titular).toBe('VIDAL SUPUESTO, ÓSCAR');
	});

	it('lists every charge of a paragraph, the tax seizure and the fiscal note included', () => {
		const note = [
			'CARGAS',
			'Gravada con una hipoteca a favor de BANCO FIGURADO, S.A., en garantía de 142.000,00 euros de principal, constituida el 12/06/2019. Asimismo, consta una anotación preventiva de embargo a favor de la Agencia Estatal de Administración Tributaria, en reclamación de 12.430,55 euros, de fecha 03/09/2026. Además, la finca queda afecta durante cinco años al pago del impuesto.',
			'DOCUMENTOS PENDIENTES: ninguno.',
		].join('\n');
		expect(extractCharges(note).map((c) => [c.tipo, c.titular, c.importe, c.fecha])).toEqual([
			['hipoteca', 'BANCO FIGURADO, S.A.', '142.000,00', '12/06/2019'],
			['embargo', 'Agencia Estatal de Administración Tributaria', '12.430,55', '03/09/2026'],
			['afeccion-fiscal', '', '', ''],
		]);
	});

	it('reads a note written as label and value lines, holder and charges', () => {
		const note = [
			'TITULARIDAD',
			'Titular: GARCÍA SUPUESTA, ANA',
			'NIF: 00000031R',
			'CARGAS',
			'Carga 1: Hipoteca',
			'Titular: Banco Figurado, S.A.',
			'Importe: 90.000,00 €',
			'Carga 2: Anotación preventiva de embargo',
			'Acreedor: Agencia Estatal de Administración Tributaria',
			'Importe: 12.430,55 €',
			'Fecha: 22/04/2026',
			'DOCUMENTOS PENDIENTES: no hay',
		].join('\n');
		expect(extractFields('nota-simple', note).titular).toBe('GARCÍA SUPUESTA, ANA');
		expect(extractCharges(note).map((c) => [c.tipo, c.titular, c.importe, c.fecha])).toEqual([
			['hipoteca', 'Banco Figurado, S.A', '90.000,00', ''],
			['embargo', 'Agencia Estatal de Administración Tributaria', '12.430,55', '22/04/2026'],
		]);
	});

	it('puts back what a scan confused: a lost comma in a rate, S for 5 in a cadastral reference', () => {
		const offer =
			'Importe del préstamo: 100.000,00 €\nPlazo: 20 años\nTipo de interés nominal: 225%';
		expect(extractFields('oferta', offer).tin).toBe('2,25');
		const note = 'NOTA SIMPLE\nReferencia catastral 5555555JK5555E000SEE\nCARGAS: Libre de cargas.';
		expect(extractFields('nota-simple', note).refCatastral).toBe('5555555JK5555E0005EE');
	});

	it('leaves out a product the offer says is not required, and a condition’s amount', () => {
		const offer = [
			'Productos vinculados',
			'No es necesario domiciliar la nómina.',
			'Seguro de vida: prima anual 300,00 €',
			'Domiciliación de ingresos (1.500 €/mes como mínimo): sin coste',
		].join('\n');
		expect(extractOfferProducts(offer).map((p) => [p.name, p.yearlyCost])).toEqual([
			['Nómina domiciliada', 0],
			['Seguro de vida', 300],
		]);
		const without =
			'Productos vinculados\nNo es necesario domiciliar la nómina.\nSeguro de vida: 300,00 €';
		expect(extractOfferProducts(without).map((p) => p.name)).toEqual(['Seguro de vida']);
	});
});
