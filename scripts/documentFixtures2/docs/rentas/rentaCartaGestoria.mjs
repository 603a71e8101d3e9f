import { es } from '../../lib/format.mjs';
import { irpf, exp } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// R2. Carta de una gestoría que resume la declaración en párrafos.
export function rentaCartaGestoria() {
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
