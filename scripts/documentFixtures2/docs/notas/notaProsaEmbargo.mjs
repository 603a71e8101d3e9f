import { D, mDate, dateWords, nif } from '../../lib/format.mjs';
import { carga, entry, AVISO } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// S1. Prosa clásica en letra monoespaciada: hipoteca, afección fiscal y embargo de la AEAT.
export function notaProsaEmbargo() {
	const fecha = D(23, 11, 2026);
	const titulares = ['ROBERTO ESPINOSA FICTICIO', 'NURIA CASTAÑO INVENTADA'];
	const refCat = '0000918VK0000N0022XB';
	const cargas = [
		carga('hipoteca', 'BANCO MERIDIANO FICTICIO, S.A.', 16800000, D(22, 6, 2022), 'HIPOTECA a favor de'),
		carga('afeccion-fiscal', null, 1395000, D(22, 6, 2022), 'AFECCIÓN:'),
		carga('embargo', 'AGENCIA ESTATAL DE ADMINISTRACIÓN TRIBUTARIA', 1243055, D(4, 9, 2025), 'ANOTACIÓN PREVENTIVA DE EMBARGO'),
	];
	const [h, a, e] = cargas.map((c) => c.e);
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 16mm 18mm; }
body { font-family: 'Liberation Mono', monospace; font-size: 8.6pt; line-height: 1.38; color: #111; }
.c { text-align: center; }
h1 { font-size: 10.5pt; text-align: center; margin: 2px 0 8px; }
h2 { font-size: 9pt; margin: 9px 0 2px; text-decoration: underline; }
p { margin: 0 0 4px; text-align: justify; }
.av { font-size: 7.4pt; margin-top: 8px; }
hr { border: none; border-top: 1px dashed #444; margin: 6px 0; }
</style></head><body>
<div class="c">REGISTRO DE LA PROPIEDAD DE VILLACLARA DE HENARES N.º 2<br>Calle del Registro Ficticio 3 · 28999 Villaclara de Henares</div>
<h1>NOTA SIMPLE INFORMATIVA</h1>
<p>Fecha de emisión: ${mDate(fecha)} · Solicitante: PORTAL HIPOTECARIO FICTICIO, S.L. · Interés legítimo alegado: estudio de la concesión de un préstamo con garantía hipotecaria.</p>
<hr>
<h2>DATOS REGISTRALES</h2>
<p>FINCA DE VILLACLARA DE HENARES N.º: 18.342 · IDUFIR/CRU: 28099000512345 · Tomo 2.341, Libro 412, Folio 87.</p>
<h2>DESCRIPCIÓN DE LA FINCA</h2>
<p>URBANA: NÚMERO VEINTIDÓS. Vivienda letra B, situada en la planta tercera del edificio sito en la calle de los Naranjos Imaginarios, número 18, de Villaclara de Henares. Tiene una superficie construida de 87,45 metros cuadrados. Se compone de vestíbulo, salón-comedor, cocina, tres dormitorios, dos baños y terraza. Linda: frente, rellano y hueco de escalera; derecha entrando, vivienda letra C de su planta; izquierda, calle de los Naranjos Imaginarios; fondo, patio de manzana. Cuota de participación en los elementos comunes: 3,125 %. REFERENCIA CATASTRAL: ${refCat}. Finca coordinada gráficamente con el Catastro.</p>
<h2>TITULARIDADES</h2>
<p>D. ${titulares[0]}, con N.I.F. ${nif(634421)}, y D.ª ${titulares[1]}, con N.I.F. ${nif(705518)}, casados en régimen de gananciales, titulares del pleno dominio de la totalidad de esta finca con carácter ganancial, por título de compraventa, en virtud de escritura otorgada ante el notario de Villaclara de Henares, D. Luis Ferrer Ficticio, número 1.204 de protocolo, según la inscripción 4.ª, al folio 87 del tomo 2.341.</p>
<h2>CARGAS</h2>
<p>1.- ${h.anchor} ${h.titular}, en garantía de un préstamo, para responder de ${h.importe} euros de principal; de los intereses ordinarios de doce meses hasta un máximo de 6.720,00 euros; de los intereses de demora de dos años hasta 20.160,00 euros; y de 16.800,00 euros para costas y gastos. Plazo de amortización: 30 años. Valor de tasación a efectos de subasta: 212.000,00 euros. Formalizada en escritura otorgada ante el notario de Villaclara de Henares D. Luis Ferrer Ficticio, número 1.205 de protocolo. Inscripción 5.ª de fecha ${h.fecha}.</p>
<p>2.- ${a.anchor} Esta finca queda afecta durante el plazo de cinco años al pago de la liquidación que, en su caso, pueda girarse por el Impuesto sobre Transmisiones Patrimoniales y Actos Jurídicos Documentados, habiéndose autoliquidado con ${a.importe} euros. Nota al margen de la inscripción 4.ª, de fecha ${a.fecha}.</p>
<p>3.- ${e.anchor}, LETRA A, a favor de la ${e.titular}, en el procedimiento administrativo de apremio seguido contra D. ${titulares[0]}, por débitos del Impuesto sobre la Renta de las Personas Físicas, en reclamación de ${e.importe} euros de principal, recargo de apremio, intereses y costas. Mandamiento expedido por la Dependencia Regional de Recaudación. Anotación letra A de fecha ${e.fecha}, vigente durante cuatro años.</p>
<h2>DOCUMENTOS RELATIVOS A LA FINCA PRESENTADOS Y PENDIENTES DE DESPACHO</h2>
<p>No hay documentos pendientes de despacho.</p>
${AVISO}
<p class="c" style="margin-top:8px">Villaclara de Henares, a ${dateWords(fecha)}.</p>
</body></html>`;
	return entry({
		id: 'nota-prosa-monoespaciada-embargo-aeat',
		layout: 'Nota simple clásica en prosa con letra monoespaciada: hipoteca con responsabilidades desglosadas, afección fiscal con importe autoliquidado y anotación preventiva de embargo de la AEAT con su importe',
		html,
		pages: 1,
		scans: [
			{ dpi: 200, angle: 1.9, grey: true, noise: 7, blur: 0.55, seed: 61 },
			{ dpi: 150, angle: -1.3, grey: true, noise: 9, blur: 0.6, seed: 62 },
		],
		titulares,
		cargas,
		refCat,
		superficie: '87,45',
		supEv: 'superficie construida de 87,45 metros cuadrados',
		fecha,
	});
}
