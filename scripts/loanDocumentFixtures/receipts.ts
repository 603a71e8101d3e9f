/** Tuning receipts of a mortgage instalment (recibo / adeudo de cuota), three layouts. */
import { page } from '../documentFixtures/fixture.ts';
import type { LoanFixture } from './types.ts';

/** «Concepto: valor» rows, one under another. */
function keyValue(): LoanFixture {
	const p = page('Helvetica', 9);
	p.put(50, 50, 'BANCO IMAGINARIO DEL SUR, S.A.', { font: 'Helvetica-Bold', size: 11 });
	p.put(50, 66, 'RECIBO DE PRÉSTAMO HIPOTECARIO');
	const rows = [
		'Fecha de cargo: 12/10/2026',
		'Número de cuota: 80 de 300',
		'Importe de la cuota: 628,14 €',
		'Capital amortizado: 402,77 €',
		'Intereses: 225,37 €',
		'Capital pendiente: 108.950,40 €',
		'Tipo de interés aplicado: 2,482 %',
		'Tipo variable: Euríbor + 0,90 %',
	];
	rows.forEach((t, i) => p.put(50, 95 + i * 15, t));
	return {
		id: 'recibo-clave-valor',
		kind: 'recibo-hipoteca',
		layout: 'Recibo con «concepto: valor» en filas, variable',
		pages: [p.pieces],
		scan: true,
		expected: {
			entidad: ['text', 'BANCO IMAGINARIO DEL SUR, S.A.'],
			fecha: ['date', '12/10/2026'],
			numeroCuota: ['number', '80'],
			totalCuotas: ['number', '300'],
			cuota: ['money', '628,14'],
			capitalAmortizado: ['money', '402,77'],
			intereses: ['money', '225,37'],
			capitalPendiente: ['money', '108950,40'],
			tipoAplicado: ['number', '2,482'],
			tipo: ['text', 'Variable'],
			diferencial: ['number', '0,90'],
		},
	};
}

/** A table: the headings on one row and the values on the next. */
function table(): LoanFixture {
	const p = page('Helvetica', 8.5);
	p.put(50, 50, 'Caja Supuesta de Madrid', { font: 'Helvetica-Bold', size: 11 });
	p.put(50, 66, 'Adeudo por domiciliación - Préstamo hipotecario 0000-1111-22');
	const heads = ['Fecha', 'Cuota nº', 'Amortización', 'Intereses', 'Importe', 'Capital pendiente'];
	const values = ['03/11/2026', '28', '445,60', '432,33', '877,93', '196.734,21'];
	const xs = [50, 120, 180, 260, 330, 400];
	heads.forEach((h, i) => p.put(xs[i] ?? 0, 100, h, { font: 'Helvetica-Bold' }));
	values.forEach((v, i) => p.put(xs[i] ?? 0, 114, v));
	p.put(50, 140, 'Tipo de interés: 2,65 % (fijo)');
	return {
		id: 'recibo-tabla',
		kind: 'recibo-hipoteca',
		layout: 'Recibo en tabla: cabeceras y valores en la fila de abajo, fijo',
		pages: [p.pieces],
		expected: {
			entidad: ['text', 'Caja Supuesta de Madrid'],
			fecha: ['date', '03/11/2026'],
			numeroCuota: ['number', '28'],
			totalCuotas: ['number', ''],
			cuota: ['money', '877,93'],
			capitalAmortizado: ['money', '445,60'],
			intereses: ['money', '432,33'],
			capitalPendiente: ['money', '196734,21'],
			tipoAplicado: ['number', '2,65'],
			tipo: ['text', 'Fijo'],
			diferencial: ['number', ''],
		},
	};
}

/** Label column and amount column far apart, leader dots, a short covering sentence. */
function dotted(): LoanFixture {
	const p = page('Courier', 9);
	p.put(50, 50, 'CAJA LABORAL FIGURADA, S.COOP.');
	p.put(50, 64, 'Liquidación de la cuota de su préstamo hipotecario');
	p.put(50, 78, 'Fecha del adeudo 01-12-2026');
	p.dotted(50, 100, 'Cuota número 59 de 300', 380);
	p.dotted(50, 114, 'Amortización de capital', 380);
	p.put(400, 114, '520,48');
	p.dotted(50, 128, 'Intereses', 380);
	p.put(400, 128, '294,85');
	p.dotted(50, 142, 'Total cuota', 380);
	p.put(400, 142, '815,33');
	p.dotted(50, 156, 'Saldo pendiente después del pago', 380);
	p.put(400, 156, '141.223,90');
	p.dotted(50, 170, 'Tipo nominal', 380);
	p.put(400, 170, '2,400 %');
	return {
		id: 'recibo-puntos-guia',
		kind: 'recibo-hipoteca',
		layout: 'Recibo con puntos guía y columna de importes (Courier)',
		pages: [p.pieces],
		expected: {
			entidad: ['text', 'CAJA LABORAL FIGURADA, S.COOP.'],
			fecha: ['date', '01/12/2026'],
			numeroCuota: ['number', '59'],
			totalCuotas: ['number', '300'],
			cuota: ['money', '815,33'],
			capitalAmortizado: ['money', '520,48'],
			intereses: ['money', '294,85'],
			capitalPendiente: ['money', '141223,90'],
			tipoAplicado: ['number', '2,400'],
			tipo: ['text', ''],
			diferencial: ['number', ''],
		},
	};
}

export function receiptFixtures(): LoanFixture[] {
	return [keyValue(), table(), dotted()];
}
