// Six notas simples informativas (art. 332 of the Reglamento Hipotecario): the charges are data,
// and both the «Cargas» section and the manifest's cargasLista are written from them in order.
import { es, mMoney, D, mDate, dateWords, nif } from '../lib/format.mjs';

/** A charge: manifest entry plus the printed forms the checker looks for. */
function carga(tipo, titular, importeCents, fecha, anchor) {
	return {
		m: { tipo, titular: titular ?? '', importe: importeCents == null ? '' : mMoney(importeCents), fecha: fecha ? mDate(fecha) : '' },
		e: { anchor, titular: titular ?? '', importe: importeCents == null ? '' : es(importeCents), fecha: fecha ? mDate(fecha) : '' },
	};
}

function entry({ id, layout, html, scans = [], titulares, cargas, libre = false, refCat, superficie, fecha, fechaEv, pages, supEv, extraEv = {} }) {
	const hip = cargas.find((c) => c.m.tipo === 'hipoteca');
	return {
		id,
		kind: 'nota-simple',
		layout,
		html,
		pages,
		scans,
		expected: {
			titular: ['list', titulares.join('; ')],
			cargas: ['text', libre ? 'Sin cargas' : 'Con cargas'],
			acreedor: ['text', hip ? hip.m.titular : ''],
			refCatastral: ['text', refCat],
			superficie: ['number', superficie],
			fechaNota: ['date', mDate(fecha)],
			cargasLista: ['charges', cargas.map((c) => c.m)],
		},
		evidence: {
			titular: titulares,
			cargas: libre ? 'Libre de cargas' : cargas[0].e.anchor,
			acreedor: hip ? hip.m.titular : undefined,
			refCatastral: refCat,
			superficie: supEv,
			fechaNota: fechaEv ?? mDate(fecha),
			cargasLista: cargas.map((c) => c.e),
			textIsPhrase: ['cargas'],
			absent: hip ? {} : { acreedor: ['HIPOTECA', 'Hipoteca a favor'] },
			...extraEv,
		},
	};
}

const AVISO = `<p class="av">A los efectos del Reglamento (UE) 2016/679, queda informado de que los datos personales de esta nota se han tratado para la prestación del servicio de publicidad registral. Queda prohibida la incorporación de los datos de esta nota a ficheros o bases informáticas para la consulta individualizada de personas físicas o jurídicas, incluso expresando la fuente de procedencia. Esta nota simple tiene valor puramente informativo (art. 332 del Reglamento Hipotecario) y no da fe del contenido de los libros del Registro.</p>`;

// ---------------------------------------------------------------------------------------------
// S1. Prosa clásica en letra monoespaciada: hipoteca, afección fiscal y embargo de la AEAT.
function notaProsaEmbargo() {
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

// ---------------------------------------------------------------------------------------------
// S2. Libre de cargas, con recuadros y tablas (datos, descripción, titularidades).
function notaLibre() {
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

// ---------------------------------------------------------------------------------------------
// S3. Nota antigua (mayo de 2026): descripción y titularidad en dos bloques lado a lado;
// servidumbre, condición resolutoria y afección fiscal; sin hipoteca.
function notaAntiguaDosBloques() {
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

// ---------------------------------------------------------------------------------------------
// S4. Dos páginas, letra con serifa: usufructo vitalicio, hipoteca y dos afecciones fiscales.
function notaUsufructoDosPaginas() {
	const fecha = D(1, 12, 2026);
	const titulares = ['LAURA PEINADO FICTICIO', 'JAVIER PEINADO FICTICIO'];
	const refCat = '0000127DF0000N0041HJ';
	const cargas = [
		carga('usufructo', 'CARMEN ROMERO INVENTADA', null, D(10, 10, 2023), 'USUFRUCTO VITALICIO'),
		carga('hipoteca', 'CAJA RURAL DE TIERRA IMAGINARIA, S. COOP. DE CRÉDITO', 9500000, D(22, 7, 2015), 'HIPOTECA'),
		carga('afeccion-fiscal', null, 231540, D(10, 10, 2023), 'AFECCIÓN FISCAL (Sucesiones)'),
		carga('afeccion-fiscal', null, null, D(11, 10, 2023), 'AFECCIÓN FISCAL (Transmisiones)'),
	];
	const [u, h, a1, a2] = cargas.map((x) => x.e);
	const legal = `<p>Se advierte que la presente nota no surte los efectos de la certificación del artículo 225 de la Ley Hipotecaria. Los asientos de presentación vigentes en el momento de su expedición se reflejan en el apartado correspondiente; los presentados con posterioridad no se recogen en esta nota.</p>`;
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 20mm 20mm 22mm 20mm; @top-right { content: "Hoja " counter(page) " de " counter(pages); font: 8pt 'Noto Serif'; } }
body { font-family: 'Noto Serif', serif; font-size: 10pt; line-height: 1.55; }
h1 { text-align: center; font-size: 12pt; margin: 0 0 4px; letter-spacing: 2px; }
.sub { text-align: center; font-size: 9pt; margin-bottom: 14px; }
h2 { font-size: 10pt; letter-spacing: 1px; margin: 14px 0 4px; }
p { margin: 0 0 7px; text-align: justify; }
.av { font-size: 8pt; }
</style></head><body>
<h1>REGISTRO DE LA PROPIEDAD DE SANTA FICTICIA</h1>
<div class="sub">NOTA SIMPLE INFORMATIVA — Fecha: ${mDate(fecha)}</div>
${legal}
<h2>FINCA</h2>
<p>Finca de Santa Ficticia número 9.876. Código registral único: 39099000765432. Inscrita al tomo 3.005, libro 640, folio 12.</p>
<h2>DESCRIPCIÓN</h2>
<p>URBANA. Vivienda situada en la planta cuarta, letra D, del edificio señalado con el número 5 de la avenida de los Tilos Imaginarios, en Santa Ficticia (Cantabria). Tiene una superficie construida de 104,20 metros cuadrados y útil de 88,75 metros cuadrados, distribuidos en vestíbulo, pasillo, salón, cocina con tendedero, cuatro dormitorios y dos baños. Le corresponde como anejo inseparable el trastero número 7 de la planta bajo cubierta. Cuota: 4,80 por ciento. Referencia catastral: ${refCat}.</p>
<h2>TITULARIDAD</h2>
<p>D.ª ${titulares[0]}, con N.I.F. ${nif(803344)}, titular de una mitad indivisa de la nuda propiedad, y D. ${titulares[1]}, con N.I.F. ${nif(803345)}, titular de la otra mitad indivisa de la nuda propiedad, ambos con carácter privativo, por título de herencia de su padre, D. Ernesto Peinado Ficticio, formalizada en escritura de aceptación y adjudicación de herencia. Inscripción 6.ª.</p>
<h2>CARGAS</h2>
<p>1. ${u.anchor}: gravada con el derecho de usufructo vitalicio sobre la totalidad de la finca a favor de D.ª ${u.titular}, con N.I.F. ${nif(155092)}, adquirido en la misma herencia. Inscripción 6.ª, de fecha ${u.fecha}.</p>
<p>2. ${h.anchor} a favor de ${h.titular}, constituida por el anterior titular, en garantía de un préstamo de ${h.importe} euros de principal, intereses ordinarios de un año, intereses de demora de tres años y un 10 por ciento del principal para costas y gastos, con un plazo de 25 años. Inscripción 3.ª, de fecha ${h.fecha}.</p>
<p>3. ${a1.anchor}: afecta durante el plazo de cinco años al pago de la liquidación que pueda girarse por el Impuesto sobre Sucesiones y Donaciones, habiéndose autoliquidado con ${a1.importe} euros. Nota al margen de la inscripción 6.ª, de fecha ${a1.fecha}.</p>
<p>4. ${a2.anchor}: afecta durante el plazo de cinco años al pago de la liquidación que pueda girarse por el Impuesto sobre Transmisiones Patrimoniales y Actos Jurídicos Documentados, por la adjudicación hereditaria, habiéndose alegado la no sujeción. Nota al margen de la inscripción 6.ª, de fecha ${a2.fecha}.</p>
<h2>ASIENTOS DEL DIARIO</h2>
<p>No hay asientos de presentación vigentes relativos a esta finca.</p>
<h2>ADVERTENCIAS</h2>
${legal}
<p>La información registral sobre la vivienda no incluye la situación arrendaticia ni las deudas con la comunidad de propietarios, que deberán acreditarse por otros medios. Las cargas procedentes de la finca matriz, si las hubiera, se relacionan expresamente. Las afecciones fiscales no constituyen deudas, sino garantías de la eventual comprobación de los impuestos autoliquidados.</p>
${AVISO}
<p class="av">Para información de consumidores: puede consultar el significado de los términos de esta nota en la sede electrónica del Colegio de Registradores. Esta nota se expide a petición de D.ª ${titulares[0]}, con el interés legítimo de solicitar un préstamo hipotecario.</p>
<p style="margin-top:18px;text-align:center">Santa Ficticia, a ${dateWords(fecha)}.<br>El Registrador.</p>
</body></html>`;
	return entry({
		id: 'nota-dos-paginas-usufructo',
		layout: 'Nota simple de dos páginas con letra con serifa y numeración de hojas: nuda propiedad de dos hermanos, usufructo vitalicio, hipoteca y dos afecciones fiscales (una sin importe); superficie construida y útil',
		html,
		pages: 2,
		titulares,
		cargas,
		refCat,
		superficie: '104,20',
		supEv: 'superficie construida de 104,20 metros cuadrados',
		fecha,
	});
}

// ---------------------------------------------------------------------------------------------
// S5. Apaisada con bloques en fila y tabla «RESUMEN DE CARGAS» (dos hipotecas, embargo, afección).
function notaResumenApaisada() {
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

// ---------------------------------------------------------------------------------------------
// S6. Texto a dos columnas: vivienda protegida con tanteo y retracto y embargo judicial; sin hipoteca.
function notaColumnasEmbargoJudicial() {
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

export default function notas() {
	return [notaProsaEmbargo(), notaLibre(), notaAntiguaDosBloques(), notaUsufructoDosPaginas(), notaResumenApaisada(), notaColumnasEmbargoJudicial()];
}
