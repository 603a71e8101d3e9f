import { D, mDate, dateWords, nif } from '../../lib/format.mjs';
import { carga, entry, AVISO } from './common.mjs';

// ---------------------------------------------------------------------------------------------
// S4. Dos páginas, letra con serifa: usufructo vitalicio, hipoteca y dos afecciones fiscales.
export function notaUsufructoDosPaginas() {
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
