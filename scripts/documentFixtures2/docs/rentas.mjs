// Five income tax return documents (modelo 100): Renta Web summary, a gestoría's letter, the
// official form pages with casillas, the payment/refund document and a private program's report.
// Casillas printed are only those of the reference file (0003–0025, 0435, 0460, 0595, 0609,
// 0610, 0670); the others go without a casilla number.
import { es, mMoney, nif } from '../lib/format.mjs';

const s = (...xs) => xs.reduce((a, b) => a + b, 0);

/** A chain of IRPF figures, computed so that every printed subtotal adds up. */
function irpf({ dinerarias, especie = 0, ss, otrosGastos = 200000, reduccion = 0, otrasGenerales = [], ahorro, reduccionesBase = 0, cuotaIntegraEst, cuotaIntegraAut, deducciones = 0, dobleImposicion = 0, retenciones }) {
	const ingresosTrabajo = dinerarias + especie;
	const netoPrevio = ingresosTrabajo - ss;
	const netoTrabajo = netoPrevio - otrosGastos;
	const reducido = netoTrabajo - reduccion;
	const biGeneral = reducido + s(...otrasGenerales.map((o) => o[1]));
	const blGeneral = biGeneral - reduccionesBase;
	const cuotaLiquida = cuotaIntegraEst + cuotaIntegraAut - deducciones;
	const cuotaResultante = cuotaLiquida - dobleImposicion;
	const diferencial = cuotaResultante - retenciones;
	return { dinerarias, especie, ingresosTrabajo, ss, netoPrevio, otrosGastos, netoTrabajo, reduccion, reducido, otrasGenerales, biGeneral, ahorro, reduccionesBase, blGeneral, cuotaIntegraEst, cuotaIntegraAut, deducciones, cuotaLiquida, dobleImposicion, cuotaResultante, retenciones, diferencial };
}

const exp = (ejercicio, r, { trabajo = true } = {}) => ({
	ejercicio: ['text', String(ejercicio)],
	ingresos: ['money', mMoney(r.biGeneral)],
	trabajo: ['money', trabajo ? mMoney(r.netoTrabajo) : ''],
	cuota: ['money', mMoney(r.cuotaResultante)],
});

// ---------------------------------------------------------------------------------------------
// R1. Resumen de la declaración de Renta Web (una página, bloques con casillas y cajas).
function rentaWebResumen() {
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

// ---------------------------------------------------------------------------------------------
// R2. Carta de una gestoría que resume la declaración en párrafos.
function rentaCartaGestoria() {
	const r = irpf({
		dinerarias: 2930000, ss: 186055, otrasGenerales: [['Imputación de rentas inmobiliarias', 66540]],
		ahorro: 4210, cuotaIntegraEst: 207012, cuotaIntegraAut: 194302, deducciones: 10070, retenciones: 458000,
	});
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 20mm 24mm; }
body { font-family: 'Liberation Serif', serif; font-size: 11pt; line-height: 1.5; }
.lh { border-bottom: 1px solid #444; padding-bottom: 6px; margin-bottom: 20px; }
.lh b { font-size: 14pt; letter-spacing: 1px; }
.to { margin-left: 55%; margin-bottom: 18px; }
p { text-align: justify; margin: 0 0 10px; }
</style></head><body>
<div class="lh"><b>GESTORÍA HERNÁNDEZ FICTICIA &amp; ASOCIADOS</b><br><span style="font-size:9pt">Asesoría fiscal, laboral y contable · Calle del Olmo Imaginario 11, 30999 Campoalto (Murcia) · CIF B00616263</span></div>
<div class="to">Sra. D.ª Pilar Ortega Ficticia<br>Calle de las Moreras Ficticias 6, 1.º<br>30999 Campoalto</div>
<p>Campoalto, 19 de mayo de 2026</p>
<p>Estimada clienta:</p>
<p>Le remitimos copia de su declaración del Impuesto sobre la Renta de las Personas Físicas correspondiente al ejercicio 2025, que presentamos ayer en su nombre por vía telemática (número de justificante 1002605123456). Le resumimos a continuación las cifras principales.</p>
<p>Sus retribuciones íntegras del trabajo ascendieron a ${es(r.dinerarias)} euros. Descontadas las cotizaciones a la Seguridad Social (${es(r.ss)} euros) y los otros gastos deducibles (${es(r.otrosGastos)} euros), el rendimiento neto del trabajo fue de ${es(r.netoTrabajo)} euros. Al sumarle la imputación de rentas por su segunda vivienda (${es(r.otrasGenerales[0][1])} euros), la base imponible general de la declaración queda en ${es(r.biGeneral)} euros, y la del ahorro en ${es(r.ahorro)} euros.</p>
<p>Aplicadas las escalas estatal y autonómica y la deducción autonómica por gastos educativos, la cuota resultante de la autoliquidación es de ${es(r.cuotaResultante)} euros. Como durante el año le practicaron retenciones por importe de ${es(r.retenciones)} euros, el resultado de la declaración es a devolver: ${es(-r.diferencial)} euros, que la Agencia Tributaria ingresará en su cuenta terminada en 0415.</p>
<p>Nuestros honorarios por la confección y presentación de la declaración son de 60,50 euros, IVA incluido, que le cargaremos en la cuenta habitual. Conserve esta carta y la copia de la declaración durante al menos cuatro años.</p>
<p>Quedamos a su disposición para cualquier aclaración.</p>
<p>Un cordial saludo,</p>
<p style="margin-top:28px">Jorge Hernández Ficticio<br>Asesor fiscal colegiado n.º 0000</p>
</body></html>`;
	return {
		id: 'renta-carta-gestoria-prosa',
		kind: 'renta',
		layout: 'Carta de una gestoría que resume la declaración en párrafos (sin casillas ni tablas), resultado a devolver, honorarios y número de justificante en el texto',
		html,
		pages: 1,
		scans: [{ dpi: 150, angle: 2.4, grey: true, noise: 9, blur: 0.6, seed: 91 }],
		expected: exp(2025, r),
		evidence: { ejercicio: 'ejercicio 2025', ingresos: es(r.biGeneral), trabajo: es(r.netoTrabajo), cuota: es(r.cuotaResultante), textIsPhrase: ['ejercicio'] },
		check: () => r.diferencial < 0,
	};
}

// ---------------------------------------------------------------------------------------------
// R3. Páginas del modelo oficial: cabecera por página, puntos guía, casilla y caja; 3 páginas.
function rentaModeloPaginas() {
	const r = irpf({
		dinerarias: 5230000, especie: 120000, ss: 340122, otrasGenerales: [['Imputación de rentas inmobiliarias', 40217]],
		ahorro: 41035, reduccionesBase: 200000, cuotaIntegraEst: 655120, cuotaIntegraAut: 626410, deducciones: 17512,
		retenciones: 1321000,
	});
	const head = (p) => `<div class="ph"><div><b>Agencia Tributaria</b> · Modelo 100 · Declaración del Impuesto sobre la Renta de las Personas Físicas</div><div class="g"><span>Ejercicio 2024</span><span>NIF ${nif(650321)}</span><span>Apellidos y nombre: SERRANO FICTICIO, ANDRÉS</span><span>Página ${p}</span></div></div>`;
	const row = (label, cas, v) => `<div class="r"><span class="lab">${label}</span><span class="dots"></span><span class="cas">${cas}</span><span class="box">${v === null ? '' : es(v)}</span></div>`;
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 12mm 12mm 14mm 12mm; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.2pt; }
.page { page-break-after: always; }
.page:last-child { page-break-after: auto; }
.ph { border: 1px solid #000; padding: 4px 6px; margin-bottom: 8px; }
.ph .g { display: flex; justify-content: space-between; margin-top: 3px; font-size: 7.6pt; }
h2 { background: #000; color: #fff; font-size: 8.6pt; padding: 2px 6px; margin: 10px 0 4px; }
h3 { font-size: 8.2pt; margin: 6px 0 2px; border-bottom: 1px solid #000; }
.r { display: flex; align-items: flex-end; margin: 2.5px 0; }
.r .lab { white-space: nowrap; }
.r .dots { flex: 1; border-bottom: 1px dotted #555; margin: 0 4px 3px; }
.r .cas { width: 30px; text-align: center; background: #000; color: #fff; font-size: 7.4pt; margin-right: 3px; }
.r .box { width: 96px; border: 1px solid #000; text-align: right; padding: 0 4px; min-height: 11px; }
.txt { font-size: 7.6pt; color: #222; margin: 4px 0; }
</style></head><body>
<div class="page">
${head(3)}
<h2>C. Rendimientos del trabajo</h2>
<h3>Rendimientos íntegros</h3>
${row('Retribuciones dinerarias (incluidas, en su caso, las prestaciones por desempleo)', '0003', r.dinerarias)}
${row('Retribuciones en especie: importe íntegro', '0007', r.especie)}
${row('Total ingresos computables [(0003)+…+(0011)]', '0012', r.ingresosTrabajo)}
<h3>Gastos deducibles</h3>
${row('Cotizaciones a la Seguridad Social o a mutualidades obligatorias de funcionarios', '0013', r.ss)}
${row('Rendimiento neto previo [(0012) − (0013) − … − (0017)]', '0018', r.netoPrevio)}
${row('Otros gastos deducibles', '0019', r.otrosGastos)}
${row('Rendimiento neto [(0018) − (0019) − (0020)]', '0022', r.netoTrabajo)}
${row('Reducción por obtención de rendimientos del trabajo', '0023', r.reduccion)}
${row('Rendimiento neto reducido [(0022) − (0023)]', '0025', r.reducido)}
<p class="txt">Datos de los pagadores: INGENIERÍA DEL VALLE IMAGINARIO, S.L. (NIF B00405060), clave A. Retenciones del trabajo: ${es(1305100)}.</p>
${Array.from({ length: 10 }, (_, i) => row(`Datos adicionales de rendimientos del trabajo — línea ${i + 1}`, '', null)).join('')}
</div>
<div class="page">
${head(9)}
<h2>F. Imputaciones de rentas inmobiliarias</h2>
${row('Inmueble: Calle del Puerto Ficticio 9, 2.º — referencia catastral 0000330LK0000N0005TY, 100 % de titularidad, 365 días', '', r.otrasGenerales[0][1])}
<h2>B. Rendimientos del capital mobiliario (a integrar en la base imponible del ahorro)</h2>
${row('Intereses de cuentas, depósitos y activos financieros', '', r.ahorro)}
<h2>Base imponible general y del ahorro</h2>
${row('Base imponible general', '0435', r.biGeneral)}
${row('Base imponible del ahorro', '0460', r.ahorro)}
${Array.from({ length: 12 }, (_, i) => row(`Ganancias y pérdidas patrimoniales — línea ${i + 1}`, '', null)).join('')}
</div>
<div class="page">
${head(14)}
<h2>Base liquidable general y del ahorro</h2>
${row('Base imponible general [casilla 0435]', '', r.biGeneral)}
${row('Reducciones por aportaciones y contribuciones a sistemas de previsión social', '', r.reduccionesBase)}
${row('Base liquidable general sometida a gravamen', '', r.blGeneral)}
${row('Base liquidable del ahorro', '', r.ahorro)}
<h2>Cuota íntegra y cuota líquida</h2>
${row('Cuota íntegra estatal', '', r.cuotaIntegraEst)}
${row('Cuota íntegra autonómica', '', r.cuotaIntegraAut)}
${row('Deducciones generales y autonómicas', '', r.deducciones)}
${row('Cuota líquida total', '', r.cuotaLiquida)}
<h2>Cuota resultante de la autoliquidación</h2>
${row('Cuota resultante de la autoliquidación', '0595', r.cuotaResultante)}
<h2>Cuota diferencial y resultado de la declaración</h2>
${row('Retenciones y demás pagos a cuenta', '0609', r.retenciones)}
${row('Cuota diferencial [(0595) − (0609)]', '0610', r.diferencial)}
${row('Resultado de la declaración', '0670', r.diferencial)}
<p class="txt">Resultado negativo: solicita la devolución de ${es(-r.diferencial)} euros en la cuenta ES00 **** **** **** **** 2207.</p>
</div>
</body></html>`;
	return {
		id: 'renta-modelo-oficial-tres-paginas',
		kind: 'renta',
		layout: 'Páginas sueltas del modelo 100 oficial (ejercicio 2024): cabecera con ejercicio, NIF y página en cada hoja, puntos guía, casilla en negro y caja de importe, fórmulas con casillas en las etiquetas, base imponible general repetida',
		html,
		pages: 3,
		scans: [],
		expected: exp(2024, r),
		evidence: { ejercicio: 'Ejercicio 2024', ingresos: es(r.biGeneral), trabajo: es(r.netoTrabajo), cuota: es(r.cuotaResultante), textIsPhrase: ['ejercicio'] },
		check: () => r.diferencial < 0,
	};
}

// ---------------------------------------------------------------------------------------------
// R4. Documento de ingreso o devolución, apaisado, con el importe antes de la casilla; no trae el
// rendimiento del trabajo.
function rentaDocumentoDevolucion() {
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

// ---------------------------------------------------------------------------------------------
// R5. Informe de un programa de asesoría: dos columnas lado a lado (rendimientos | liquidación),
// dos pagadores, resultado negativo con signo.
function rentaProgramaDosColumnas() {
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

export default function rentas() {
	return [rentaWebResumen(), rentaCartaGestoria(), rentaModeloPaginas(), rentaDocumentoDevolucion(), rentaProgramaDosColumnas()];
}
