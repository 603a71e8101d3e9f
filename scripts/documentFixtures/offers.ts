import { page, type Fixture } from './fixture.ts';

/** Prose FEIN with bullets and section numbers, fixed rate (the shape of a large bank's). */
function prose(): Fixture {
	const a = page('Helvetica', 8.5);
	const lines = [
		'FICHA EUROPEA DE INFORMACIÓN NORMALIZADA (FEIN)       Fecha de emisión: 10-02-2026',
		'El presente documento se extiende para LUCÍA EJEMPLO INVENTADO, a 10-02-2026.',
		'Esta oferta es válida hasta el 24-02-2026.',
		'1. Entidad de crédito',
		'Banco Ficticio del Ebro, S.A. Plaza Imaginaria 1, 50000 Zaragoza. Teléfono 900 000 000.',
		'3. Características principales del préstamo',
		'• Importe y moneda del préstamo por conceder: 182.000,00 euros.',
		'• La duración del préstamo es 360 meses, más un período de ajuste si procede.',
		'• Tipo de préstamo: préstamo con cuotas constantes (sistema francés).',
		'• A tipo fijo del 2,9000% nominal anual durante toda la vida del préstamo.',
		'  Incluye una bonificación máxima de 0,6000 punto porcentual por contratar productos combinados.',
		'• Importe total a reembolsar con productos combinados 284.942,34 euros.',
		'• Valor del bien inmueble que se ha tomado como hipótesis: 243.000,00 euros.',
		'  Un 74,8971% sobre el valor de inmueble según tasación.',
		'4. Tipo de interés y otros gastos',
		'La TAE aplicable a su préstamo es 3,21%.',
		'Comprende: Tipo de interés 2,9000% y los costes que se indican a continuación.',
		'Costes que deben abonarse una sola vez:',
		'  Comisión de apertura: 0,50 % del importe del préstamo',
		'  Tasación del inmueble: 380,00 euros',
		'  Gestoría, notaría e inscripción: a cargo de la entidad',
	];
	lines.forEach((t, i) => a.put(40, 50 + i * 14, t));
	const b = page('Helvetica', 8.5);
	const more = [
		'5. Periodicidad y número de pagos',
		'Periodicidad de reembolso: Mensual',
		'Número de pagos: 360',
		'6. Importe de cada cuota',
		'• Importe cuota: 757,54 euros.',
		'8. Otras obligaciones',
		'Para beneficiarse de las condiciones del préstamo deberá contratar:',
		'  Seguro de hogar con la entidad: 240,00 euros al año',
		'  Seguro de vida: 310,00 euros al año',
		'  Domiciliación de la nómina: sin coste',
		'9. Reembolso anticipado',
		'Comisión de reembolso anticipado: 2,00 % del capital reembolsado en los 10 primeros años y 1,50 % después.',
		'15. Supervisor',
		'El supervisor de este prestamista es el Banco de España.',
	];
	more.forEach((t, i) => b.put(40, 50 + i * 14, t));
	return {
		id: 'fein-prosa-fijo',
		kind: 'oferta',
		layout: 'FEIN en prosa con viñetas, tipo fijo (dos páginas)',
		pages: [a.pieces, b.pieces],
		expected: {
			importe: ['money', '182000'],
			plazo: ['number', '30'],
			tipo: ['text', 'Fijo'],
			tin: ['number', '2,9'],
			tinSinBonificar: ['number', ''],
			tae: ['number', '3,21'],
			cuota: ['money', '757,54'],
			comision: ['money', '910'],
			gastos: ['money', '380'],
			amortizacion: ['number', '2'],
			vinculados: ['list', 'Nómina domiciliada, Seguro de hogar, Seguro de vida'],
			costeVinculados: ['money', '550'],
		},
	};
}

/** Two-column table (label | value), mixed rate, with the appraisal value as a trap. */
function table(): Fixture {
	const p = page('Helvetica', 8.5);
	p.put(40, 40, 'Caja Imaginaria de Ahorros', { font: 'Helvetica-Bold', size: 12 });
	p.put(40, 58, 'Ficha Europea de Información Normalizada', { font: 'Helvetica-Bold' });
	const rows: [string, string][] = [
		['CARACTERÍSTICAS PRINCIPALES DEL PRÉSTAMO', ''],
		['Importe del préstamo', '200.000,00 €'],
		['Duración', '25 años (300 cuotas mensuales)'],
		['Modalidad de tipo de interés', 'Mixto'],
		['Tipo de interés fijo (años 1 a 10)', '2,25 % TIN'],
		['Tipo de interés variable (desde el año 11)', 'Euríbor a 12 meses + 0,75 %'],
		['Valor del Euríbor a 12 meses a la fecha de emisión', '2,21 %'],
		['Valor de tasación del inmueble', '265.000,00 €'],
		['TIPO DE INTERÉS Y OTROS GASTOS', ''],
		['TAE', '2,98 %'],
		['Comisión de apertura', 'Sin comisión'],
		['Gastos de tasación', '320,00 €'],
		['Cuota mensual durante el tramo fijo', '872,26 €'],
		['Comisión por amortización anticipada', '2 % (tramo fijo); 0,25 % (tramo variable)'],
		['PRODUCTOS VINCULADOS', ''],
		['Seguro de hogar', '185,00 €/año'],
		['Seguro de protección de pagos', '420,00 €/año'],
		['Nómina domiciliada', 'Sin coste'],
	];
	rows.forEach(([label, value], i) => {
		const y = 86 + i * 16;
		p.put(40, y, label, value ? {} : { font: 'Helvetica-Bold' });
		if (value) p.put(300, y, value);
	});
	return {
		id: 'fein-tabla-mixto',
		kind: 'oferta',
		layout: 'FEIN en tabla de dos columnas, tipo mixto',
		pages: [p.pieces],
		expected: {
			importe: ['money', '200000'],
			plazo: ['number', '25'],
			tipo: ['text', 'Mixto'],
			tin: ['number', '2,25'],
			tinSinBonificar: ['number', ''],
			anosFijo: ['number', '10'],
			diferencial: ['number', '0,75'],
			tae: ['number', '2,98'],
			cuota: ['money', '872,26'],
			comision: ['money', '0'],
			gastos: ['money', '320'],
			amortizacion: ['number', '2'],
			vinculados: ['list', 'Seguro de hogar, Seguro de protección de pagos, Nómina domiciliada'],
			costeVinculados: ['money', '605'],
		},
	};
}

/** Boxes with the label above the value, variable rate, with worst-case TAE as a trap. */
function boxes(): Fixture {
	const p = page('Helvetica', 8);
	p.put(40, 40, 'BANCA EJEMPLAR', { font: 'Helvetica-Bold', size: 13 });
	p.put(40, 58, 'FEIN - Préstamo hipotecario a tipo variable', {
		font: 'Helvetica-Bold',
		size: 10,
	});
	const grid: [number, string, string][][] = [
		[
			[40, 'IMPORTE DEL PRÉSTAMO', '150.000,00 EUR'],
			[220, 'PLAZO', '25 años'],
			[380, 'NÚMERO DE CUOTAS', '300'],
		],
		[
			[40, 'TIPO DE INTERÉS', 'Variable: Euríbor 12 m + 0,89 %'],
			[220, 'TIN INICIAL (12 MESES)', '2,95 %'],
			[380, 'TAE VARIABLE', '3,42 %'],
		],
		[
			[40, 'CUOTA INICIAL', '707,42 €'],
			[220, 'COMISIÓN DE APERTURA', '375,00 €'],
			[380, 'COMISIÓN DE AMORTIZACIÓN ANTICIPADA', '0,25 % los 3 primeros años'],
		],
	];
	grid.forEach((cells, r) =>
		cells.forEach(([x, label, value]) => {
			p.put(x, 100 + r * 44, label, { font: 'Helvetica-Bold', size: 7 });
			p.put(x, 114 + r * 44, value, { size: 9 });
		}),
	);
	const notes = [
		'Si el tipo de interés aumentase a 6,00 %, la TAE podría aumentar a 6,45 %.',
		'Valor del índice Euríbor a 12 meses el 02-02-2026: 2,21 %.',
		'Costes que deben abonarse una sola vez',
	];
	notes.forEach((t, i) => p.put(40, 250 + i * 14, t));
	const costs: [string, string][] = [
		['Tasación del inmueble', '290,00 €'],
		['Gestoría (a cargo del banco)', '0,00 €'],
		['OTRAS OBLIGACIONES', ''],
		['Seguro de vida vinculado', '290,00 € al año'],
		['Seguro de hogar', '160,00 € al año'],
	];
	costs.forEach(([label, value], i) => {
		p.put(40, 300 + i * 14, label);
		if (value) p.put(380, 300 + i * 14, value);
	});
	return {
		id: 'fein-recuadros-variable',
		kind: 'oferta',
		layout: 'FEIN en recuadros con el valor debajo, tipo variable',
		pages: [p.pieces],
		scan: true,
		expected: {
			importe: ['money', '150000'],
			plazo: ['number', '25'],
			tipo: ['text', 'Variable'],
			tin: ['number', '2,95'],
			tinSinBonificar: ['number', ''],
			diferencial: ['number', '0,89'],
			tae: ['number', '3,42'],
			cuota: ['money', '707,42'],
			comision: ['money', '375'],
			gastos: ['money', '290'],
			amortizacion: ['number', '0,25'],
			vinculados: ['list', 'Seguro de vida, Seguro de hogar'],
			costeVinculados: ['money', '450'],
		},
	};
}

export const offerFixtures = (): Fixture[] => [prose(), table(), boxes()];
