/**
 * FEINs laid out the ways the other tuning documents do not: a mixed loan in a table without
 * rules with the bonified and the unbonified conditions side by side and the bonuses as
 * percentage points; a FEIN over several pages in the Anexo I's own sentences, the linked
 * products as obligations written with verbs, the costs listed one by one. Banks invented.
 */
import { page, type HtmlFixture } from './htmlPage.ts';

/** A mixed loan: conditions with and without bonuses side by side in a table without rules. */
export function feinMixedColumns(): HtmlFixture {
	const row = (label: string, a: string, b: string) =>
		`<tr><td>${label}</td><td class="r">${a}</td><td class="r">${b}</td></tr>`;
	return {
		id: 'html-fein-mixta-columnas',
		kind: 'oferta',
		layout:
			'HTML, hipoteca mixta en tabla sin filetes con columnas con y sin bonificar, «Principal», número de cuotas, bonificaciones en p.p.',
		html: page(
			`<h1>FEIN · Ficha Europea de Información Normalizada</h1>
<p>Entidad: Banco Figurado Peninsular, S.A. &nbsp;·&nbsp; Cliente: TOMÁS SUPUESTO VERA &nbsp;·&nbsp; Fecha: 03/03/2026</p>
<h2>Datos del préstamo</h2>
<table class="plain"><tr><td>Principal</td><td>185.000,00 €</td></tr>
<tr><td>Número de cuotas</td><td>300 mensualidades</td></tr>
<tr><td>Modalidad</td><td>Tipo mixto: fijo los 5 primeros años, variable el resto</td></tr></table>
<h2>Condiciones financieras</h2>
<table class="plain"><tr class="b"><td></td><td class="r">Cumpliendo las bonificaciones</td><td class="r">Sin bonificar</td></tr>
${row('Tipo deudor años 1 a 5', '2,25 %', '3,00 %')}
${row('Resto del plazo: Euríbor 12 meses +', '0,85 %', '1,60 %')}
${row('Primera cuota', '806,84 €', '877,29 €')}
${row('TAE variable', '3,16 %', '3,86 %')}</table>
<h2>Bonificaciones</h2>
<table class="plain">
<tr><td>Domiciliación de ingresos (1.500 €/mes como mínimo)</td><td>−0,30 p.p.</td><td>Sin coste</td></tr>
<tr><td>Seguro de vida</td><td>−0,25 p.p.</td><td>Prima anual 315,00 €</td></tr>
<tr><td>Seguro multirriesgo del hogar</td><td>−0,20 p.p.</td><td>Prima anual 190,00 €</td></tr></table>
<h2>Gastos y comisiones</h2>
<table class="plain"><tr><td>Comisión de apertura</td><td>0,00 €</td></tr>
<tr><td>Tasación (a cargo del cliente)</td><td>320,00 €</td></tr>
<tr><td>Compensación por amortización anticipada</td><td>2,00 % los 10 primeros años; 1,50 % después</td></tr></table>`,
			'.plain td{border:none;padding:1px 8px}',
		),
		scan: true,
		expected: {
			importe: ['money', '185000'],
			plazo: ['number', '25'],
			tipo: ['text', 'Mixto'],
			tin: ['number', '2,25'],
			tinSinBonificar: ['number', '3,00'],
			anosFijo: ['number', '5'],
			diferencial: ['number', '0,85'],
			tae: ['number', '3,16'],
			cuota: ['money', '806,84'],
			comision: ['money', '0'],
			gastos: ['money', '320'],
			amortizacion: ['number', '2,00'],
			vinculados: ['list', 'Nómina domiciliada, Seguro de vida, Seguro de hogar'],
			costeVinculados: ['money', '505'],
		},
	};
}

/** Several pages in the model's sentences; obligations with verbs; costs listed one by one. */
export function feinModelSentences(): HtmlFixture {
	const filler = Array.from(
		{ length: 22 },
		(_, i) =>
			`<p>Advertencia ${i + 1}: lea con atención la información de esta ficha antes de firmar.</p>`,
	).join('');
	return {
		id: 'html-fein-frases-del-modelo',
		kind: 'oferta',
		layout:
			'HTML de dos páginas con las frases del Anexo I, «Tipo deudor», obligaciones con verbos («domiciliar su nómina»), costes uno a uno',
		html: page(
			`<h1>FICHA EUROPEA DE INFORMACIÓN NORMALIZADA (FEIN)</h1>
<p>Este documento se ha elaborado para DIANA FIGURADA SAURA el 20/02/2026.</p>
<p><b>1. Prestamista:</b> Caja Inventada de Ahorros.</p>
<p><b>3. Características principales del préstamo.</b> Importe y moneda del préstamo que se concederá: 240.000 EUR. Duración del préstamo: 30 años. Tipo de préstamo: préstamo a tipo de interés fijo durante toda la vida del préstamo.</p>
<p><b>4. Tipo de interés y otros gastos.</b> La tasa anual equivalente (TAE) es el coste total del préstamo expresado en porcentaje anual. La TAE aplicable a su préstamo es 3,08 %.</p>
<p>Tipo deudor: 2,75 % fijo, aplicado con las bonificaciones del apartado 8. Sin ellas, el tipo deudor sería del 3,50 %.</p>
${filler}
<p><b>6. Frecuencia y número de pagos.</b> Frecuencia de reembolso: mensual. Número de pagos: 360.</p>
<p><b>7. Importe de cada cuota.</b> 979,78 EUR.</p>
<p><b>8. Otras obligaciones.</b> Para beneficiarse de las condiciones del préstamo indicadas en esta ficha, el prestatario deberá: domiciliar su nómina en la entidad, sin coste; contratar un seguro de vida con la aseguradora del grupo, con un coste anual estimado de 410,00 EUR.</p>
<p><b>Costes a abonar una sola vez:</b> comisión de apertura: no se cobra. Tasación del inmueble: 380,00 EUR.</p>
<p><b>9. Reembolso anticipado.</b> Usted puede reembolsar anticipadamente este préstamo. La compensación por reembolso anticipado será del 2 % del capital reembolsado durante los diez primeros años y del 1,5 % a partir de entonces.</p>`,
			'body{font-family:"Liberation Serif",serif;font-size:11px}',
		),
		expected: {
			importe: ['money', '240000'],
			plazo: ['number', '30'],
			tipo: ['text', 'Fijo'],
			tin: ['number', '2,75'],
			tinSinBonificar: ['number', '3,50'],
			anosFijo: ['number', ''],
			diferencial: ['number', ''],
			tae: ['number', '3,08'],
			cuota: ['money', '979,78'],
			comision: ['money', '0'],
			gastos: ['money', '380'],
			amortizacion: ['number', '2'],
			vinculados: ['list', 'Nómina domiciliada, Seguro de vida'],
			costeVinculados: ['money', '410'],
		},
	};
}
