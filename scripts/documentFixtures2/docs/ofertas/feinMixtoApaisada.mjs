import { es, mMoney, schedule, tae, pctStr, D } from '../../lib/format.mjs';
import { EURIBOR, addRate, sum } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// O3. FEIN apaisada de préstamo mixto: tabla por tramos con columnas con y sin bonificaciones.
export function feinMixtoApaisada() {
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
