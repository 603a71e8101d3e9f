import { D, mDate, nif } from '../../lib/format.mjs';
import { carga, entry, AVISO } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// S5. Apaisada con bloques en fila y tabla «RESUMEN DE CARGAS» (dos hipotecas, embargo, afección).
export function notaResumenApaisada() {
	const fecha = D(26, 11, 2026);
	const titulares = ['ÓSCAR MÉNDEZ FICTICIO', 'BEATRIZ SOLER INVENTADA'];
	const refCat = '0000804PL0000S0019WE';
	const cargas = [
		carga('hipoteca', 'BANCO DEL ATLÁNTICO FICTICIO, S.A.', 21000000, D(14, 1, 2022), 'Inscripción 3.ª'),
		carga('afeccion-fiscal', null, 315000, D(14, 1, 2022), 'Nota marginal'),
		carga('hipoteca', 'FINANCIERA IMAGINARIA DE CONSUMO, E.F.C., S.A.', 2500000, D(3, 5, 2024), 'Inscripción 4.ª'),
		carga('embargo', 'AGENCIA ESTATAL DE ADMINISTRACIÓN TRIBUTARIA', 891520, D(20, 8, 2026), 'Anotación letra A'),
	];
	const tipoTxt = { hipoteca: 'HIPOTECA', 'afeccion-fiscal': 'AFECCIÓN FISCAL (ITP y AJD, 5 años)', embargo: 'ANOTACIÓN PREVENTIVA DE EMBARGO (apremio)' };
	const html = `<!doctype html><html><head><style>
@page { size: A4 landscape; margin: 12mm 14mm; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.6pt; line-height: 1.35; }
.hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px double #333; padding-bottom: 4px; }
.hd .t { font-size: 14pt; font-weight: bold; }
.blocks { display: grid; grid-template-columns: 0.8fr 1.5fr 1.2fr; gap: 10px; margin-top: 10px; }
.blk { border: 1px solid #666; border-radius: 3px; }
.blk h2 { font-size: 8.6pt; margin: 0; padding: 3px 6px; background: #ececec; border-bottom: 1px solid #666; }
.blk div { padding: 5px 7px; }
table.r { width: 100%; border-collapse: collapse; margin-top: 12px; }
table.r caption { text-align: left; font-weight: bold; font-size: 10pt; padding-bottom: 4px; }
table.r th { background: #333; color: #fff; padding: 4px 6px; text-align: left; font-weight: normal; }
table.r td { border-bottom: 1px solid #aaa; padding: 4px 6px; vertical-align: top; }
table.r td.n { text-align: right; white-space: nowrap; }
.av { font-size: 7.4pt; margin-top: 10px; color: #333; }
</style></head><body>
<div class="hd"><div><div class="t">NOTA SIMPLE INFORMATIVA</div>Registro de la Propiedad de Puerto Ficticio n.º 1 · Plaza del Faro Imaginario 2</div><div style="text-align:right">Fecha de expedición: ${mDate(fecha)}<br>Referencia de la petición: NS-0093321</div></div>
<div class="blocks">
<div class="blk"><h2>FINCA</h2><div>Finca n.º 22.610 de Puerto Ficticio<br>IDUFIR: 39099000332211<br>Tomo 4.120 · Libro 530 · Folio 66</div></div>
<div class="blk"><h2>DESCRIPCIÓN</h2><div>URBANA. Vivienda en planta 5.ª, puerta 2, del edificio en la calle de las Gaviotas Ficticias 31, Puerto Ficticio (Cantabria). Superficie construida: 118,00 m². Cuota: 2,15 %. Ref. catastral: ${refCat}.</div></div>
<div class="blk"><h2>TITULARES</h2><div>${titulares[0]} (NIF ${nif(512200)}): 50 % del pleno dominio, privativo.<br>${titulares[1]} (NIF ${nif(512201)}): 50 % del pleno dominio, privativo.<br>Título: compraventa. Inscripción 2.ª.</div></div>
</div>
<table class="r"><caption>RESUMEN DE CARGAS</caption>
<tr><th>N.º</th><th>Asiento</th><th>Clase de carga</th><th>A favor de</th><th style="text-align:right">Importe</th><th>Fecha</th></tr>
${cargas.map((c, i) => `<tr><td>${i + 1}</td><td>${c.e.anchor}</td><td>${tipoTxt[c.m.tipo]}</td><td>${c.e.titular || '—'}</td><td class="n">${c.e.importe} €</td><td>${c.e.fecha}</td></tr>`).join('')}
</table>
<p style="margin-top:8px">Importes: en las hipotecas, principal garantizado; en la anotación, cantidad reclamada; en la afección, importe autoliquidado.</p>
<div class="blk" style="margin-top:8px"><h2>DOCUMENTOS PRESENTADOS PENDIENTES DE DESPACHO</h2><div>Ninguno.</div></div>
${AVISO}
</body></html>`;
	return entry({
		id: 'nota-apaisada-resumen-cargas',
		layout: 'Nota simple apaisada: finca, descripción y titulares en tres bloques en fila y tabla «RESUMEN DE CARGAS» con dos hipotecas, afección fiscal y embargo de la AEAT',
		html,
		pages: 1,
		titulares,
		cargas,
		refCat,
		superficie: '118,00',
		supEv: 'Superficie construida: 118,00 m²',
		fecha,
	});
}
