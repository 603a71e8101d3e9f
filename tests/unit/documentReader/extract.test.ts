import { describe, expect, it } from 'vitest';
import { extractFields, seniorityYears } from '../../../src/lib/documentReader/extract.ts';
import { detectKind, fold } from '../../../src/lib/documentReader/kinds.ts';

const payslip = `RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS
EMPRESA: Construcciones Álvarez Ibáñez, S.L.   CIF: B12345678
TRABAJADOR: María López García   NIF: 12345678Z
CATEGORÍA: Oficial administrativa   ANTIGÜEDAD: 01/03/2015
PERIODO DE LIQUIDACIÓN: del 01/10/2026 al 31/10/2026
I. DEVENGOS
Salario base 1.950,00
Plus convenio 300,00
A. TOTAL DEVENGADO 2.750,00 €
II. DEDUCCIONES
Contingencias comunes 4,70 % 129,25
IRPF 15,00 % 412,50
B. TOTAL A DEDUCIR 599,65
LÍQUIDO TOTAL A PERCIBIR (A-B) 2.150,35 €`;

const fein = `FICHA EUROPEA DE INFORMACIÓN NORMALIZADA (FEIN)
Prestamista: Banco de Ejemplo
Importe del préstamo: 180.000,00 euros
Plazo de amortización: 300 meses
Tipo de interés nominal (TIN) fijo: 2,75 %
Tasa anual equivalente (TAE): 3,40 %
Comisión de apertura: 0,50 %
Gastos de tasación a cargo del prestatario: 350 €
Bonificaciones por productos vinculados: domiciliación de la nómina, seguro de hogar y seguro de vida.`;

const landNote = `NOTA SIMPLE INFORMATIVA
REGISTRO DE LA PROPIEDAD DE VALENCIA N.º 3
FINCA DE VALENCIA N.º: 12345
DESCRIPCIÓN: Urbana. Vivienda en planta segunda, puerta 4.
TITULARIDAD:
José Martínez Peña, con DNI 11111111H, en pleno dominio por compraventa.
CARGAS: Hipoteca a favor de Banco de Ejemplo, S.A., por un principal de 95.000 euros.`;

const taxReturn = `AGENCIA TRIBUTARIA
Declaración del Impuesto sobre la Renta de las Personas Físicas (IRPF) - Modelo 100
Ejercicio 2025
Rendimientos netos del trabajo 31.250,40
Base imponible general 32.480,55`;

describe('detectKind', () => {
	it.each([
		[payslip, 'nomina'],
		[fein, 'oferta'],
		[landNote, 'nota-simple'],
		[taxReturn, 'renta'],
		['Lista de la compra: pan, leche', null],
	])('recognises the kind of a document (%#)', (text, kind) => {
		expect(detectKind(text)).toBe(kind);
	});
});

describe('extractFields', () => {
	it('reads a payslip by the official model: company, CIF, worker, period, totals, seniority', () => {
		expect(extractFields('nomina', payslip)).toEqual({
			empresa: 'Construcciones Álvarez Ibáñez, S.L.',
			cif: 'B12345678',
			trabajador: 'María López García',
			periodo: '10/2026',
			bruto: '2.750,00',
			deducciones: '599,65',
			neto: '2.150,35',
			antiguedad: '01/03/2015',
			prorrata: 'No',
		});
	});

	it('reads a FEIN: amount, rates, term in months as years, fee as a percentage, linked products', () => {
		expect(extractFields('oferta', fein)).toEqual({
			importe: '180.000,00',
			plazo: '25',
			tipo: 'Fijo',
			tin: '2,75',
			tinSinBonificar: '',
			anosFijo: '',
			diferencial: '',
			// The document's precision: «3,40 %» stays «3,40».
			tae: '3,40',
			cuota: '',
			comision: '900,00',
			gastos: '350,00',
			amortizacion: '',
			vinculados: 'Nómina domiciliada, Seguro de hogar, Seguro de vida',
			costeVinculados: '',
		});
	});

	it('reads a land-registry note: owner on the next line, the charge and its creditor', () => {
		expect(extractFields('nota-simple', landNote)).toEqual({
			titular: 'José Martínez Peña',
			finca: '12345 de VALENCIA',
			cargas: 'Con cargas',
			acreedor: 'Banco de Ejemplo, S.A.',
			refCatastral: '',
			superficie: '',
			vpo: '',
			fechaNota: '',
		});
		expect(
			extractFields('nota-simple', 'TITULAR: Ana Ruiz, DNI 00000000T\nCARGAS: Libre de cargas.'),
		).toMatchObject({
			titular: 'Ana Ruiz',
			cargas: 'Sin cargas',
			acreedor: '',
		});
	});

	it('reads a tax return: year and the general taxable base', () => {
		expect(extractFields('renta', taxReturn)).toEqual({
			ejercicio: '2025',
			ingresos: '32.480,55',
			trabajo: '31.250,40',
			cuota: '',
		});
	});

	it('reads text as OCR gives it: odd spacing, no accents, spaces as thousands separator', () => {
		const ocr =
			'LIQUIDO  A  PERCIBIR   2 150,35\nTOTAL DEVENGADO: 2750.00\nEmpresa Talleres Nuñez SA';
		expect(extractFields('nomina', ocr)).toMatchObject({
			empresa: 'Talleres Nuñez SA',
			bruto: '2.750,00',
			neto: '2.150,35',
			antiguedad: '',
		});
	});

	it('leaves every field empty when the text has nothing of the kind', () => {
		expect(Object.values(extractFields('oferta', 'Hola')).every((v) => v === '')).toBe(true);
		expect(Object.keys(extractFields('oferta', 'Hola'))).toHaveLength(14);
	});
});

describe('helpers', () => {
	it('folds case and accents keeping every index', () => {
		expect(fold('LÍQUIDO Ñandú')).toBe('liquido nandu');
		expect(fold('x😀y').length).toBe('x😀y'.length);
	});

	it('counts whole years of seniority', () => {
		const today = new Date(Date.UTC(2026, 10, 24));
		expect(seniorityYears('01/03/2015', today)).toBe(11);
		expect(seniorityYears('25/11/2015', today)).toBe(10);
		expect(seniorityYears('31/02/2015', today)).toBeNull();
		expect(seniorityYears('01/01/2030', today)).toBeNull();
	});
});
