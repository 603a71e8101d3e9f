import { es, nif } from '../../lib/format.mjs';
import { s, irpf, exp } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// R5. Informe de un programa de asesoría: dos columnas lado a lado (rendimientos | liquidación),
// dos pagadores, resultado negativo con signo.
export function rentaProgramaDosColumnas() {
	const r = irpf({
		dinerarias: 2418000 + 624000, ss: 193067, otrasGenerales: [['Imputación de rentas inmobiliarias', 31152]],
		ahorro: 15020, cuotaIntegraEst: 318212, cuotaIntegraAut: 301488, deducciones: 315053, retenciones: 312040 + 31000 + 2844,
	});
	const L = (a, b, cls = '') => `<tr class="${cls}"><td>${a}</td><td class="n">${es(b)}</td></tr>`;
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 14mm 13mm; }
body { font-family: 'Carlito', sans-serif; font-size: 10pt; }
.hd { background: #263238; color: #eceff1; padding: 8px 12px; display: flex; justify-content: space-between; }
.hd b { font-size: 13pt; }
.meta { margin: 8px 0; display: flex; gap: 24px; }
.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 14px; }
.col h2 { font-size: 10.5pt; margin: 6px 0 4px; border-bottom: 2px solid #263238; }
table { width: 100%; border-collapse: collapse; }
td { padding: 2.5px 4px; border-bottom: 1px solid #e0e0e0; }
td.n { text-align: right; white-space: nowrap; }
tr.t td { font-weight: bold; border-bottom: 1.5px solid #263238; }
tr.s td { color: #555; font-size: 9pt; }
.res { margin-top: 14px; border: 2px solid #263238; padding: 8px 12px; display: flex; justify-content: space-between; font-weight: bold; font-size: 12pt; }
</style></head><body>
<div class="hd"><div><b>FiscalPro Imaginario</b> · Informe resumen IRPF</div><div>Ejercicio 2025 · Declaración individual</div></div>
<div class="meta"><span>Contribuyente: <b>Lucas Ibarra Ficticio</b></span><span>NIF ${nif(226190)}</span><span>Expediente 2025/00457</span></div>
<div class="cols">
<div class="col">
<h2>Rendimientos del trabajo</h2>
<table>
<tr class="s"><td>Hospital Comarcal Ficticio (clave A) — íntegro</td><td class="n">${es(2418000)}</td></tr>
<tr class="s"><td>&nbsp;&nbsp;retenciones</td><td class="n">${es(312040)}</td></tr>
<tr class="s"><td>Academia Imaginaria Las Vegas, S.L. (clave A) — íntegro</td><td class="n">${es(624000)}</td></tr>
<tr class="s"><td>&nbsp;&nbsp;retenciones</td><td class="n">${es(31000)}</td></tr>
${L('Total ingresos íntegros', r.ingresosTrabajo)}
${L('Cotizaciones a la Seguridad Social', r.ss)}
${L('Rendimiento neto previo', r.netoPrevio)}
${L('Otros gastos deducibles', r.otrosGastos)}
${L('Rendimiento neto del trabajo', r.netoTrabajo, 't')}
${L('Reducción art. 20 LIRPF', r.reduccion)}
${L('Rendimiento neto reducido del trabajo', r.reducido)}
</table>
<h2>Otras rentas</h2>
<table>
${L('Imputación de rentas inmobiliarias (2.ª vivienda)', r.otrasGenerales[0][1])}
${L('Capital mobiliario — intereses (ahorro)', r.ahorro)}
${L('Retención sobre intereses', 2844)}
</table>
</div>
<div class="col">
<h2>Liquidación</h2>
<table>
${L('Base imponible general', r.biGeneral, 't')}
${L('Base imponible del ahorro', r.ahorro)}
${L('Base liquidable general', r.blGeneral)}
${L('Cuota íntegra estatal', r.cuotaIntegraEst)}
${L('Cuota íntegra autonómica', r.cuotaIntegraAut)}
${L('Deducciones (vivienda habitual régimen transitorio, autonómicas)', r.deducciones)}
${L('Cuota líquida', r.cuotaLiquida)}
${L('Cuota resultante de la autoliquidación', r.cuotaResultante, 't')}
${L('Retenciones y pagos a cuenta', r.retenciones)}
${L('Cuota diferencial', r.diferencial)}
</table>
<div class="res"><span>Resultado (a devolver)</span><span>${es(r.diferencial)} €</span></div>
<p style="font-size:8.5pt;color:#555">Comparativa: en declaración conjunta el resultado sería menos favorable; se presenta individual.</p>
</div>
</div>
<p style="margin-top:24px;font-size:8.5pt;color:#555">Informe generado por FiscalPro Imaginario v.12.4 el 03/06/2026 para uso interno de la asesoría y del cliente. No es la declaración presentada.</p>
</body></html>`;
	return {
		id: 'renta-programa-asesoria-dos-columnas',
		kind: 'renta',
		layout: 'Informe de un programa de asesoría con rendimientos y liquidación en dos columnas lado a lado, dos pagadores con sus retenciones, resultado negativo con signo menos',
		html,
		pages: 1,
		scans: [],
		expected: exp(2025, r),
		evidence: { ejercicio: 'Ejercicio 2025', ingresos: es(r.biGeneral), trabajo: es(r.netoTrabajo), cuota: es(r.cuotaResultante), textIsPhrase: ['ejercicio'] },
		check: () => r.diferencial < 0,
	};
}
