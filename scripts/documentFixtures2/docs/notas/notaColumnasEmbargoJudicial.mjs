import { es, D, mDate, nif } from '../../lib/format.mjs';
import { carga, entry, AVISO } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// S6. Texto a dos columnas: vivienda protegida con tanteo y retracto y embargo judicial; sin hipoteca.
export function notaColumnasEmbargoJudicial() {
	const fecha = D(2, 12, 2026);
	const titulares = ['FRANCISCO JAVIER MOLINA INVENTADO'];
	const refCat = '0000772QB0000N0014RT';
	const cargas = [
		carga('tanteo-retracto', 'INSTITUTO IMAGINARIO DE LA VIVIENDA', null, D(5, 3, 2012), 'DERECHOS DE TANTEO Y RETRACTO'),
		carga('embargo', 'SUMINISTROS FICTICIOS DEL EBRO, S.L.', 624000, D(11, 2, 2026), 'ANOTACIÓN PREVENTIVA DE EMBARGO, letra B'),
	];
	const [t, e] = cargas.map((x) => x.e);
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 15mm 14mm; }
body { font-family: 'Noto Sans', sans-serif; font-size: 9pt; line-height: 1.45; }
.hd { text-align: center; margin-bottom: 10px; }
.hd .t { font-size: 12pt; font-weight: 700; letter-spacing: 3px; }
.cols { column-count: 2; column-gap: 10mm; }
h2 { font-size: 9pt; margin: 8px 0 3px; letter-spacing: 2px; break-after: avoid; }
p { margin: 0 0 6px; text-align: justify; }
.av { font-size: 7.6pt; }
</style></head><body>
<div class="hd"><div class="t">NOTA SIMPLE</div>REGISTRO DE LA PROPIEDAD DE BAHÍA IMAGINARIA N.º 3 · Fecha: ${mDate(fecha)}</div>
<div class="cols">
<h2>DATOS DE LA FINCA</h2>
<p>Finca de Bahía Imaginaria número 31.455. IDUFIR 11099000445566. Tomo 1.560, libro 702, folio 199, inscripción 1.ª.</p>
<p>URBANA: vivienda de protección oficial de régimen general, tipo C, en la planta segunda, puerta 3, del bloque 4 de la urbanización Las Salinas Imaginarias, en Bahía Imaginaria (Cádiz). Superficie construida: 81,30 m². Calificación definitiva de 14 de diciembre de 2011. Referencia catastral: ${refCat}.</p>
<h2>TITULARES</h2>
<p>D. ${titulares[0]}, N.I.F. ${nif(371290)}, es titular del pleno dominio de la totalidad de esta finca con carácter privativo, por título de compraventa a la promotora, según la inscripción 1.ª.</p>
<h2>CARGAS</h2>
<p>${t.anchor} a favor del ${t.titular}, por tratarse de vivienda protegida, en las segundas y sucesivas transmisiones durante el plazo de protección, conforme a la normativa autonómica de vivienda. Inscripción 1.ª, de fecha ${t.fecha}.</p>
<p>${e.anchor}, a favor de ${e.titular}, ordenada por el Juzgado de Primera Instancia número 3 de Bahía Imaginaria en el procedimiento de ejecución de títulos judiciales 412/2025, seguido contra D. ${titulares[0]}, en reclamación de ${e.importe} euros de principal, más 1.872,00 euros calculados para intereses y costas. Anotación de fecha ${e.fecha}.</p>
<h2>ASIENTOS PENDIENTES</h2>
<p>SIN ASIENTOS PENDIENTES.</p>
<h2>INFORMACIÓN AL CONSUMIDOR</h2>
${AVISO}
<p class="av">El precio máximo de venta de esta vivienda está limitado mientras dure el régimen de protección. Antes de cualquier transmisión deberá comunicarse al organismo titular del derecho de tanteo.</p>
</div>
</body></html>`;
	return entry({
		id: 'nota-dos-columnas-tanteo-embargo-judicial',
		layout: 'Nota simple con el texto en dos columnas: vivienda protegida con derechos de tanteo y retracto y anotación de embargo judicial a favor de una empresa; sin hipoteca',
		html,
		pages: 1,
		titulares,
		cargas,
		refCat,
		superficie: '81,30',
		supEv: 'Superficie construida: 81,30 m²',
		fecha,
	});
}
