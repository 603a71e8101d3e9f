import { D, mDate, nif } from '../../lib/format.mjs';
import { carga, entry, AVISO } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// S3. Nota antigua (mayo de 2026): descripción y titularidad en dos bloques lado a lado;
// servidumbre, condición resolutoria y afección fiscal; sin hipoteca.
export function notaAntiguaDosBloques() {
	const fecha = D(14, 5, 2026);
	const titulares = ['JULIA NAVARRO FICTICIA'];
	const refCat = '0000361TK0000S0003LM';
	const cargas = [
		carga('servidumbre', 'DISTRIBUIDORA ELÉCTRICA IMAGINARIA, S.A.U.', null, D(2, 2, 2004), 'SERVIDUMBRE'),
		carga('condicion-resolutoria', 'MATEO RIVERA INVENTADO', 3000000, D(18, 6, 2021), 'CONDICIÓN RESOLUTORIA'),
		carga('afeccion-fiscal', null, 165000, D(18, 6, 2021), 'AFECCIÓN FISCAL'),
	];
	const [s, c, a] = cargas.map((x) => x.e);
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 14mm 15mm; }
body { font-family: 'Carlito', sans-serif; font-size: 10.5pt; line-height: 1.4; }
.top { text-align: center; border-bottom: 1px solid #000; padding-bottom: 6px; }
.top b { font-size: 13pt; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 14px; margin-top: 10px; }
.box { border: 1px solid #777; padding: 6px 9px; }
h2 { font-size: 10.5pt; margin: 0 0 4px; border-bottom: 1px solid #bbb; }
p { margin: 0 0 5px; text-align: justify; }
.cargas { margin-top: 12px; border: 1px solid #777; padding: 6px 9px; }
.cargas p { padding-left: 14px; text-indent: -14px; }
.av { font-size: 8pt; color: #333; margin-top: 10px; }
</style></head><body>
<div class="top"><b>Registro de la Propiedad de Vegas del Olivar</b><br>NOTA SIMPLE INFORMATIVA · Expedida el ${mDate(fecha)}</div>
<p style="margin-top:8px">Finca de Vegas del Olivar n.º 4.410 · CRU 45099000087654 · Tomo 990, Libro 120, Folio 31.</p>
<div class="row">
<div class="box"><h2>Descripción</h2>
<p>URBANA. Piso primero izquierda del edificio en la calle de la Era Ficticia, número 12, de Vegas del Olivar (Toledo). Superficie útil: 68,30 metros cuadrados. Consta de tres dormitorios, salón, cocina y baño. Cuota: 12,50 %.</p>
<p>Referencia catastral: ${refCat}.</p></div>
<div class="box"><h2>Titularidad</h2>
<p>D.ª ${titulares[0]}, N.I.F. ${nif(447120)}, titular del 100 % del pleno dominio con carácter privativo, por título de compraventa a D. Mateo Rivera Inventado, con precio aplazado, según la inscripción 4.ª.</p></div>
</div>
<div class="cargas"><h2>Cargas</h2>
<p>— ${s.anchor}: por procedencia de la finca matriz, gravada con una servidumbre de paso de línea eléctrica aérea de media tensión a favor de ${s.titular}, con una franja de seis metros de anchura. Inscripción 2.ª de la finca matriz, de fecha ${s.fecha}.</p>
<p>— ${c.anchor} explícita a favor de D. ${c.titular}, en garantía del precio aplazado de la compraventa, que asciende a ${c.importe} euros, pagadero en el plazo de seis años, con los efectos del artículo 1.504 del Código Civil. Inscripción 4.ª de fecha ${c.fecha}.</p>
<p>— ${a.anchor}: afecta durante cinco años al pago del Impuesto sobre Transmisiones Patrimoniales, autoliquidado con ${a.importe} euros. Nota al margen de la inscripción 4.ª de fecha ${a.fecha}.</p>
</div>
<div class="box" style="margin-top:12px"><h2>Presentación</h2><p>Sin asientos pendientes en el Libro Diario.</p></div>
${AVISO}
</body></html>`;
	return entry({
		id: 'nota-antigua-bloques-lado-a-lado',
		layout: 'Nota simple de mayo de 2026 (más de tres meses) con descripción y titularidad en dos bloques lado a lado; cargas con guiones: servidumbre, condición resolutoria y afección fiscal, sin hipoteca; superficie útil',
		html,
		pages: 1,
		titulares,
		cargas,
		refCat,
		superficie: '68,30',
		supEv: 'Superficie útil: 68,30 metros cuadrados',
		fecha,
	});
}
