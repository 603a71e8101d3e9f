/** Tuning deeds (escrituras de préstamo hipotecario): their financial clauses, three layouts. */
import { page } from '../documentFixtures/fixture.ts';
import type { LoanFixture } from './types.ts';

/** Writes `lines` down the page from `top`, wrapping nothing (each line is one text piece). */
function lines(
	texts: string[],
	top = 60,
	step = 13,
	font: 'Times-Roman' | 'Helvetica' = 'Times-Roman',
) {
	const p = page(font, 9);
	texts.forEach((t, i) => p.put(50, top + i * step, t));
	return p.pieces;
}

/** Variable deed in prose: stipulations one after another, as a notary's copy prints them. */
function variableProse(): LoanFixture {
	return {
		id: 'escritura-variable-prosa',
		kind: 'escritura',
		layout: 'Escritura en prosa, variable con revisión anual y bonificaciones',
		pages: [
			lines([
				'ESCRITURA DE PRÉSTAMO HIPOTECARIO',
				'NÚMERO 845 DE PROTOCOLO',
				'En Sevilla, a 12 de febrero de 2020.',
				'Ante mí, ROSA FICTICIA LEÓN, Notario del Ilustre Colegio de Andalucía, COMPARECEN:',
				'De una parte, DON TOMÁS EJEMPLO VEGA, con D.N.I. 00000021M, en adelante la parte prestataria.',
				'Y de otra, en representación de BANCO IMAGINARIO DEL SUR, S.A., en adelante la entidad prestamista.',
				'ESTIPULACIONES',
				'PRIMERA. Capital del préstamo. La entidad prestamista concede un préstamo de 150.000,00 euros.',
				'SEGUNDA. Plazo. El préstamo tendrá una duración de 300 meses, a devolver en cuotas mensuales.',
				'La primera cuota se pagará el 12 de marzo de 2020.',
				'TERCERA. Tipo de interés. El tipo inicial será del 1,25 % nominal anual durante los primeros 12 meses.',
				'A partir de entonces el tipo será variable: Euríbor a 12 meses más un diferencial de 0,90 %.',
				'Revisión: el tipo se revisará anualmente, tomando el Euríbor publicado del segundo mes anterior',
				'a la fecha de revisión.',
				'CUARTA. Bonificaciones. El diferencial se reducirá 0,20 puntos por domiciliar la nómina y',
				'0,10 puntos por contratar un seguro de hogar con la entidad.',
				'QUINTA. Comisiones. Comisión de apertura: 0,50 % del capital.',
				'Comisión por amortización anticipada: 0,25 % del capital amortizado.',
			]),
		],
		scan: true,
		expected: {
			prestamista: ['text', 'BANCO IMAGINARIO DEL SUR, S.A.'],
			fecha: ['date', '12/02/2020'],
			capital: ['money', '150000'],
			plazo: ['number', '300'],
			primeraCuota: ['month', '03/2020'],
			tipo: ['text', 'Variable'],
			tinInicial: ['number', '1,25'],
			mesesTipoInicial: ['number', '12'],
			indice: ['text', 'Euríbor a un año'],
			diferencial: ['number', '0,90'],
			revision: ['number', '12'],
			mesReferencia: ['number', '2'],
			bonificaciones: ['text', 'Nómina 0,20; Seguro de hogar 0,10'],
			comisionApertura: ['text', '0,50 %'],
			comisionAmortizacion: ['number', '0,25'],
		},
	};
}

/** Fixed deed with label–value rows (label left, value in a second column). */
function fixedColumns(): LoanFixture {
	const p = page('Helvetica', 9);
	p.put(50, 50, 'PRÉSTAMO CON GARANTÍA HIPOTECARIA', { font: 'Helvetica-Bold', size: 12 });
	p.put(50, 66, 'Escritura autorizada por el Notario de Madrid D. Julio Inventado Sáez');
	const rows: [string, string][] = [
		['Fecha de la escritura', '03/07/2024'],
		['Entidad prestamista', 'Caja Supuesta de Madrid, S.A.'],
		['Capital prestado', '210.000,00 €'],
		['Plazo', '30 años'],
		['Fecha de la primera cuota', '03/08/2024'],
		['Clase de tipo de interés', 'Fijo'],
		['Tipo de interés nominal anual', '2,95 %'],
		['Bonificación por nómina domiciliada', '0,30 puntos'],
		['Bonificación por seguro de vida', '0,20 puntos'],
		['Comisión de apertura', '0,00 €'],
		['Comisión por reembolso anticipado', '2,00 %'],
	];
	rows.forEach(([a, b], i) => {
		p.put(50, 100 + i * 16, a);
		p.put(280, 100 + i * 16, b);
	});
	return {
		id: 'escritura-fija-columnas',
		kind: 'escritura',
		layout: 'Escritura con condiciones en dos columnas, tipo fijo',
		pages: [p.pieces],
		expected: {
			prestamista: ['text', 'Caja Supuesta de Madrid, S.A.'],
			fecha: ['date', '03/07/2024'],
			capital: ['money', '210000'],
			plazo: ['number', '360'],
			primeraCuota: ['month', '08/2024'],
			tipo: ['text', 'Fijo'],
			tinInicial: ['number', '2,95'],
			mesesTipoInicial: ['number', ''],
			indice: ['text', ''],
			diferencial: ['number', ''],
			revision: ['number', ''],
			mesReferencia: ['number', ''],
			bonificaciones: ['text', 'Nómina 0,30; Seguro de vida 0,20'],
			comisionApertura: ['text', 'Sin comisión'],
			comisionAmortizacion: ['number', '2,00'],
		},
	};
}

/** Mixed deed over two pages, semestral revision, interest clause with «tramo fijo». */
function mixedTwoPages(): LoanFixture {
	return {
		id: 'escritura-mixta-dos-paginas',
		kind: 'escritura',
		layout: 'Escritura mixta en dos páginas, revisión semestral',
		pages: [
			lines(
				[
					'COPIA SIMPLE - ESCRITURA DE PRÉSTAMO HIPOTECARIO',
					'Protocolo 1.302. Fecha: 18/11/2021. Notaría de Bilbao.',
					'Comparecen DOÑA IRENE FALSA OTEIZA, prestataria, y CAJA LABORAL FIGURADA, S.COOP., prestamista.',
					'OTORGAN',
					'1ª. IMPORTE. El préstamo asciende a 175.300,00 euros.',
					'2ª. AMORTIZACIÓN. Se devolverá en 25 años mediante cuotas mensuales; primer vencimiento el 1 de enero de 2022.',
				],
				60,
				13,
				'Helvetica',
			),
			lines(
				[
					'3ª. INTERESES. Préstamo a tipo mixto.',
					'Tramo fijo: durante los primeros 5 años, tipo de interés fijo del 1,90 % nominal anual.',
					'Tramo variable: Euríbor a un año + 0,75 %, revisable cada seis meses.',
					'Se aplicará el índice del mes anterior a la fecha de revisión.',
					'4ª. COMISIONES. Comisión de apertura: 500,00 euros.',
					'Comisión por amortización anticipada: 2,00 % durante el tramo fijo.',
				],
				60,
				13,
				'Helvetica',
			),
		],
		expected: {
			prestamista: ['text', 'CAJA LABORAL FIGURADA, S.COOP.'],
			fecha: ['date', '18/11/2021'],
			capital: ['money', '175300'],
			plazo: ['number', '300'],
			primeraCuota: ['month', '01/2022'],
			tipo: ['text', 'Mixto'],
			tinInicial: ['number', '1,90'],
			mesesTipoInicial: ['number', '60'],
			indice: ['text', 'Euríbor a un año'],
			diferencial: ['number', '0,75'],
			revision: ['number', '6'],
			mesReferencia: ['number', '1'],
			bonificaciones: ['text', ''],
			comisionApertura: ['text', '500,00 €'],
			comisionAmortizacion: ['number', '2,00'],
		},
	};
}

export function deedFixtures(): LoanFixture[] {
	return [variableProse(), fixedColumns(), mixedTwoPages()];
}
