// Six mortgage offers: FEINs (Anexo I of Ley 5/2019) of invented banks, a FiAE and a letter-style
// binding offer. Instalments, schedules and TAEs are computed from the loan terms; the document
// and the manifest print the same numbers.
import { es, mMoney, cuotaFrancesa, schedule, tae, pctStr, pnum, D, mDate, dmy, longDate, MES3 } from '../lib/format.mjs';

const EURIBOR = '2,214'; // valor del índice a la fecha de emisión (inventado)
const EURIBOR_MAX20 = '5,526'; // máximo de los últimos 20 años usado para la TAE ilustrativa (inventado)
const addRate = (a, b) => pctStr(pnum(a) + pnum(b), 3);
const sum = (rows, k) => rows.reduce((s, r) => s + r[k], 0);

function yearTable(rows, startMonth, startYear, cls = '') {
	const mes = (k) => {
		const m0 = startMonth - 1 + k;
		return `${MES3[m0 % 12].toLowerCase()}-${startYear + Math.floor(m0 / 12)}`;
	};
	const first = rows.slice(0, 12);
	const years = [];
	for (let y = 1; y * 12 < rows.length; y++) {
		const chunk = rows.slice(y * 12, y * 12 + 12);
		years.push({ y: y + 1, cuota: sum(chunk, 'cuota'), interes: sum(chunk, 'interes'), capital: sum(chunk, 'capital'), pendiente: chunk.at(-1).pendiente });
	}
	return `<table class="amort ${cls}"><tr><th>Calendario de reembolso</th><th>Importe de la cuota</th><th>Intereses a abonar en cada cuota</th><th>Otros costes incluidos en la cuota</th><th>Capital reembolsado en cada cuota</th><th>Capital pendiente después de cada cuota</th></tr>
${first.map((r, k) => `<tr><td>${mes(k)}</td><td>${es(r.cuota)}</td><td>${es(r.interes)}</td><td>0,00</td><td>${es(r.capital)}</td><td>${es(r.pendiente)}</td></tr>`).join('')}
<tr class="sub"><td>Total año 1</td><td>${es(sum(first, 'cuota'))}</td><td>${es(sum(first, 'interes'))}</td><td>0,00</td><td>${es(sum(first, 'capital'))}</td><td>${es(first.at(-1).pendiente)}</td></tr>
${years.map((r) => `<tr><td>Año ${r.y}</td><td>${es(r.cuota)}</td><td>${es(r.interes)}</td><td>0,00</td><td>${es(r.capital)}</td><td>${es(r.pendiente)}</td></tr>`).join('')}
<tr class="sub"><td>Total</td><td>${es(sum(rows, 'cuota'))}</td><td>${es(sum(rows, 'interes'))}</td><td>0,00</td><td>${es(sum(rows, 'capital'))}</td><td>0,00</td></tr></table>`;
}

const comunes = (banco, servicio, supervisor = 'Banco de España (www.bde.es)') => `
<h2>10. Elementos de flexibilidad</h2>
<p>Portabilidad: podrá subrogar el préstamo a otro prestamista en los términos de la Ley 2/1994. Otras prestaciones: no se prevén periodos de carencia ni redisposición del capital amortizado.</p>
<h2>11. Otros derechos del prestatario</h2>
<p>Dispone de un periodo de diez días naturales antes de la firma para examinar esta oferta, el proyecto de contrato y recibir el asesoramiento gratuito del notario que usted elija (artículo 15 de la Ley 5/2019).</p>
<h2>12. Reclamaciones</h2>
<p>Puede dirigir sus quejas a ${servicio}, que debe responder en el plazo de un mes. Si no queda satisfecho, podrá acudir al Servicio de Reclamaciones del Banco de España. Para reclamaciones transfronterizas: FIN-NET.</p>
<h2>13. Incumplimiento de los compromisos vinculados al préstamo: consecuencias para el prestatario</h2>
<p>El impago de las cuotas puede acarrear el vencimiento anticipado en los términos del artículo 24 de la Ley 5/2019 y la ejecución de la hipoteca: puede ser desposeído de su vivienda. Si deja de mantener los productos de la sección 8, el tipo de interés se incrementará en la bonificación correspondiente a partir de la siguiente revisión.</p>
<h2>14. Información adicional</h2>
<p>Ley aplicable: la española. Idioma: castellano. Tiene derecho a recibir el proyecto de contrato con esta ficha.</p>
<h2>15. Supervisor</h2>
<p>El supervisor de este prestamista es el ${supervisor}. ${banco} está inscrito en el registro de entidades del Banco de España con el número 9999.</p>`;

// ---------------------------------------------------------------------------------------------
// O1. FEIN de banco grande, tipo fijo, con las condiciones bonificadas y sin bonificar lado a lado.
function feinFijoDosColumnas() {
	const banco = 'Banco Meridiano Ficticio, S.A.';
	const P = 21200000;
	const n = 360;
	const tinB = '2,65';
	const tinS = '3,65';
	const vinc = [
		['Domiciliación de nómina', 0, 'ingresos mensuales de al menos 2.000 euros'],
		['Seguro de hogar', 28000, 'Meridiano Seguros Ficticios, S.A.'],
		['Seguro de vida', 34000, 'Meridiano Vida Ficticia, S.A.'],
		['Tarjeta de crédito', 2000, 'cuota anual de la tarjeta Meridiano Oro'],
	];
	const coste = vinc.reduce((s, v) => s + v[1], 0);
	const tasacion = 39500;
	const copias = 4500;
	const gastos = tasacion + copias;
	const rowsB = schedule(P, [{ months: n, rate: tinB }]);
	const rowsS = schedule(P, [{ months: n, rate: tinS }]);
	const taeB = pctStr(tae(P, rowsB, gastos, coste));
	const taeS = pctStr(tae(P, rowsS, gastos, 0));
	const cuotaB = rowsB[0].cuota;
	const cuotaS = rowsS[0].cuota;
	const totB = sum(rowsB, 'cuota') + gastos + coste * 30;
	const totS = sum(rowsS, 'cuota') + gastos;
	const emision = D(2, 12, 2026);
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 16mm 15mm 18mm 15mm; @bottom-right { content: "Página " counter(page) " de " counter(pages); font: 8pt 'Liberation Sans'; } }
body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; line-height: 1.38; color: #111; }
.brand { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid #0b4f8a; padding-bottom: 6px; }
.brand b { color: #0b4f8a; font-size: 15pt; letter-spacing: .5px; }
h1 { font-size: 12.5pt; text-align: center; margin: 12px 0 4px; }
h2 { font-size: 10.5pt; color: #0b4f8a; margin: 12px 0 4px; border-bottom: 1px solid #9bb7d4; }
p { margin: 3px 0; text-align: justify; }
ul { margin: 3px 0 3px 18px; padding: 0; }
.dest { border: 1.5px solid #0b4f8a; padding: 6px 9px; margin: 8px 0; background: #eef4fa; }
table { border-collapse: collapse; width: 100%; }
table.cmp td, table.cmp th { border: 1px solid #7a95b3; padding: 4px 7px; }
table.cmp th { background: #0b4f8a; color: #fff; }
table.cmp td + td { text-align: right; width: 28%; }
table.g td { border-bottom: 1px solid #ccd; padding: 3px 6px; }
table.g td.n { text-align: right; white-space: nowrap; }
table.amort { font-size: 7.8pt; margin-top: 4px; }
table.amort th { background: #dde7f1; border: 1px solid #9bb7d4; font-weight: normal; padding: 2px; }
table.amort td { border: 1px solid #c9d6e4; text-align: right; padding: 1px 4px; }
table.amort td:first-child { text-align: left; }
table.amort tr.sub td { font-weight: bold; background: #f1f5f9; }
</style></head><body>
<div class="brand"><b>BANCO MERIDIANO</b><span style="font-size:8pt">Banco Meridiano Ficticio, S.A. · NIF A00111222 · Paseo de los Tilos Ficticios 1, 28999 Villaclara (Madrid)</span></div>
<h1>FICHA EUROPEA DE INFORMACIÓN NORMALIZADA (FEIN)</h1>
<p style="text-align:center">Fecha de emisión: ${mDate(emision)} · Referencia de la oferta: HIP-2026-0048213</p>
<p>El presente documento se extiende para <b>D.ª Elena Márquez Inventada</b> (NIF ${'00418833Y'}) y <b>D. Pablo Rey Ficticio</b> (NIF ${'00522917C'}), a ${longDate(emision)}.</p>
<p>El documento se ha elaborado sobre la base de la información facilitada por usted hasta la fecha y de las condiciones actuales del mercado financiero.</p>
<div class="dest">La información que figura a continuación tiene carácter vinculante y será válida hasta el <b>31/12/2026</b>. Pasada esa fecha podrá variar con arreglo a las condiciones del mercado.</div>
<h2>1. Entidad de crédito</h2>
<p>${banco} · Teléfono 900 000 111 · Paseo de los Tilos Ficticios 1, 28999 Villaclara (Madrid) · hipotecas@bancomeridiano.invalid · www.bancomeridiano.invalid. Persona de contacto: Gestor hipotecario de la oficina 0417.</p>
<p>No se le presta asesoramiento: tras informarse sobre sus necesidades y circunstancias, no le recomendamos un préstamo concreto, sino que le facilitamos información sobre este préstamo para que tome su propia decisión.</p>
<h2>3. Características principales del préstamo</h2>
<p>Importe y moneda del préstamo por conceder: <b>${es(P)} euros</b>.</p>
<p>Duración del préstamo: <b>30 años</b> (360 meses).</p>
<p>Tipo de préstamo: préstamo hipotecario con cuotas constantes de capital e intereses (sistema francés).</p>
<p>Clase de tipo de interés aplicable: <b>tipo de interés fijo</b> durante toda la vida del préstamo.</p>
<p>La oferta se ha calculado suponiendo que usted contrata y mantiene los productos de la sección 8. Cada producto reduce el tipo en 0,25 puntos porcentuales (bonificación máxima: 1,00 punto porcentual). Las condiciones que se le aplicarán son las de la columna «con bonificaciones».</p>
<table class="cmp" style="margin:6px 0">
<tr><th style="text-align:left">Condiciones</th><th>Con bonificaciones (aplicadas)</th><th>Sin bonificaciones</th></tr>
<tr><td>Tipo de interés nominal anual (TIN) fijo</td><td><b>${tinB} %</b></td><td>${tinS} %</td></tr>
<tr><td>Tasa anual equivalente (TAE)</td><td><b>${taeB} %</b></td><td>${taeS} %</td></tr>
<tr><td>Cuota mensual</td><td><b>${es(cuotaB)} €</b></td><td>${es(cuotaS)} €</td></tr>
<tr><td>Importe total a reembolsar</td><td>${es(totB)} €</td><td>${es(totS)} €</td></tr>
</table>
<p>Importe total a reembolsar con bonificaciones: ${es(totB)} euros (capital ${es(P)} + costes totales ${es(totB - P)}). Esto significa que reembolsará usted ${(totB / P).toFixed(2).replace('.', ',')} euros por cada euro prestado.</p>
<p>Valor del bien inmueble que se ha tomado como hipótesis para preparar esta ficha: 265.000,00 euros. Importe máximo de préstamo disponible en relación con el valor del bien inmueble: 80,0000 %.</p>
<p>Garantía: hipoteca sobre la vivienda situada en Calle de los Naranjos Imaginarios 18, 3.º B, 28999 Villaclara.</p>
<h2>4. Tipo de interés y otros gastos</h2>
<p>La TAE aplicable a su préstamo es <b>${taeB} %</b>. Comprende: el tipo de interés fijo del ${tinB} % y los costes siguientes.</p>
<p><b>Costes que deben abonarse una sola vez</b></p>
<table class="g">
<tr><td>Comisión de apertura</td><td>${banco}</td><td class="n">0,00 €</td></tr>
<tr><td>Tasación del inmueble (a cargo del prestatario)</td><td>Tasadora Imaginaria, S.A.</td><td class="n">${es(tasacion)} €</td></tr>
<tr><td>Copias de la escritura solicitadas por el prestatario</td><td>Notaría</td><td class="n">${es(copias)} €</td></tr>
<tr><td><b>Total gastos a cargo del prestatario</b></td><td></td><td class="n"><b>${es(gastos)} €</b></td></tr>
</table>
<p>Son a cargo del prestamista los aranceles notariales de la escritura, la inscripción en el Registro de la Propiedad, la gestoría y el impuesto de actos jurídicos documentados (artículo 14.1.e de la Ley 5/2019).</p>
<p><b>Costes que deben abonarse periódicamente:</b> las primas de los seguros de la sección 8, incluidas en el cálculo de la TAE.</p>
<p>Asegúrese de que conoce todos los demás gastos relacionados con el préstamo. Esta TAE se calcula con hipótesis: si no mantiene los productos vinculados, el tipo sería el ${tinS} % y la TAE el ${taeS} %.</p>
<h2>5. Periodicidad y número de pagos</h2>
<p>Periodicidad de reembolso: mensual. Número de pagos: 360.</p>
<h2>6. Importe de cada cuota</h2>
<p><b>${es(cuotaB)} euros</b>. Sus ingresos pueden variar. Piense si podrá seguir pagando sus cuotas de reembolso mensuales si sus ingresos disminuyen.</p>
<h2>7. Tabla ilustrativa de reembolso</h2>
<p>Cuotas a pagar cada mes, con bonificaciones, primer vencimiento en enero de 2027.</p>
${yearTable(rowsB, 1, 2027)}
<h2>8. Otras obligaciones</h2>
<p>Para beneficiarse de las condiciones de este préstamo deberá cumplir las obligaciones siguientes. Productos vinculados que se han supuesto en esta oferta:</p>
<table class="g">
<tr><td><b>Producto</b></td><td><b>Proveedor / condición</b></td><td class="n"><b>Coste anual</b></td></tr>
${vinc.map((v) => `<tr><td>${v[0]}</td><td>${v[2]}</td><td class="n">${es(v[1])} €</td></tr>`).join('')}
<tr><td><b>Coste anual total de los productos vinculados</b></td><td></td><td class="n"><b>${es(coste)} €</b></td></tr>
</table>
<p>Los seguros pueden contratarse con otro proveedor siempre que ofrezcan garantías equivalentes; en ese caso se mantendrá la bonificación correspondiente.</p>
<h2>9. Reembolso anticipado</h2>
<p>Puede reembolsar este préstamo anticipadamente, total o parcialmente. Comisión de reembolso anticipado: 2,00 % del capital reembolsado durante los 10 primeros años y 1,50 % a partir del undécimo año, sin superar la pérdida financiera del prestamista.</p>
${comunes(banco, 'el Servicio de Atención al Cliente de Banco Meridiano (Apartado de Correos 0000, 28999 Villaclara)')}
</body></html>`;
	const expected = {
		importe: ['money', mMoney(P)],
		plazo: ['number', '30'],
		tipo: ['text', 'Fijo'],
		tin: ['number', tinB],
		tinSinBonificar: ['number', tinS],
		anosFijo: ['number', ''],
		diferencial: ['number', ''],
		tae: ['number', taeB],
		cuota: ['money', mMoney(cuotaB)],
		comision: ['money', '0,00'],
		gastos: ['money', mMoney(gastos)],
		amortizacion: ['number', '2,00'],
		vinculados: ['list', vinc.map((v) => v[0]).join('; ')],
		costeVinculados: ['money', mMoney(coste)],
	};
	return {
		id: 'fein-banco-grande-fijo-bonificado-lado-a-lado',
		kind: 'oferta',
		layout: 'FEIN de banco grande a tipo fijo en varias páginas: secciones del Anexo I (sin la 2), tabla con TIN/TAE/cuota con y sin bonificaciones lado a lado, tabla de amortización, productos vinculados con coste',
		html,
		scans: [],
		expected,
		evidence: {
			importe: es(P), plazo: '30 años', tipo: 'tipo de interés fijo', tin: `${tinB} %`, tinSinBonificar: `${tinS} %`,
			tae: `${taeB} %`, cuota: es(cuotaB), comision: ['0,00', 'Comisión de apertura'], gastos: es(gastos),
			amortizacion: '2,00 % del capital reembolsado', vinculados: vinc.map((v) => v[0]), costeVinculados: es(coste),
			textIsPhrase: ['tipo'], absent: { diferencial: ['diferencial', 'Euríbor'], anosFijo: ['tramo'] },
		},
		check: () => cuotaB === cuotaFrancesa(P, tinB, n),
	};
}

// ---------------------------------------------------------------------------------------------
// O2. FEIN de caja rural, tipo variable, en prosa (letra con serifa), primer año fijo.
function feinVariableProsa() {
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

// ---------------------------------------------------------------------------------------------
// O3. FEIN apaisada de préstamo mixto: tabla por tramos con columnas con y sin bonificaciones.
function feinMixtoApaisada() {
	const banco = 'Banco del Atlántico Ficticio, S.A.';
	const P = 18500000;
	const n = 360;
	const fijo = 120;
	const tinB = '2,50';
	const tinS = '3,30';
	const difB = '0,75';
	const difS = '1,55';
	const tasacion = 35000;
	const vinc = [
		['Domiciliación de nómina', 0],
		['Seguro de hogar', 24500],
		['Seguro de vida', 34000],
	];
	const coste = vinc.reduce((s, v) => s + v[1], 0);
	const rowsB = schedule(P, [{ months: fijo, rate: tinB }, { months: n - fijo, rate: addRate(EURIBOR, difB) }]);
	const rowsS = schedule(P, [{ months: fijo, rate: tinS }, { months: n - fijo, rate: addRate(EURIBOR, difS) }]);
	const taeB = pctStr(tae(P, rowsB, tasacion, coste));
	const taeS = pctStr(tae(P, rowsS, tasacion, 0));
	const html = `<!doctype html><html><head><style>
@page { size: A4 landscape; margin: 12mm 14mm; }
body { font-family: 'Noto Sans', sans-serif; font-size: 8.4pt; line-height: 1.3; color: #102030; }
.top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 4px solid #00838f; padding-bottom: 4px; }
.top .b { font-size: 17pt; font-weight: 700; color: #00838f; }
h1 { font-size: 12pt; margin: 8px 0; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 14px; }
h2 { font-size: 9.5pt; background: #e0f2f1; padding: 3px 6px; margin: 8px 0 4px; }
p { margin: 2px 0 4px; }
table { border-collapse: collapse; width: 100%; }
table.t th { background: #00838f; color: #fff; padding: 3px 6px; font-weight: 600; }
table.t td { border: 1px solid #b2dfdb; padding: 2.5px 6px; }
table.t td.n { text-align: right; white-space: nowrap; }
table.t tr.tr td { background: #f1f8f8; font-weight: 600; }
</style></head><body>
<div class="top"><div class="b">ATLÁNTICO</div><div style="text-align:right;font-size:8pt">${banco} · NIF A00555666<br>Avenida del Faro Ficticio 40, 15999 Porto Imaxinario (A Coruña)</div></div>
<h1>Ficha Europea de Información Normalizada (FEIN) — Hipoteca Mixta Atlántico</h1>
<p>Para: D.ª Sofía Lorenzo Ficticia · Emitida el 01/12/2026 · Oferta vinculante válida hasta el 21/12/2026.</p>
<div class="grid">
<div>
<h2>1. Prestamista</h2>
<p>${banco}. Teléfono 981 000 000. hipotecas@atlantico-ficticio.invalid. No se presta asesoramiento.</p>
<h2>3. Características principales del préstamo</h2>
<table class="t">
<tr><td>Importe y moneda del préstamo por conceder</td><td class="n"><b>${es(P)} euros</b></td></tr>
<tr><td>Duración del préstamo</td><td class="n">30 años (360 cuotas mensuales)</td></tr>
<tr><td>Tipo de préstamo</td><td class="n">Amortización francesa</td></tr>
<tr><td>Clase de tipo de interés</td><td class="n"><b>Mixto</b>: 10 años fijo, resto variable</td></tr>
<tr><td>Índice de referencia del tramo variable</td><td class="n">Euríbor a 1 año (${EURIBOR} % a la fecha de emisión)</td></tr>
<tr><td>Revisión del tramo variable</td><td class="n">Anual</td></tr>
<tr><td>Valor del inmueble supuesto / préstamo-valor</td><td class="n">231.250,00 € / 80,0000 %</td></tr>
</table>
<p style="margin-top:5px">La oferta supone que usted mantiene los productos vinculados de la sección 8; por eso se le aplicarán las condiciones «con bonificaciones». Cada producto resta una parte del tipo; todos juntos, 0,80 puntos.</p>
<h2>4. Tipo de interés y otros gastos</h2>
<p>La TAE aplicable a su préstamo es <b>${taeB} %</b> (TAE Variable, calculada suponiendo que el Euríbor no cambia). Sin bonificaciones sería del ${taeS} %.</p>
<p>Costes que deben abonarse una sola vez: comisión de apertura 0,00 €; tasación del inmueble ${es(tasacion)} € (a cargo del prestatario). Notaría, registro, gestoría e impuesto: a cargo del banco.</p>
<h2>5. Periodicidad y número de pagos</h2>
<p>Mensual · 360 pagos.</p>
<h2>12–15. Reclamaciones y supervisor</h2>
<p>Servicio de Atención al Cliente del Banco del Atlántico Ficticio; Banco de España. El impago puede suponer la pérdida de la vivienda.</p>
</div>
<div>
<h2>Condiciones por tramo</h2>
<table class="t">
<tr><th style="text-align:left">Tramo</th><th>Con bonificaciones</th><th>Sin bonificaciones</th></tr>
<tr class="tr"><td colspan="3">Tramo fijo: cuotas 1 a 120 (años 1 a 10)</td></tr>
<tr><td>Tipo de interés nominal (TIN)</td><td class="n">${tinB} %</td><td class="n">${tinS} %</td></tr>
<tr><td>Cuota mensual</td><td class="n">${es(rowsB[0].cuota)} €</td><td class="n">${es(rowsS[0].cuota)} €</td></tr>
<tr class="tr"><td colspan="3">Tramo variable: cuotas 121 a 360 (años 11 a 30)</td></tr>
<tr><td>Tipo de interés</td><td class="n">Euríbor + ${difB} %</td><td class="n">Euríbor + ${difS} %</td></tr>
<tr><td>Cuota indicativa con el Euríbor actual</td><td class="n">${es(rowsB[fijo].cuota)} €</td><td class="n">${es(rowsS[fijo].cuota)} €</td></tr>
<tr class="tr"><td colspan="3">Todo el préstamo</td></tr>
<tr><td>TAE Variable</td><td class="n">${taeB} %</td><td class="n">${taeS} %</td></tr>
<tr><td>Importe total a reembolsar (indicativo)</td><td class="n">${es(sum(rowsB, 'cuota') + tasacion + coste * 30)} €</td><td class="n">${es(sum(rowsS, 'cuota') + tasacion)} €</td></tr>
</table>
<h2>6. Importe de cada cuota</h2>
<p>Durante el tramo fijo: <b>${es(rowsB[0].cuota)} euros</b> al mes. En el tramo variable la cuota se recalculará en cada revisión.</p>
<h2>8. Otras obligaciones (productos vinculados)</h2>
<table class="t">
<tr><th style="text-align:left">Producto</th><th>Bonificación</th><th>Coste anual</th></tr>
<tr><td>${vinc[0][0]}</td><td class="n">0,30 puntos</td><td class="n">${es(vinc[0][1])} €</td></tr>
<tr><td>${vinc[1][0]}</td><td class="n">0,20 puntos</td><td class="n">${es(vinc[1][1])} €</td></tr>
<tr><td>${vinc[2][0]}</td><td class="n">0,30 puntos</td><td class="n">${es(vinc[2][1])} €</td></tr>
<tr class="tr"><td>Total</td><td class="n">0,80 puntos</td><td class="n">${es(coste)} €</td></tr>
</table>
<h2>9. Reembolso anticipado</h2>
<p>Comisión de reembolso anticipado: 2,00 % del capital reembolsado durante el tramo fijo; en el tramo variable, 0,25 % durante sus tres primeros años y 0 % después (con el límite de la pérdida financiera).</p>
</div>
</div>
</body></html>`;
	return {
		id: 'fein-mixto-apaisada-tramos',
		kind: 'oferta',
		layout: 'FEIN apaisada de préstamo mixto en dos columnas: tabla de condiciones por tramo (fijo / variable) con columnas con y sin bonificaciones, TIN «2,50 %», tabla de productos vinculados',
		html,
		pages: 1,
		scans: [],
		expected: {
			importe: ['money', mMoney(P)],
			plazo: ['number', '30'],
			tipo: ['text', 'Mixto'],
			tin: ['number', tinB],
			tinSinBonificar: ['number', tinS],
			anosFijo: ['number', '10'],
			diferencial: ['number', difB],
			tae: ['number', taeB],
			cuota: ['money', mMoney(rowsB[0].cuota)],
			comision: ['money', '0,00'],
			gastos: ['money', mMoney(tasacion)],
			amortizacion: ['number', '2,00'],
			vinculados: ['list', vinc.map((v) => v[0]).join('; ')],
			costeVinculados: ['money', mMoney(coste)],
		},
		evidence: {
			importe: es(P), plazo: '30 años', tipo: 'Mixto', tin: `${tinB} %`, tinSinBonificar: `${tinS} %`, anosFijo: '10 años fijo',
			diferencial: `Euríbor + ${difB} %`, tae: `${taeB} %`, cuota: es(rowsB[0].cuota), comision: ['0,00', 'comisión de apertura 0,00 €'],
			gastos: es(tasacion), amortizacion: '2,00 % del capital', vinculados: vinc.map((v) => v[0]), costeVinculados: es(coste),
			textIsPhrase: ['tipo'],
		},
		check: () => rowsB.at(-1).pendiente === 0,
	};
}

// ---------------------------------------------------------------------------------------------
// O4. FiAE de una página (variable), sin TAE, cuota ni comisión de apertura.
function fiae() {
	const banco = 'Banco Cantábrico Imaginario, S.A.';
	const P = 15000000;
	const tasacion = 28000;
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 14mm 16mm; }
body { font-family: 'Liberation Sans', sans-serif; font-size: 9.2pt; line-height: 1.35; }
h1 { font-size: 13pt; margin: 0; }
.hd { display: flex; justify-content: space-between; border-bottom: 2px solid #7b1f1f; padding-bottom: 5px; margin-bottom: 8px; }
.box { border: 1px solid #7b1f1f; margin: 7px 0; }
.box h2 { margin: 0; font-size: 9.5pt; background: #7b1f1f; color: #fff; padding: 3px 7px; }
.box .c { padding: 5px 8px; }
table { border-collapse: collapse; width: 100%; }
td { padding: 2.5px 4px; border-bottom: 1px solid #e4d3d3; vertical-align: top; }
td:first-child { width: 46%; color: #4a1010; }
p { margin: 2px 0 4px; text-align: justify; }
.firma { display: flex; justify-content: space-between; margin-top: 14px; }
.firma div { width: 44%; border-top: 1px solid #333; padding-top: 3px; font-size: 8.5pt; }
</style></head><body>
<div class="hd"><div><h1>FICHA DE ADVERTENCIAS ESTANDARIZADAS (FiAE)</h1><div>Ley 5/2019, artículo 14.1.b) · Orden ECE/482/2019</div></div><div style="text-align:right"><b>${banco}</b><br>NIF A00777888 · Calle del Muelle Imaginario 5, 39998 Santa Ficticia</div></div>
<p>Prestatarios: D. Iker Goñi Inventado y D.ª Laura Vidal Ficticia · Fecha: 20/11/2026 · Expediente 77-2026-00931</p>
<div class="box"><h2>Datos de la operación</h2><div class="c"><table>
<tr><td>Importe del préstamo</td><td>${es(P)} €</td></tr>
<tr><td>Plazo de amortización</td><td>20 años (240 cuotas mensuales)</td></tr>
<tr><td>Modalidad de tipo de interés</td><td>Variable, con revisión semestral</td></tr>
<tr><td>Tipo de interés inicial (6 primeros meses)</td><td>2,10 % nominal anual</td></tr>
<tr><td>Tipo de interés tras el periodo inicial</td><td>Euríbor a 12 meses + diferencial de 0,89 %</td></tr>
</table></div></div>
<div class="box"><h2>1. Índice oficial de referencia</h2><div class="c"><p>El tipo variable se calcula con el Euríbor a doce meses, índice oficial definido en el artículo 27 de la Orden EHA/2899/2011 y publicado mensualmente en el BOE. Su último valor publicado a la fecha de esta ficha es el ${EURIBOR} %. Si el índice dejara de publicarse se aplicaría como sustitutivo el tipo medio de los préstamos hipotecarios a más de tres años (IRPH Entidades) más 0,35 puntos.</p></div></div>
<div class="box"><h2>2. Límites a la variación del tipo de interés</h2><div class="c"><p>El préstamo no tiene límite mínimo («suelo») ni máximo («techo»). El tipo resultante nunca será negativo: si la suma del índice y el diferencial fuera inferior a cero, el tipo aplicable sería el 0 %.</p></div></div>
<div class="box"><h2>3. Vencimiento anticipado</h2><div class="c"><p>El banco solo podrá declarar el vencimiento anticipado si las cuotas impagadas equivalen al 3 % del capital concedido (o a doce cuotas mensuales) en la primera mitad de la duración del préstamo, o al 7 % (o a quince cuotas) en la segunda mitad, y tras requerir el pago con un plazo de un mes. Los gastos de la reclamación judicial serán los que fije el juzgado.</p></div></div>
<div class="box"><h2>4. Distribución de gastos</h2><div class="c"><table>
<tr><td>Tasación del inmueble</td><td>Prestatario: ${es(tasacion)} €</td></tr>
<tr><td>Gestoría</td><td>Prestamista</td></tr>
<tr><td>Notaría (escritura de préstamo)</td><td>Prestamista</td></tr>
<tr><td>Copias de la escritura</td><td>Quien las solicite</td></tr>
<tr><td>Registro de la Propiedad</td><td>Prestamista</td></tr>
<tr><td>Impuesto de actos jurídicos documentados</td><td>Prestamista (sujeto pasivo)</td></tr>
</table></div></div>
<div class="box"><h2>5. Otras advertencias</h2><div class="c"><p>Compensación por reembolso anticipado: 0,15 % del capital reembolsado durante los 5 primeros años; después, ninguna. El préstamo se concede en euros: no existe riesgo de tipo de cambio. Esta ficha se acompaña de la FEIN y del documento con las cuotas en distintos escenarios de tipos de interés.</p></div></div>
<div class="firma"><div>Firma del prestatario</div><div>Firma del prestatario</div></div>
</body></html>`;
	return {
		id: 'fiae-variable-una-pagina',
		kind: 'oferta',
		layout: 'FiAE de una página con recuadros titulados: datos de la operación (variable, tipo inicial 6 meses), índice, límites, vencimiento anticipado y reparto de gastos; sin TAE, cuota ni comisión de apertura',
		html,
		pages: 1,
		scans: [
			{ dpi: 200, angle: 1.7, grey: true, noise: 8, blur: 0.6, seed: 41 },
			{ dpi: 150, angle: -2.6, grey: true, noise: 10, blur: 0.7, seed: 42 },
		],
		expected: {
			importe: ['money', mMoney(P)],
			plazo: ['number', '20'],
			tipo: ['text', 'Variable'],
			tin: ['number', '2,10'],
			tinSinBonificar: ['number', ''],
			anosFijo: ['number', ''],
			diferencial: ['number', '0,89'],
			tae: ['number', ''],
			cuota: ['money', ''],
			comision: ['money', ''],
			gastos: ['money', mMoney(tasacion)],
			amortizacion: ['number', '0,15'],
			vinculados: ['list', ''],
			costeVinculados: ['money', ''],
		},
		evidence: {
			importe: es(P), plazo: '20 años', tipo: 'Variable, con revisión semestral', tin: '2,10 % nominal anual',
			diferencial: 'diferencial de 0,89 %', gastos: es(tasacion), amortizacion: '0,15 % del capital reembolsado',
			textIsPhrase: ['tipo'],
			absent: { tae: ['TAE'], cuota: ['Cuota:', 'Importe de la cuota'], comision: ['Comisión de apertura', 'comisión de apertura'], vinculados: ['vinculad', 'bonifica'], tinSinBonificar: ['bonifica'] },
		},
	};
}

// ---------------------------------------------------------------------------------------------
// O5. Oferta vinculante en forma de carta de una cooperativa: tipo fijo sin bonificaciones.
function ofertaCarta() {
	const banco = 'Caixa Popular Inventada, Coop. de Crédito';
	const P = 9650000;
	const n = 240;
	const tin = '3,10';
	const comision = 48250;
	const tasacion = 29000;
	const rows = schedule(P, [{ months: n, rate: tin }]);
	const taeV = pctStr(tae(P, rows, comision + tasacion, 0));
	const cuota = rows[0].cuota;
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 18mm 22mm; }
body { font-family: 'Noto Serif', serif; font-size: 10pt; line-height: 1.5; color: #222; }
.lh { display: flex; justify-content: space-between; align-items: center; margin-bottom: 22px; }
.lh .logo { font-family: 'Noto Sans', sans-serif; font-weight: 700; font-size: 15pt; color: #b24a00; }
.dest { margin: 0 0 18px auto; width: 46%; }
p { text-align: justify; margin: 0 0 9px; }
.ref { font-size: 9pt; color: #555; }
</style></head><body>
<div class="lh"><div class="logo">CAIXA POPULAR<br><span style="font-size:9pt;font-weight:400;color:#555">Inventada · Coop. de Crédito</span></div><div style="font-size:8.5pt;text-align:right">${banco}<br>CIF F00999000<br>Carrer de la Séquia Imaginària 9<br>46999 L'Horta Fictícia (València)</div></div>
<div class="dest">D. Rubén Aguilar Ficticio<br>D.ª Nerea Blasco Inventada<br>C/ de la Murta Imaginària 22, 4.ª<br>46999 L'Horta Fictícia</div>
<p class="ref">L'Horta Fictícia, 24 de noviembre de 2026 · Ref.: OV-2026-1187 · Asunto: oferta vinculante de préstamo hipotecario</p>
<p>Estimados clientes:</p>
<p>En relación con su solicitud, nos complace comunicarles nuestra oferta vinculante de préstamo con garantía hipotecaria para la adquisición de su vivienda habitual, que mantendremos hasta el 15 de diciembre de 2026. Junto con esta carta les entregamos la Ficha Europea de Información Normalizada y el proyecto de escritura.</p>
<p>El préstamo sería por un importe de <b>${es(P)} euros</b>, a devolver en un plazo de <b>20 años</b> mediante 240 cuotas mensuales constantes de <b>${es(cuota)} euros</b> cada una. El tipo de interés nominal anual es <b>fijo del ${tin} %</b> durante toda la vida del préstamo, y la tasa anual equivalente resultante es del ${taeV} % (TAE).</p>
<p>En la firma se cobrará una comisión de apertura del 0,50 %, es decir, ${es(comision)} euros. Los gastos de tasación, de ${es(tasacion)} euros, corresponden a ustedes; los de notaría, registro y gestoría y el impuesto de actos jurídicos documentados los asume la Caixa, conforme a la Ley 5/2019.</p>
<p>Esta oferta no exige la contratación de ningún otro producto o servicio: el tipo indicado no depende de la domiciliación de ingresos ni de la contratación de seguros. Les recordamos, no obstante, que deberán mantener asegurado contra daños el inmueble hipotecado con la compañía que libremente elijan.</p>
<p>Podrán amortizar anticipadamente el préstamo en cualquier momento. La compensación por reembolso anticipado será del 2 % del capital reembolsado durante los diez primeros años y del 1,5 % a partir de entonces, sin superar la pérdida financiera de la Caixa.</p>
<p>Quedamos a su disposición en la oficina de la calle Major Imaginària para cualquier aclaración. Antes de la firma podrán recibir el asesoramiento gratuito del notario que elijan.</p>
<p>Atentamente,</p>
<p style="margin-top:30px">Marta Senent Ficticia<br>Directora de la oficina 0032</p>
</body></html>`;
	return {
		id: 'oferta-carta-cooperativa-fijo',
		kind: 'oferta',
		layout: 'Oferta vinculante en forma de carta de una cooperativa de crédito (una página, prosa): tipo fijo sin bonificaciones ni productos vinculados, comisión de apertura en % y euros',
		html,
		pages: 1,
		scans: [
			{ dpi: 200, angle: -1.1, grey: false, noise: 6, blur: 0.5, seed: 51 },
			{ dpi: 150, angle: 2.8, grey: true, noise: 9, blur: 0.65, seed: 52 },
		],
		expected: {
			importe: ['money', mMoney(P)],
			plazo: ['number', '20'],
			tipo: ['text', 'Fijo'],
			tin: ['number', tin],
			tinSinBonificar: ['number', ''],
			anosFijo: ['number', ''],
			diferencial: ['number', ''],
			tae: ['number', taeV],
			cuota: ['money', mMoney(cuota)],
			comision: ['money', mMoney(comision)],
			gastos: ['money', mMoney(tasacion)],
			amortizacion: ['number', '2'],
			vinculados: ['list', ''],
			costeVinculados: ['money', ''],
		},
		evidence: {
			importe: es(P), plazo: '20 años', tipo: `fijo del ${tin} %`, tin: `${tin} %`, tae: `${taeV} % (TAE)`, cuota: es(cuota),
			comision: es(comision), gastos: es(tasacion), amortizacion: '2 % del capital reembolsado',
			textIsPhrase: ['tipo'], absent: { tinSinBonificar: ['bonifica'], diferencial: ['diferencial', 'Euríbor'] },
		},
	};
}

// ---------------------------------------------------------------------------------------------
// O6. FEIN de banco digital, mixto, texto en dos columnas que fluye por dos páginas.
function feinDigitalColumnas() {
	const banco = 'Banco Digital Imaginario, S.A.';
	const P = 24000000;
	const n = 336;
	const fijo = 60;
	const tinB = '1,95';
	const tinS = '2,95';
	const difB = '0,65';
	const difS = '1,65';
	const tasacion = 32500;
	const verif = 1210;
	const gastos = tasacion + verif;
	const vida = 41000;
	const rowsB = schedule(P, [{ months: fijo, rate: tinB }, { months: n - fijo, rate: addRate(EURIBOR, difB) }]);
	const rowsS = schedule(P, [{ months: fijo, rate: tinS }, { months: n - fijo, rate: addRate(EURIBOR, difS) }]);
	const taeB = pctStr(tae(P, rowsB, gastos, vida));
	const taeS = pctStr(tae(P, rowsS, gastos, 0));
	const filler = (k) =>
		`<p>${[
			'Le recomendamos leer con atención esta ficha y el proyecto de contrato. Si alguna cláusula no le resulta clara, consulte a nuestro equipo de hipotecas por chat o por teléfono antes de aceptar la oferta.',
			'Todas las comunicaciones relativas al préstamo se realizarán por medios electrónicos a través de la aplicación del banco, salvo que usted solicite expresamente recibirlas en papel sin coste adicional.',
			'Las cuotas se cargarán el día 5 de cada mes en la cuenta corriente asociada al préstamo, que no tiene comisiones de mantenimiento ni de administración.',
		][k % 3]}</p>`;
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 14mm 13mm 16mm 13mm; @bottom-center { content: counter(page) " / " counter(pages); font: 8pt 'Noto Sans'; color: #777; } }
body { font-family: 'Noto Sans', sans-serif; font-size: 8.6pt; line-height: 1.42; color: #222; }
.mast { display: flex; justify-content: space-between; align-items: center; margin-bottom: 6px; }
.mast .b { font-weight: 800; font-size: 16pt; color: #6a1b9a; letter-spacing: -0.5px; }
.title { background: #6a1b9a; color: #fff; padding: 6px 10px; font-size: 11pt; font-weight: 600; margin-bottom: 8px; }
.cols { column-count: 2; column-gap: 9mm; column-rule: 1px solid #ddd; }
h2 { font-size: 9.2pt; color: #6a1b9a; margin: 8px 0 3px; break-after: avoid; }
p { margin: 0 0 5px; text-align: justify; }
table { border-collapse: collapse; width: 100%; break-inside: avoid; margin: 3px 0 6px; }
td, th { border: 1px solid #d7c6e0; padding: 3px 5px; }
th { background: #f3e5f5; font-weight: 600; }
td.n { text-align: right; white-space: nowrap; }
</style></head><body>
<div class="mast"><div class="b">digital·imaginario</div><div style="font-size:8pt;text-align:right">${banco} · NIF A00121314<br>Calle del Servidor Ficticio 404, 08999 Sant Imaginari (Barcelona)</div></div>
<div class="title">FEIN · Ficha Europea de Información Normalizada · Hipoteca Mixta Digital</div>
<div class="cols">
<p>Documento extendido para D. Álvaro Cifuentes Inventado a 30 de noviembre de 2026. Esta información es vinculante hasta el 20 de diciembre de 2026.</p>
<h2>1. Prestamista</h2>
<p>${banco}. Atención hipotecaria: 910 000 404 · hipotecas@digital-imaginario.invalid. No prestamos servicios de asesoramiento sobre este préstamo.</p>
<h2>3. Características principales del préstamo</h2>
<p>Importe y moneda del préstamo por conceder: ${es(P)} euros. Duración del préstamo: 28 años (336 meses).</p>
<p>Clase de tipo de interés aplicable: tipo mixto. Los primeros 5 años (cuotas 1 a 60) el tipo es fijo; del sexto año al final, variable, referenciado al Euríbor a un año con revisión anual. Valor del índice a la fecha: ${EURIBOR} %.</p>
<p>La oferta supone que usted domicilia su nómina y contrata el seguro de vida de la sección 8. Con esos productos se aplican las condiciones bonificadas de la tabla siguiente:</p>
<table>
<tr><th></th><th>Bonificado</th><th>Sin bonificar</th></tr>
<tr><td>TIN años 1–5</td><td class="n">${tinB} %</td><td class="n">${tinS} %</td></tr>
<tr><td>Años 6–28</td><td class="n">Euríbor + ${difB} %</td><td class="n">Euríbor + ${difS} %</td></tr>
<tr><td>TAE Variable</td><td class="n">${taeB} %</td><td class="n">${taeS} %</td></tr>
</table>
<p>Valor del inmueble tomado como hipótesis: 300.000,00 euros; préstamo-valor: 80,0000 %. Garantía: hipoteca sobre la vivienda.</p>
${filler(0)}
<h2>4. Tipo de interés y otros gastos</h2>
<p>La TAE aplicable a su préstamo es ${taeB} %. Comprende el tipo fijo inicial del ${tinB} %, el Euríbor más ${difB} puntos a partir del sexto año (suponiendo el índice constante), la prima del seguro de vida y los gastos de formalización a su cargo.</p>
<p>Comisión de apertura: 0,00 euros.</p>
<p>Costes que deben abonarse una sola vez, a cargo del prestatario:</p>
<table>
<tr><td>Tasación del inmueble</td><td class="n">${es(tasacion)} €</td></tr>
<tr><td>Verificación registral previa</td><td class="n">${es(verif)} €</td></tr>
<tr><th style="text-align:left">Total</th><th class="n" style="text-align:right">${es(gastos)} €</th></tr>
</table>
<p>Los demás gastos de constitución (notaría, registro, gestoría e impuesto) los paga el banco.</p>
${filler(1)}
<h2>5. Periodicidad y número de pagos</h2>
<p>Periodicidad de reembolso: mensual. Número de pagos: 336.</p>
<h2>6. Importe de cada cuota</h2>
<p>Cuota durante el tramo fijo: ${es(rowsB[0].cuota)} euros. Desde la cuota 61, y con el Euríbor de hoy, la cuota sería de ${es(rowsB[fijo].cuota)} euros; cambiará con cada revisión anual. Sus ingresos pueden variar.</p>
${filler(2)}
<h2>8. Otras obligaciones</h2>
<p>Productos vinculados supuestos en esta oferta: domiciliación de nómina (sin coste; bonifica 0,50 puntos) y seguro de vida con Imaginaria Vida, S.A. (prima anual estimada ${es(vida)} euros; bonifica 0,50 puntos). Coste anual de los productos vinculados: ${es(vida)} euros. Puede contratar el seguro con otra compañía con coberturas equivalentes.</p>
<h2>9. Reembolso anticipado</h2>
<p>Comisión de reembolso anticipado: 1,00 % del capital reembolsado durante el tramo fijo; 0,15 % durante los cinco primeros años del tramo variable; 0 % después.</p>
${filler(0)}
${filler(1)}
<h2>10. Elementos de flexibilidad</h2>
<p>Puede cambiar la fecha de cargo de la cuota una vez al año desde la aplicación, sin coste.</p>
<h2>11. Otros derechos del prestatario</h2>
<p>Dispone de diez días naturales antes de la firma para examinar la documentación y acudir al notario elegido.</p>
<h2>12. Reclamaciones</h2>
<p>Servicio de Atención al Cliente de ${banco} (atencion@digital-imaginario.invalid), que responderá en un mes. Después: Banco de España.</p>
<h2>13. Incumplimiento</h2>
<p>Si no paga, puede perder su vivienda. Si cancela los productos vinculados perderá la bonificación correspondiente.</p>
${filler(2)}
<h2>15. Supervisor</h2>
<p>Banco de España (www.bde.es).</p>
</div>
</body></html>`;
	return {
		id: 'fein-digital-mixto-dos-columnas',
		kind: 'oferta',
		layout: 'FEIN de banco digital con el texto en dos columnas que fluye (CSS columns), préstamo mixto de 5 años fijos, tabla pequeña bonificado / sin bonificar dentro de la columna, gastos con total',
		html,
		scans: [],
		expected: {
			importe: ['money', mMoney(P)],
			plazo: ['number', '28'],
			tipo: ['text', 'Mixto'],
			tin: ['number', tinB],
			tinSinBonificar: ['number', tinS],
			anosFijo: ['number', '5'],
			diferencial: ['number', difB],
			tae: ['number', taeB],
			cuota: ['money', mMoney(rowsB[0].cuota)],
			comision: ['money', '0,00'],
			gastos: ['money', mMoney(gastos)],
			amortizacion: ['number', '1,00'],
			vinculados: ['list', 'Domiciliación de nómina; Seguro de vida'],
			costeVinculados: ['money', mMoney(vida)],
		},
		evidence: {
			importe: es(P), plazo: '28 años', tipo: 'tipo mixto', tin: `${tinB} %`, tinSinBonificar: `${tinS} %`, anosFijo: 'Los primeros 5 años',
			diferencial: `Euríbor + ${difB} %`, tae: `${taeB} %`, cuota: es(rowsB[0].cuota), comision: ['0,00', 'Comisión de apertura: 0,00 euros'],
			gastos: es(gastos), amortizacion: '1,00 % del capital', vinculados: ['domiciliación de nómina', 'seguro de vida'], costeVinculados: es(vida),
			textIsPhrase: ['tipo'],
		},
		check: () => rowsB.at(-1).pendiente === 0,
		listCaseInsensitive: true,
	};
}

export default function ofertas() {
	return [feinFijoDosColumnas(), feinVariableProsa(), feinMixtoApaisada(), fiae(), ofertaCarta(), feinDigitalColumnas()];
}
