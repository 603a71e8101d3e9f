/**
 * The held-out loan documents, written before the reader's deed and receipt models and never
 * used to tune them: HTML laid out and printed by Chromium (serif prose as notaries print a
 * «copia simple», tables, dates and amounts in words), another producer, wording and order than
 * the tuning set of deeds.ts and receipts.ts. Every name, bank and figure is invented.
 */
import type { LoanHtmlFixture } from './types.ts';

const html = (body: string, css = '') =>
	`<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
body{font:11px/1.5 "Liberation Serif","Times New Roman",serif;margin:0;color:#111;text-align:justify}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #777;padding:3px 5px;text-align:left;vertical-align:top}
.r{text-align:right}h1{font-size:15px;text-align:center}h2{font-size:12px;margin:12px 0 4px}
${css}</style></head><body>${body}</body></html>`;

/** A variable-rate deed in notarial prose, date in words, spread bonified. */
function deedProse(): LoanHtmlFixture {
	return {
		id: 'reservado-escritura-notarial-variable',
		kind: 'escritura',
		layout: 'Copia simple notarial en prosa, fecha en letra, variable con bonificaciones',
		html: html(`
<h1>ESCRITURA DE PRÉSTAMO CON GARANTÍA HIPOTECARIA</h1>
<p>NÚMERO MIL CUATROCIENTOS DOCE.</p>
<p>En Valencia, mi residencia, a quince de marzo de dos mil veintiuno.</p>
<p>Ante mí, DON ANSELMO FIGURADO PÉREZ, Notario del Ilustre Colegio de Valencia,</p>
<h2>COMPARECEN</h2>
<p>De una parte, DOÑA MARTA SUPUESTA GIL, mayor de edad, con D.N.I. 00000011K, en lo sucesivo la parte prestataria.</p>
<p>De otra, DON LUIS EJEMPLO SANZ, en nombre y representación de la entidad CAJA RURAL IMAGINARIA DEL TURIA, S.C.C., en lo sucesivo la entidad acreedora.</p>
<h2>ESTIPULACIONES</h2>
<p>PRIMERA.- CAPITAL. La entidad acreedora entrega en este acto a la parte prestataria, en concepto de préstamo, la cantidad de CIENTO SESENTA MIL EUROS (160.000,00 €), que la prestataria reconoce haber recibido.</p>
<p>SEGUNDA.- AMORTIZACIÓN. El préstamo se reembolsará en un plazo de VEINTICINCO AÑOS, mediante 300 cuotas mensuales, comprensivas de capital e intereses. La primera cuota vencerá el día 15 de abril de 2021 y las restantes el mismo día de los meses siguientes.</p>
<p>TERCERA.- INTERESES ORDINARIOS. Durante los primeros DOCE meses el capital devengará un tipo de interés nominal anual del 1,750 %. Transcurrido dicho periodo el tipo de interés será variable, revisable cada doce meses, y resultará de sumar al índice de referencia EURIBOR a un año un margen de 0,99 puntos porcentuales.</p>
<p>Para cada revisión se tomará el valor del índice publicado por el Banco de España correspondiente al segundo mes anterior a la fecha de revisión.</p>
<p>TERCERA BIS.- BONIFICACIONES. El margen pactado se reducirá en 0,30 puntos si la parte prestataria mantiene domiciliada su nómina en la entidad, y en 0,20 puntos si mantiene en vigor un seguro de hogar contratado a través de ella.</p>
<p>CUARTA.- COMISIONES. Comisión de apertura: no se devenga. Por reembolso anticipado, total o parcial, la entidad percibirá una compensación del 0,25 % del capital reembolsado durante los cinco primeros años.</p>
<p>Así lo otorgan y firman, de todo lo cual, yo, el Notario, doy fe.</p>`),
		expected: {
			prestamista: ['text', 'CAJA RURAL IMAGINARIA DEL TURIA, S.C.C.'],
			fecha: ['date', '15/03/2021'],
			capital: ['money', '160000'],
			plazo: ['number', '300'],
			primeraCuota: ['month', '04/2021'],
			tipo: ['text', 'Variable'],
			tinInicial: ['number', '1,75'],
			mesesTipoInicial: ['number', '12'],
			indice: ['text', 'Euríbor a un año'],
			diferencial: ['number', '0,99'],
			revision: ['number', '12'],
			mesReferencia: ['number', '2'],
			bonificaciones: ['text', 'Nómina 0,30; Seguro de hogar 0,20'],
			comisionApertura: ['text', 'Sin comisión'],
			comisionAmortizacion: ['number', '0,25'],
		},
	};
}

/** A fixed-rate deed whose financial clauses come as a summary table (an annex). */
function deedTable(): LoanHtmlFixture {
	const rows: [string, string][] = [
		['Fecha de otorgamiento', '22/09/2023'],
		['Entidad prestamista', 'Banco Supuesto de Castilla, S.A.'],
		['Importe principal', '235.500,00 euros'],
		['Duración', '360 meses'],
		['Vencimiento de la primera cuota', '01/11/2023'],
		['Tipo de interés nominal anual (fijo)', '3,10 %'],
		[
			'Reducciones del tipo',
			'Nómina domiciliada: 0,40 puntos; Seguro de vida: 0,25 puntos; Plan de pensiones: 0,10 puntos',
		],
		['Comisión de apertura', '1.177,50 euros'],
		['Compensación por amortización anticipada', '2,00 % los diez primeros años; 1,50 % después'],
	];
	return {
		id: 'reservado-escritura-anexo-fijo',
		kind: 'escritura',
		layout: 'Escritura con anexo de condiciones financieras en tabla, tipo fijo',
		html: html(`
<h1>PRÉSTAMO HIPOTECARIO — ESCRITURA Nº 2.087 DE PROTOCOLO</h1>
<p>Otorgada ante el Notario de Burgos Dª. Elena Inventada Ruiz. Comparecen los prestatarios DON PEDRO FALSO LUENGO y DOÑA ANA IRREAL MOTA.</p>
<h2>ANEXO I. CONDICIONES FINANCIERAS DEL PRÉSTAMO</h2>
<table>${rows.map(([a, b]) => `<tr><td style="width:42%">${a}</td><td>${b}</td></tr>`).join('')}</table>
<p>La parte prestataria declara haber recibido la Ficha Europea de Información Normalizada con diez días de antelación.</p>`),
		expected: {
			prestamista: ['text', 'Banco Supuesto de Castilla, S.A.'],
			fecha: ['date', '22/09/2023'],
			capital: ['money', '235500'],
			plazo: ['number', '360'],
			primeraCuota: ['month', '11/2023'],
			tipo: ['text', 'Fijo'],
			tinInicial: ['number', '3,10'],
			mesesTipoInicial: ['number', ''],
			indice: ['text', ''],
			diferencial: ['number', ''],
			revision: ['number', ''],
			mesReferencia: ['number', ''],
			bonificaciones: ['text', 'Nómina 0,40; Seguro de vida 0,25; Plan de pensiones 0,10'],
			comisionApertura: ['text', '1.177,50 €'],
			comisionAmortizacion: ['number', '2,00'],
		},
	};
}

/** A mixed deed in prose on two pages, semestral revision, reference month the one before. */
function deedMixed(): LoanHtmlFixture {
	return {
		id: 'reservado-escritura-mixta',
		kind: 'escritura',
		layout: 'Escritura mixta en prosa en dos páginas, revisión semestral, mes anterior',
		html: html(`
<h1>ESCRITURA DE PRÉSTAMO HIPOTECARIO</h1>
<p>En Zaragoza, a 7 de junio de 2022. Ante mí, Notario, comparecen DON JORGE FINGIDO ORTIZ y la entidad BANCO DEL EJEMPLO ARAGONÉS, S.A. (en adelante, «el Banco»), que otorgan la presente escritura con arreglo a las siguientes</p>
<h2>CLÁUSULAS FINANCIERAS</h2>
<p><b>1. Importe.</b> El Banco presta a la parte deudora la suma de 98.750,00 euros.</p>
<p><b>2. Plazo.</b> La duración total del préstamo será de 20 años, contados desde hoy. Las cuotas serán mensuales.</p>
<p style="page-break-after:always"><b>3. Tipo de interés.</b> Modalidad mixta. Durante los 10 primeros años se aplicará un tipo fijo del 2,35 % nominal anual.</p>
<p>Durante el resto de la vida del préstamo el tipo será variable y se revisará semestralmente, sumando un diferencial de 0,85 % al Euríbor a doce meses del mes inmediatamente anterior a cada fecha de revisión.</p>
<p><b>4. Comisiones.</b> Comisión de apertura del 0,25 % sobre el importe prestado. Comisión por amortización anticipada durante el periodo fijo: 2 %.</p>`),
		expected: {
			prestamista: ['text', 'BANCO DEL EJEMPLO ARAGONÉS, S.A.'],
			fecha: ['date', '07/06/2022'],
			capital: ['money', '98750'],
			plazo: ['number', '240'],
			primeraCuota: ['month', ''],
			tipo: ['text', 'Mixto'],
			tinInicial: ['number', '2,35'],
			mesesTipoInicial: ['number', '120'],
			indice: ['text', 'Euríbor a un año'],
			diferencial: ['number', '0,85'],
			revision: ['number', '6'],
			mesReferencia: ['number', '1'],
			bonificaciones: ['text', ''],
			comisionApertura: ['text', '0,25 %'],
			comisionAmortizacion: ['number', '2'],
		},
	};
}

/** A receipt as a table: one heading row and the values underneath. */
function receiptColumns(): LoanHtmlFixture {
	return {
		id: 'reservado-recibo-columnas',
		kind: 'recibo-hipoteca',
		layout: 'Recibo en columnas (cabecera y valores debajo), tipo variable',
		html: html(
			`
<h1 style="text-align:left">Caja Rural Imaginaria del Turia</h1>
<p>LIQUIDACIÓN DE PRÉSTAMO HIPOTECARIO &nbsp;·&nbsp; Contrato 3058-0000-11-0000000000</p>
<p>Titular: MARTA SUPUESTA GIL</p>
<table><tr><th>Fecha valor</th><th>Recibo</th><th class="r">Capital</th><th class="r">Intereses</th><th class="r">Total recibo</th><th class="r">Pendiente</th></tr>
<tr><td>15/10/2026</td><td>67</td><td class="r">512,36</td><td class="r">311,40</td><td class="r">823,76</td><td class="r">128.604,17</td></tr></table>
<p>Tipo de interés vigente: 2,905 % (EURIBOR + 0,99)</p>
<p>Importe adeudado en la cuenta ES00 0000 0000 0000 0000 0000.</p>`,
			'body{font-family:"Liberation Sans",Arial,sans-serif}',
		),
		expected: {
			entidad: ['text', 'Caja Rural Imaginaria del Turia'],
			fecha: ['date', '15/10/2026'],
			numeroCuota: ['number', '67'],
			totalCuotas: ['number', ''],
			cuota: ['money', '823,76'],
			capitalAmortizado: ['money', '512,36'],
			intereses: ['money', '311,40'],
			capitalPendiente: ['money', '128604,17'],
			tipoAplicado: ['number', '2,905'],
			tipo: ['text', 'Variable'],
			diferencial: ['number', '0,99'],
		},
	};
}

/** A debit notice written as a letter, the breakdown after it. */
function receiptLetter(): LoanHtmlFixture {
	return {
		id: 'reservado-recibo-aviso',
		kind: 'recibo-hipoteca',
		layout: 'Aviso de adeudo en carta, desglose después, tipo fijo',
		html: html(`
<p>BANCO SUPUESTO DE CASTILLA, S.A.</p>
<p>Burgos, 2 de noviembre de 2026</p>
<p>Estimado cliente: le comunicamos que con fecha 01/11/2026 hemos adeudado en su cuenta la cantidad de 1.005,63 EUR, correspondiente a la cuota 37 de 360 de su préstamo hipotecario a tipo fijo.</p>
<p>Desglose de la cuota:</p>
<p>Amortización de capital ..... 427,91 EUR<br>Intereses ordinarios ..... 577,72 EUR<br>Capital pendiente tras este pago ..... 219.204,12 EUR<br>Tipo nominal anual aplicado ..... 3,10 %</p>
<p>Atentamente, su oficina.</p>`),
		expected: {
			entidad: ['text', 'BANCO SUPUESTO DE CASTILLA, S.A.'],
			fecha: ['date', '01/11/2026'],
			numeroCuota: ['number', '37'],
			totalCuotas: ['number', '360'],
			cuota: ['money', '1005,63'],
			capitalAmortizado: ['money', '427,91'],
			intereses: ['money', '577,72'],
			capitalPendiente: ['money', '219204,12'],
			tipoAplicado: ['number', '3,10'],
			tipo: ['text', 'Fijo'],
			diferencial: ['number', ''],
		},
	};
}

/** Every held-out loan document. */
export function heldOutLoanFixtures(): LoanHtmlFixture[] {
	return [deedProse(), deedTable(), deedMixed(), receiptColumns(), receiptLetter()];
}
