import { D, mDate, nif } from '../../lib/format.mjs';
import { entry, AVISO } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// S2. Libre de cargas, con recuadros y tablas (datos, descripción, titularidades).
export function notaLibre() {
	const fecha = D(30, 11, 2026);
	const titulares = ['MARÍA JOSÉ LLORENTE INVENTADA'];
	const refCat = '0000455XG0000S0006PQ';
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 15mm 16mm; }
body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; line-height: 1.35; }
.hd { display: flex; justify-content: space-between; align-items: center; border: 2px solid #333; padding: 8px 10px; }
.hd .t { font-size: 13pt; font-weight: bold; }
.sec { margin-top: 10px; border: 1px solid #555; }
.sec h2 { margin: 0; font-size: 9.5pt; background: #e8e8e8; border-bottom: 1px solid #555; padding: 3px 8px; letter-spacing: .8px; }
.sec .b { padding: 6px 8px; }
table { border-collapse: collapse; width: 100%; }
td, th { padding: 3px 6px; text-align: left; vertical-align: top; }
table.kv td:first-child { width: 34%; color: #333; font-weight: bold; }
table.tt th { border-bottom: 1px solid #555; font-size: 8.5pt; }
.big { font-size: 12pt; font-weight: bold; letter-spacing: .5px; }
.av { font-size: 7.5pt; color: #333; margin-top: 12px; text-align: justify; }
</style></head><body>
<div class="hd"><div><div class="t">NOTA SIMPLE INFORMATIVA</div>Registro de la Propiedad de Campoalto n.º 1</div><div style="text-align:right">Fecha: ${mDate(fecha)}<br>Hora: 10:42<br>Petición n.º 2026/118.402</div></div>
<div class="sec"><h2>DATOS REGISTRALES</h2><div class="b"><table class="kv">
<tr><td>Finca</td><td>Campoalto n.º 7.215</td></tr>
<tr><td>CRU / IDUFIR</td><td>30099000198765</td></tr>
<tr><td>Tomo / Libro / Folio</td><td>1.877 / 301 / 144</td></tr>
</table></div></div>
<div class="sec"><h2>DESCRIPCIÓN DE LA FINCA</h2><div class="b"><table class="kv">
<tr><td>Naturaleza</td><td>Urbana — vivienda</td></tr>
<tr><td>Situación</td><td>Calle del Almendro Ficticio 7, planta 2.ª, puerta A, 30999 Campoalto (Murcia)</td></tr>
<tr><td>Superficie construida</td><td>74,60 m²</td></tr>
<tr><td>Cuota de participación</td><td>8,50 %</td></tr>
<tr><td>Referencia catastral</td><td>${refCat}</td></tr>
<tr><td>Linderos</td><td>Frente, rellano; derecha, vivienda B; izquierda y fondo, zona común ajardinada.</td></tr>
</table></div></div>
<div class="sec"><h2>TITULARIDADES</h2><div class="b"><table class="tt">
<tr><th>Titular</th><th>NIF</th><th>Derecho</th><th>Participación</th><th>Título</th><th>Inscripción</th></tr>
<tr><td>${titulares[0]}</td><td>${nif(290174)}</td><td>Pleno dominio, privativo</td><td>100,00 %</td><td>Compraventa</td><td>3.ª, 10/10/2016</td></tr>
</table></div></div>
<div class="sec"><h2>CARGAS</h2><div class="b"><div class="big">Libre de cargas.</div></div></div>
<div class="sec"><h2>ASIENTOS PENDIENTES</h2><div class="b">No hay documentos pendientes de despacho relativos a esta finca.</div></div>
${AVISO.replace('class="av"', 'class="av"')}
<p class="av">Información al consumidor: esta nota se ha emitido a petición de ASESORÍA FICTICIA DEL SURESTE, S.L., con el interés legítimo de formalizar una compraventa con préstamo hipotecario.</p>
</body></html>`;
	return entry({
		id: 'nota-recuadros-libre-de-cargas',
		layout: 'Nota simple en recuadros con tablas clave-valor y tabla de titulares; sección de cargas con «Libre de cargas.» y sin ningún asiento',
		html,
		pages: 1,
		scans: [{ dpi: 150, angle: -2.4, grey: true, noise: 10, blur: 0.7, seed: 71 }],
		titulares,
		cargas: [],
		libre: true,
		refCat,
		superficie: '74,60',
		supEv: '74,60 m²',
		fecha,
	});
}
