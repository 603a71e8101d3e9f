import { es, nif } from '../../lib/format.mjs';
import { irpf, exp } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// R3. Páginas del modelo oficial: cabecera por página, puntos guía, casilla y caja; 3 páginas.
export function rentaModeloPaginas() {
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
