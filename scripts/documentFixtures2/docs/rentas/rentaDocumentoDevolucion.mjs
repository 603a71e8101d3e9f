import { es, nif } from '../../lib/format.mjs';
import { irpf, exp } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// R4. Documento de ingreso o devolución, apaisado, con el importe antes de la casilla; no trae el
// rendimiento del trabajo.
export function rentaDocumentoDevolucion() {
	const r = irpf({
		dinerarias: 2510000, ss: 159370, otrasGenerales: [['Ganancias patrimoniales no derivadas de transmisiones', 36500]],
		ahorro: 9510, cuotaIntegraEst: 151240, cuotaIntegraAut: 145221, deducciones: 2000, retenciones: 331047,
	});
	const rows = [
		[r.biGeneral, '0435', 'Base imponible general'],
		[r.ahorro, '0460', 'Base imponible del ahorro'],
		[r.cuotaResultante, '0595', 'Cuota resultante de la autoliquidación'],
		[r.retenciones, '0609', 'Retenciones y demás pagos a cuenta'],
		[r.diferencial, '0610', 'Cuota diferencial'],
		[r.diferencial, '0670', 'Resultado de la declaración'],
	];
	const html = `<!doctype html><html><head><style>
@page { size: A4 landscape; margin: 14mm 16mm; }
body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; }
.g { display: grid; grid-template-columns: 1.1fr 1fr; gap: 16px; }
.box { border: 1.5px solid #000; padding: 8px 10px; }
.t { font-size: 13pt; font-weight: bold; }
table { border-collapse: collapse; width: 100%; margin-top: 6px; }
td, th { border: 1px solid #444; padding: 4px 6px; }
th { background: #ddd; font-size: 8.5pt; }
td.n { text-align: right; font-family: 'Liberation Mono', monospace; width: 110px; }
td.c { text-align: center; width: 50px; background: #f0f0f0; }
.kv td:first-child { width: 42%; background: #f5f5f5; }
.big { font-size: 15pt; font-weight: bold; text-align: right; }
</style></head><body>
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:6px;margin-bottom:10px">
<div><span class="t">Agencia Tributaria</span><br>Impuesto sobre la Renta de las Personas Físicas · Modelo 100</div>
<div style="text-align:right"><b>DOCUMENTO DE INGRESO O DEVOLUCIÓN</b><br>Ejercicio 2025 · Periodo 0A</div></div>
<div class="g">
<div>
<div class="box"><b>Declarante</b><table class="kv">
<tr><td>NIF</td><td>${nif(408812)}</td></tr>
<tr><td>Apellidos y nombre</td><td>CANO INVENTADA, ROCÍO</td></tr>
<tr><td>Fecha de presentación</td><td>12/05/2026</td></tr>
<tr><td>Número de justificante</td><td>1002605987654</td></tr>
<tr><td>Código seguro de verificación</td><td>HK3N8Q2W7V5T9ZPA</td></tr>
</table></div>
<div class="box" style="margin-top:10px"><b>Resumen de la liquidación</b>
<table><tr><th>Importe</th><th>Casilla</th><th style="text-align:left">Concepto</th></tr>
${rows.map(([v, c, l]) => `<tr><td class="n">${es(v)}</td><td class="c">${c}</td><td>${l}</td></tr>`).join('')}
</table></div>
</div>
<div>
<div class="box"><b>Devolución</b>
<table class="kv">
<tr><td>Tipo de declaración</td><td>Individual</td></tr>
<tr><td>Solicitud</td><td>Devolución por transferencia</td></tr>
<tr><td>IBAN</td><td>ES00 **** **** **** **** 3391</td></tr>
</table>
<p style="margin-top:10px">Importe de la devolución solicitada</p>
<div class="big">${es(-r.diferencial)} €</div></div>
<div class="box" style="margin-top:10px;font-size:8.5pt">La Agencia Tributaria dispone de seis meses desde el final del plazo de presentación para practicar la devolución. Este documento acredita la presentación de la declaración, no su comprobación. Puede verificar su autenticidad con el código seguro de verificación en la sede electrónica.</div>
</div>
</div>
</body></html>`;
	return {
		id: 'renta-documento-devolucion-apaisado',
		kind: 'renta',
		layout: 'Documento de ingreso o devolución apaisado: tabla con el importe antes del número de casilla, justificante y CSV; no incluye el rendimiento neto del trabajo',
		html,
		pages: 1,
		scans: [],
		expected: exp(2025, r, { trabajo: false }),
		evidence: {
			ejercicio: 'Ejercicio 2025', ingresos: es(r.biGeneral), cuota: es(r.cuotaResultante), textIsPhrase: ['ejercicio'],
			absent: { trabajo: ['trabajo', '0022', es(r.netoTrabajo)] },
		},
		check: () => r.diferencial < 0,
	};
}
