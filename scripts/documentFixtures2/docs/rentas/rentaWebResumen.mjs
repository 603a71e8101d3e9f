import { es, nif } from '../../lib/format.mjs';
import { irpf, exp } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// R1. Resumen de la declaración de Renta Web (una página, bloques con casillas y cajas).
export function rentaWebResumen() {
	const r = irpf({
		dinerarias: 3845000, ss: 244158, otrasGenerales: [['Rendimiento neto reducido del capital inmobiliario', 182000]],
		ahorro: 31240, reduccionesBase: 150000, cuotaIntegraEst: 419637, cuotaIntegraAut: 399510, deducciones: 8000,
		dobleImposicion: 2215, retenciones: 800852,
	});
	const line = (label, cas, v, cls = '') => `<div class="l ${cls}"><span class="lab">${label}</span><span class="cas">${cas}</span><span class="box">${es(v)}</span></div>`;
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 12mm 13mm; }
body { font-family: 'Liberation Sans', sans-serif; font-size: 8.8pt; color: #1b1b1b; }
.aeat { display: flex; justify-content: space-between; align-items: center; border-bottom: 2px solid #a6192e; padding-bottom: 5px; }
.aeat .a { color: #a6192e; font-weight: bold; font-size: 13pt; }
.id { display: grid; grid-template-columns: 1fr 1fr 1fr; border: 1px solid #888; margin-top: 8px; }
.id div { padding: 4px 6px; border-right: 1px solid #888; }
.id div:last-child { border-right: none; }
.id small { display: block; color: #666; font-size: 7pt; }
h2 { font-size: 9pt; background: #f2dede; color: #7a1020; padding: 3px 6px; margin: 9px 0 3px; }
.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.l { display: flex; align-items: center; padding: 1.5px 0; }
.l .lab { flex: 1; }
.l .cas { width: 34px; text-align: center; font-size: 7.5pt; color: #555; border: 1px solid #bbb; background: #f7f7f7; margin-right: 4px; }
.l .box { width: 92px; text-align: right; border: 1px solid #999; padding: 1px 4px; background: #fff; font-family: 'Liberation Mono', monospace; }
.l.t .lab { font-weight: bold; }
.l.t .box { border: 1.5px solid #333; font-weight: bold; }
.res { margin-top: 10px; border: 2px solid #a6192e; padding: 6px 8px; display: flex; justify-content: space-between; font-size: 10pt; font-weight: bold; }
.foot { margin-top: 10px; font-size: 7.5pt; color: #555; }
</style></head><body>
<div class="aeat"><div><span class="a">Agencia Tributaria</span><br>Renta 2025 · Modelo 100 · Impuesto sobre la Renta de las Personas Físicas</div><div style="text-align:right">Renta WEB<br>Resumen de la declaración</div></div>
<div class="id"><div><small>Ejercicio</small>2025</div><div><small>NIF</small>${nif(918273)}</div><div><small>Apellidos y nombre</small>MORALES INVENTADO, DAVID</div></div>
<div class="id" style="border-top:none"><div><small>Tipo de declaración</small>Individual</div><div><small>Estado civil</small>Soltero</div><div><small>Comunidad autónoma</small>Castilla-La Mancha</div></div>
<div class="cols">
<div>
<h2>Rendimientos del trabajo</h2>
${line('Retribuciones dinerarias', '0003', r.dinerarias)}
${line('Total ingresos computables', '0012', r.ingresosTrabajo)}
${line('Cotizaciones a la Seguridad Social', '0013', r.ss)}
${line('Rendimiento neto previo', '0018', r.netoPrevio)}
${line('Otros gastos deducibles', '0019', r.otrosGastos)}
${line('Rendimiento neto', '0022', r.netoTrabajo, 't')}
${line('Reducción por obtención de rendimientos del trabajo', '0023', r.reduccion)}
${line('Rendimiento neto reducido', '0025', r.reducido)}
<h2>Rendimientos del capital inmobiliario</h2>
${line('Plaza de garaje arrendada — rendimiento neto reducido', '', r.otrasGenerales[0][1])}
<h2>Bases imponibles</h2>
${line('Base imponible general', '0435', r.biGeneral, 't')}
${line('Base imponible del ahorro', '0460', r.ahorro)}
</div>
<div>
<h2>Bases liquidables</h2>
${line('Reducciones por aportaciones a sistemas de previsión social', '', r.reduccionesBase)}
${line('Base liquidable general sometida a gravamen', '', r.blGeneral)}
${line('Base liquidable del ahorro', '', r.ahorro)}
<h2>Cuotas</h2>
${line('Cuota íntegra estatal', '', r.cuotaIntegraEst)}
${line('Cuota íntegra autonómica', '', r.cuotaIntegraAut)}
${line('Deducciones por donativos', '', r.deducciones)}
${line('Cuota líquida incrementada total', '', r.cuotaLiquida)}
${line('Deducción por doble imposición internacional', '', r.dobleImposicion)}
${line('Cuota resultante de la autoliquidación', '0595', r.cuotaResultante, 't')}
<h2>Resultado</h2>
${line('Retenciones y demás pagos a cuenta', '0609', r.retenciones)}
${line('Cuota diferencial', '0610', r.diferencial)}
${line('Resultado de la declaración', '0670', r.diferencial, 't')}
</div>
</div>
<div class="res"><span>RESULTADO: A INGRESAR</span><span>${es(r.diferencial)} €</span></div>
<div class="foot">Forma de pago: domiciliación bancaria en ES00 **** **** **** **** 6620 el 30/06/2026. Este resumen no sustituye a la declaración presentada. Número de justificante: 1000256738412. Código seguro de verificación: 9X7K2M4P8QZT3L6R.</div>
</body></html>`;
	return {
		id: 'renta-web-resumen-casillas',
		kind: 'renta',
		layout: 'Resumen de Renta Web en una página: dos columnas de bloques con etiqueta, número de casilla y caja de importe; «Base imponible general» y bases liquidables distintas',
		html,
		pages: 1,
		scans: [
			{ dpi: 200, angle: -1.8, grey: true, noise: 7, blur: 0.55, seed: 81 },
			{ dpi: 150, angle: 1.1, grey: false, noise: 8, blur: 0.6, seed: 82 },
		],
		expected: exp(2025, r),
		evidence: { ejercicio: 'Renta 2025', ingresos: es(r.biGeneral), trabajo: es(r.netoTrabajo), cuota: es(r.cuotaResultante), textIsPhrase: ['ejercicio'] },
		check: () => r.diferencial > 0,
	};
}
