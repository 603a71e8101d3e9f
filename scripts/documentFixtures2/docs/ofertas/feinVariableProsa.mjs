import { es, mMoney, schedule, tae, pctStr, pnum, D, longDate } from '../../lib/format.mjs';
import { EURIBOR, EURIBOR_MAX20, addRate, sum, comunes } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// O2. FEIN de caja rural, tipo variable, en prosa (letra con serifa), primer año fijo.
export function feinVariableProsa() {
	const banco = 'Caja Rural de Tierra Imaginaria, S. Coop. de Crédito';
	const P = 15800000;
	const n = 300;
	const tinB = '2,25';
	const tinS = '2,75';
	const difB = '0,60';
	const difS = '1,10';
	const comision = 25000;
	const tasacion = 31000;
	const hogar = 29500;
	const rowsB = schedule(P, [{ months: 12, rate: tinB }, { months: n - 12, rate: addRate(EURIBOR, difB) }]);
	const rowsS = schedule(P, [{ months: 12, rate: tinS }, { months: n - 12, rate: addRate(EURIBOR, difS) }]);
	const taeB = pctStr(tae(P, rowsB, comision + tasacion, hogar));
	const taeS = pctStr(tae(P, rowsS, comision + tasacion, 0));
	const rowsMax = schedule(P, [{ months: 12, rate: tinB }, { months: n - 12, rate: addRate(EURIBOR_MAX20, difB) }]);
	const taeMax = pctStr(tae(P, rowsMax, comision + tasacion, hogar));
	const cuota1 = rowsB[0].cuota;
	const cuota13 = rowsB[12].cuota;
	const emision = D(26, 11, 2026);
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 20mm 22mm 20mm 22mm; }
body { font-family: 'Caladea', 'Liberation Serif', serif; font-size: 10.5pt; line-height: 1.5; color: #1a1a1a; }
.membrete { text-align: center; border-bottom: 1px solid #2f5d2f; padding-bottom: 6px; margin-bottom: 10px; }
.membrete .n { font-size: 14pt; color: #2f5d2f; font-variant: small-caps; letter-spacing: 1px; }
h1 { font-size: 12pt; text-align: center; margin: 6px 0 12px; font-weight: bold; }
h2 { font-size: 10.5pt; margin: 12px 0 2px; font-style: italic; color: #2f5d2f; }
p { margin: 2px 0 6px; text-align: justify; text-indent: 1.2em; }
.firm { margin-top: 26px; text-indent: 0; }
</style></head><body>
<div class="membrete"><div class="n">Caja Rural de Tierra Imaginaria</div><div style="font-size:8.5pt">${banco} · CIF F00333444 · Plaza Mayor Ficticia 2, 45999 Vegas del Olivar (Toledo)</div></div>
<h1>Ficha Europea de Información Normalizada</h1>
<p>El presente documento se extiende para don Tomás Hidalgo Inventado, a ${longDate(emision)}. El documento se ha elaborado sobre la base de la información facilitada por usted hasta la fecha y de las condiciones actuales del mercado financiero. La información que figura a continuación tiene carácter vinculante y es válida hasta el 28 de diciembre de 2026.</p>
<h2>1. Prestamista</h2>
<p>${banco}, con domicilio en Plaza Mayor Ficticia 2, 45999 Vegas del Olivar (Toledo); teléfono 925 000 000; correo electrónico oficina@cajarural-imaginaria.invalid. Esta entidad no presta servicios de asesoramiento en relación con este préstamo.</p>
<h2>3. Características principales del préstamo</h2>
<p>Importe y moneda del préstamo por conceder: ${es(P)} euros. Duración del préstamo: 300 meses. Se trata de un préstamo con garantía hipotecaria que se reembolsa en cuotas mensuales de capital e intereses según el sistema francés.</p>
<p>El préstamo es a tipo de interés variable. Durante los primeros doce meses se aplica un tipo fijo del ${tinB} % nominal anual. A partir del decimotercer mes el tipo se revisa cada doce meses y será el resultado de sumar al Euríbor a un año un diferencial de ${difB} puntos porcentuales, siempre que usted mantenga los productos descritos en la sección 8, como supone esta oferta. Si no los mantuviera, el tipo del primer año sería del ${tinS} % y el diferencial de ${difS} puntos. El Euríbor a un año publicado en la fecha de esta ficha es del ${EURIBOR} %. El tipo no tendrá límite mínimo y en ningún caso los intereses serán negativos.</p>
<p>El importe total a reembolsar, con carácter indicativo y suponiendo que el índice no varía, asciende a ${es(sum(rowsB, 'cuota') + comision + tasacion + hogar * 25)} euros. El valor del inmueble tomado como hipótesis es de 197.500,00 euros, lo que supone una relación entre préstamo y valor del 80,0000 %. La garantía es una hipoteca sobre la vivienda del prestatario en Vegas del Olivar.</p>
<h2>4. Tipo de interés y otros gastos</h2>
<p>La TAE aplicable a su préstamo es ${taeB} % (TAE variable). Comprende el tipo de interés inicial del ${tinB} % y, después, el Euríbor más ${difB} puntos, además de los costes que se indican. Sin las bonificaciones la TAE variable sería del ${taeS} %. Si el tipo de interés aumentase hasta el ${pctStr(pnum(EURIBOR_MAX20) + pnum(difB))} %, la TAE podría aumentar al ${taeMax} %.</p>
<p>Costes que deben abonarse una sola vez: una comisión de apertura de ${es(comision)} euros, que cobra la Caja en la firma, y la tasación del inmueble, por importe de ${es(tasacion)} euros, que corresponde al prestatario. Los gastos de notaría, registro y gestoría, así como el impuesto de actos jurídicos documentados, los asume la Caja. Costes periódicos: la prima del seguro de hogar de la sección 8.</p>
<h2>5. Periodicidad y número de pagos</h2>
<p>Periodicidad de reembolso: mensual. Número de pagos: 300.</p>
<h2>6. Importe de cada cuota</h2>
<p>La cuota de los doce primeros meses es de ${es(cuota1)} euros. Con el valor actual del índice, la cuota a partir del mes trece sería de ${es(cuota13)} euros, importe indicativo que cambiará en cada revisión anual. Sus ingresos pueden variar; piense si podrá seguir pagando sus cuotas si sus ingresos disminuyen o el tipo aumenta.</p>
<h2>8. Otras obligaciones</h2>
<p>Para obtener las condiciones descritas deberá mantener en la Caja, durante toda la vida del préstamo, la domiciliación de nómina, sin coste, y un seguro de hogar, con una prima anual estimada de ${es(hogar)} euros. Coste anual de los productos vinculados: ${es(hogar)} euros. El seguro puede contratarse con otra aseguradora siempre que cubra los mismos riesgos.</p>
<h2>9. Reembolso anticipado</h2>
<p>Puede reembolsar el préstamo anticipadamente, total o parcialmente, en cualquier momento. Comisión de reembolso anticipado: 0,25 % del capital reembolsado si se produce durante los tres primeros años; después no se cobrará compensación alguna.</p>
${comunes(banco, 'el Servicio de Atención al Socio y Cliente de la Caja')}
<p class="firm">En Vegas del Olivar, a ${longDate(emision)}.</p>
</body></html>`;
	return {
		id: 'fein-caja-variable-prosa',
		kind: 'oferta',
		layout: 'FEIN de caja rural a tipo variable redactada en párrafos (letra con serifa): primer año fijo, Euríbor + diferencial, tipos sin bonificar dentro del texto, plazo solo en meses, TAE ilustrativa del peor caso',
		html,
		scans: [],
		expected: {
			importe: ['money', mMoney(P)],
			plazo: ['number', '25'],
			tipo: ['text', 'Variable'],
			tin: ['number', tinB],
			tinSinBonificar: ['number', tinS],
			anosFijo: ['number', ''],
			diferencial: ['number', difB],
			tae: ['number', taeB],
			cuota: ['money', mMoney(cuota1)],
			comision: ['money', mMoney(comision)],
			gastos: ['money', mMoney(tasacion)],
			amortizacion: ['number', '0,25'],
			vinculados: ['list', 'Domiciliación de nómina; Seguro de hogar'],
			costeVinculados: ['money', mMoney(hogar)],
		},
		evidence: {
			importe: es(P), plazo: 'Duración del préstamo: 300 meses', tipo: 'tipo de interés variable', tin: `tipo fijo del ${tinB} %`,
			tinSinBonificar: `sería del ${tinS} %`, diferencial: `diferencial de ${difB} puntos`, tae: `${taeB} % (TAE variable)`,
			cuota: es(cuota1), comision: es(comision), gastos: es(tasacion), amortizacion: '0,25 % del capital reembolsado',
			vinculados: ['domiciliación de nómina', 'seguro de hogar'], costeVinculados: es(hogar),
			textIsPhrase: ['tipo'], absent: { anosFijo: ['tramo fijo'] },
		},
		check: () => rowsB.at(-1).pendiente === 0,
		listCaseInsensitive: true,
	};
}
