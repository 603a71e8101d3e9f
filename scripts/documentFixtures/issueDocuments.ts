import { page, type Fixture } from './fixture.ts';

/**
 * The three documents issue 47 found read wrong, drawn the way they were described: a nota
 * simple with a bank mortgage and a tax seizure, a large bank's FEIN with the unbonified and the
 * bonified TIN side by side, and a payslip with «LÍQUIDO (A-B)», amounts with a decimal point
 * and the company block beside the worker's.
 */

/** A mortgage in favour of Unicaja and an AEAT «anotación preventiva de embargo». */
function seizure(): Fixture {
	const p = page('Times-Roman', 9);
	const lines = [
		'REGISTRO DE LA PROPIEDAD DE VILLA SUPUESTA N.º 4',
		'NOTA SIMPLE INFORMATIVA',
		'Fecha de expedición: 06/10/2026',
		'FINCA DE VILLA SUPUESTA Nº: 23456     CRU: 29000000123456',
		'DESCRIPCIÓN: URBANA. Vivienda en la avenida Imaginada 14, planta cuarta, puerta C.',
		'Superficie construida: 96,20 m². Referencia catastral: 1111111AB1111A0001AA',
		'TITULARIDAD',
		'LUIS FIGURADO PEÑA, con DNI 00000006Y, titular del pleno dominio por compraventa.',
		'CARGAS',
		'1. HIPOTECA a favor de UNICAJA BANCO, S.A., en garantía de un préstamo de 140.000,00 euros',
		'de principal, constituida en escritura de fecha 14/06/2019, según la inscripción 3ª.',
		'2. ANOTACIÓN PREVENTIVA DE EMBARGO, letra A, a favor de la AGENCIA ESTATAL DE',
		'ADMINISTRACIÓN TRIBUTARIA por 12.430,55 €, en procedimiento administrativo de apremio,',
		'ordenada por diligencia de fecha 22/04/2026.',
		'DOCUMENTOS PRESENTADOS Y PENDIENTES DE DESPACHO: No hay.',
	];
	lines.forEach((t, i) => p.put(50, 50 + i * 15, t));
	return {
		id: 'nota-embargo-aeat',
		kind: 'nota-simple',
		layout: 'Cargas numeradas: hipoteca y anotación preventiva de embargo de la AEAT',
		pages: [p.pieces],
		scan: true,
		expected: {
			titular: ['list', 'LUIS FIGURADO PEÑA'],
			cargas: ['text', 'Con cargas'],
			acreedor: ['text', 'UNICAJA BANCO, S.A.'],
			refCatastral: ['text', '1111111AB1111A0001AA'],
			superficie: ['number', '96,20'],
			fechaNota: ['date', '06/10/2026'],
			cargasLista: [
				'charges',
				[
					{
						tipo: 'hipoteca',
						titular: 'UNICAJA BANCO, S.A.',
						importe: '140000,00',
						fecha: '14/06/2019',
					},
					{
						tipo: 'embargo',
						titular: 'AGENCIA ESTATAL DE ADMINISTRACIÓN TRIBUTARIA',
						importe: '12430,55',
						fecha: '22/04/2026',
					},
				],
			],
		},
	};
}

/** Unbonified and bonified TIN in two columns (unbonified first), bonus lines underneath. */
function twoColumns(): Fixture {
	const p = page('Helvetica', 8.5);
	p.put(40, 40, 'BANCO GRANDE IMAGINARIO, S.A.', { font: 'Helvetica-Bold', size: 12 });
	p.put(40, 58, 'FICHA EUROPEA DE INFORMACIÓN NORMALIZADA (FEIN)', { font: 'Helvetica-Bold' });
	p.put(40, 72, 'Fecha de emisión: 02/03/2026. Oferta vinculante válida hasta el 16/03/2026.');
	const rows: [string, string][] = [
		['Importe del préstamo', '185.000,00 euros'],
		['Duración del préstamo', '30 años (360 cuotas mensuales)'],
		['Clase de tipo de interés', 'Fijo durante toda la vida del préstamo'],
		['Comisión de apertura', 'Sin comisión'],
		['Tasación del inmueble', '350,00 euros'],
	];
	rows.forEach(([label, value], i) => {
		p.put(40, 96 + i * 14, label);
		p.put(260, 96 + i * 14, value);
	});
	p.put(40, 176, 'Tipo de interés y cuota', { font: 'Helvetica-Bold' });
	p.put(260, 176, 'Sin bonificar', { font: 'Helvetica-Bold' });
	p.put(400, 176, 'Bonificado', { font: 'Helvetica-Bold' });
	const table: [string, string, string][] = [
		['Tipo de interés nominal (TIN)', '3,40 %', '2,90 %'],
		['Cuota mensual', '820,44 €', '770,02 €'],
	];
	table.forEach(([label, plain, bonified], i) => {
		p.put(40, 190 + i * 14, label);
		p.put(260, 190 + i * 14, plain);
		p.put(400, 190 + i * 14, bonified);
	});
	const prose = [
		'La TAE aplicable a su préstamo es 3,32 %, calculada con el tipo bonificado y el coste de los',
		'productos vinculados.',
		'Bonificaciones del tipo de interés (incluidas en el tipo bonificado):',
		'  Domiciliación de la nómina: -0,20 puntos, sin coste.',
		'  Seguro de hogar con la entidad: -0,15 puntos, 190,00 euros al año.',
		'  Seguro de vida: -0,15 puntos, 240,00 euros al año.',
		'Comisión por reembolso anticipado: 2,00 % los 10 primeros años; 1,50 % después.',
	];
	prose.forEach((t, i) => p.put(40, 230 + i * 14, t));
	return {
		id: 'fein-dos-columnas-bonificada',
		kind: 'oferta',
		layout: 'FEIN de banco grande: TIN sin bonificar y bonificado en dos columnas',
		pages: [p.pieces],
		expected: {
			importe: ['money', '185000'],
			plazo: ['number', '30'],
			tipo: ['text', 'Fijo'],
			tin: ['number', '2,90'],
			tinSinBonificar: ['number', '3,40'],
			anosFijo: ['number', ''],
			diferencial: ['number', ''],
			tae: ['number', '3,32'],
			cuota: ['money', '770,02'],
			comision: ['money', '0'],
			gastos: ['money', '350'],
			amortizacion: ['number', '2'],
			vinculados: ['list', 'Nómina domiciliada, Seguro de hogar, Seguro de vida'],
			costeVinculados: ['money', '430'],
		},
	};
}

/** «LÍQUIDO (A-B)», amounts «2312.45», the company block to the right of the worker's. */
function sideBySide(): Fixture {
	const p = page('Helvetica', 8);
	p.put(40, 40, 'RECIBO DE SALARIOS', { font: 'Helvetica-Bold', size: 11 });
	const left = [
		'Trabajador: GÓMEZ INVENTADO, CARLOS',
		'N.I.F.: 00000005M',
		'Nº Afiliación: 46/10000000-05',
		'Categoría: Comercial',
		'Antigüedad: 12/01/2021',
	];
	const right = [
		'DISTRIBUCIONES INVENTADAS LEVANTE, S.L.',
		'C/ Figurada 3, 46000 Valencia',
		'C.I.F.: B00000017',
		'C.C.C.: 46/1234567-12',
	];
	left.forEach((t, i) => p.put(40, 66 + i * 12, t));
	right.forEach((t, i) => p.put(330, 66 + i * 12, t));
	p.put(40, 136, 'Periodo: 01/03/2026 - 31/03/2026     Días: 31');
	p.put(40, 160, 'DEVENGOS', { font: 'Helvetica-Bold' });
	p.put(320, 160, 'DEDUCCIONES', { font: 'Helvetica-Bold' });
	const earnings: [string, string][] = [
		['Salario base', '1850.00'],
		['Plus convenio', '250.00'],
		['Comisiones', '288.33'],
		['Prorrata pagas extra', '308.33'],
	];
	const deductions: [string, string][] = [
		['Contingencias comunes 4.70 %', '126.74'],
		['Desempleo 1.55 %', '41.80'],
		['Formación profesional 0.10 %', '2.70'],
		['MEI 0.15 %', '4.04'],
		['IRPF 7.76 %', '208.93'],
	];
	earnings.forEach(([label, value], i) => {
		p.put(40, 176 + i * 12, label);
		p.put(240, 176 + i * 12, value);
	});
	deductions.forEach(([label, value], i) => {
		p.put(320, 176 + i * 12, label);
		p.put(520, 176 + i * 12, value);
	});
	p.put(40, 250, 'TOTAL DEVENGOS (A)', { font: 'Helvetica-Bold' });
	p.put(240, 250, '2696.66');
	p.put(320, 250, 'TOTAL DEDUCCIONES (B)', { font: 'Helvetica-Bold' });
	p.put(520, 250, '384.21');
	p.put(320, 274, 'LÍQUIDO (A-B)', { font: 'Helvetica-Bold', size: 10 });
	p.put(510, 274, '2312.45', { font: 'Helvetica-Bold', size: 10 });
	p.put(40, 300, 'Base de cotización 2696.66     Base IRPF 2696.66');
	return {
		id: 'nomina-liquido-ab',
		kind: 'nomina',
		layout: 'Bloques lado a lado, «LÍQUIDO (A-B)» e importes con punto decimal',
		pages: [p.pieces],
		scan: true,
		expected: {
			empresa: ['text', 'DISTRIBUCIONES INVENTADAS LEVANTE, S.L.'],
			cif: ['text', 'B00000017'],
			trabajador: ['text', 'GÓMEZ INVENTADO, CARLOS'],
			periodo: ['month', '03/2026'],
			bruto: ['money', '2696,66'],
			deducciones: ['money', '384,21'],
			neto: ['money', '2312,45'],
			antiguedad: ['date', '12/01/2021'],
			prorrata: ['text', 'Sí'],
		},
	};
}

export const issueFixtures = (): Fixture[] => [seizure(), twoColumns(), sideBySide()];
