import { es, mMoney, schedule, tae, pctStr, D } from '../../lib/format.mjs';
import { EURIBOR, addRate } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// O6. FEIN de banco digital, mixto, texto en dos columnas que fluye por dos páginas.
export function feinDigitalColumnas() {
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
