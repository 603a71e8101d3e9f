/** Notas simples written as HTML (see htmlDocuments.ts). All names and codes invented. */
import type { Expectation } from './fixture.ts';
import { page, type HtmlFixture } from './htmlPage.ts';

const charges = (list: [string, string, string, string][]): Expectation => [
	'charges',
	list.map(([tipo, titular, importe, fecha]) => ({ tipo, titular, importe, fecha })),
];

/** A nota simple with its charges in a table and the date written out in the closing line. */
export function noteTable(): HtmlFixture {
	return {
		id: 'html-nota-tabla-cargas',
		kind: 'nota-simple',
		layout: 'HTML con cargas en tabla (clase, a favor de, importe, fecha) y fecha al pie en letra',
		html: page(`<h1>Registro de la Propiedad de Monte Supuesto</h1><p class="b">NOTA SIMPLE INFORMATIVA</p>
<p>FINCA DE MONTE SUPUESTO Nº 9876 · IDUFIR 33000000987654</p>
<h2>DESCRIPCIÓN</h2><p>Urbana: piso segundo A de la calle Figurada 21. Superficie construida: 78,35 m². Referencia catastral: 2222222CD2222B0002BB.</p>
<h2>TITULARIDADES</h2><table><tr><th>Titular</th><th>NIF</th><th>Derecho</th></tr>
<tr><td>CARMEN SUPUESTA VIDAL</td><td>00000011B</td><td>50 % pleno dominio</td></tr>
<tr><td>JORGE FIGURADO MAS</td><td>00000012N</td><td>50 % pleno dominio</td></tr></table>
<h2>CARGAS</h2><table><tr><th>Clase</th><th>A favor de</th><th>Importe</th><th>Fecha</th></tr>
<tr><td>Hipoteca</td><td>Banco Imaginario del Centro, S.A.</td><td>118.000,00 €</td><td>21/03/2018</td></tr>
<tr><td>Embargo</td><td>Tesorería General de la Seguridad Social</td><td>4.812,30 €</td><td>09/07/2026</td></tr>
<tr><td>Afección fiscal</td><td></td><td>2.310,00 €</td><td>02/04/2023</td></tr></table>
<h2>DOCUMENTOS PENDIENTES</h2><p>No hay documentos pendientes de despacho.</p>
<p>Monte Supuesto, a 14 de septiembre de 2026.</p>`),
		scan: true,
		expected: {
			titular: ['list', 'CARMEN SUPUESTA VIDAL; JORGE FIGURADO MAS'],
			cargas: ['text', 'Con cargas'],
			acreedor: ['text', 'Banco Imaginario del Centro, S.A.'],
			refCatastral: ['text', '2222222CD2222B0002BB'],
			superficie: ['number', '78,35'],
			fechaNota: ['date', '14/09/2026'],
			cargasLista: charges([
				['hipoteca', 'Banco Imaginario del Centro, S.A.', '118000,00', '21/03/2018'],
				['embargo', 'Tesorería General de la Seguridad Social', '4812,30', '09/07/2026'],
				['afeccion-fiscal', '', '2310,00', '02/04/2023'],
			]),
		},
	};
}

/** A nota simple in paragraphs with lettered charges, public-housing limits and two pages. */
export function noteProse(): HtmlFixture {
	const filler = Array.from(
		{ length: 18 },
		(_, i) => `<p>Linderos y datos de la inscripción ${i + 1}: sin cambios.</p>`,
	).join('');
	return {
		id: 'html-nota-prosa-letras',
		kind: 'nota-simple',
		layout: 'HTML en párrafos, dos páginas, cargas con letras, vivienda protegida',
		html: page(
			`<h1>REGISTRO DE LA PROPIEDAD DE RÍO FIGURADO Nº 2</h1><p>Nota simple informativa expedida el 02/11/2026.</p>
<p>Finca número 4.411 de Río Figurado. Vivienda de protección oficial en la calle Inventada 3. Superficie útil: 70,50 m²; superficie construida: 84,10 m². Referencia catastral 3333333EF3333C0003CC.</p>
<p><b>TITULARIDAD:</b> don LUIS IMAGINARIO SOTO, con NIF 00000013J, 100 % del pleno dominio por compraventa.</p>${filler}
<p><b>CARGAS:</b></p>
<p>a) Servidumbre de paso a favor de la finca número 4.412, constituida en 1998.</p>
<p>b) Condición resolutoria a favor de Promociones Supuestas, S.L. en garantía de 12.000,00 euros de precio aplazado.</p>
<p>c) Limitaciones de la vivienda de protección oficial: precio máximo de venta y derecho de tanteo y retracto a favor de la comunidad autónoma hasta el 10/05/2035.</p>
<p>DOCUMENTOS PRESENTADOS: ninguno.</p>`,
			'body{font-family:"Liberation Serif",serif;font-size:11px}',
		),
		expected: {
			titular: ['list', 'LUIS IMAGINARIO SOTO'],
			cargas: ['text', 'Con cargas'],
			acreedor: ['text', ''],
			refCatastral: ['text', '3333333EF3333C0003CC'],
			superficie: ['number', '84,10'],
			fechaNota: ['date', '02/11/2026'],
			cargasLista: charges([
				['servidumbre', 'finca número 4.412', '', ''],
				['condicion-resolutoria', 'Promociones Supuestas, S.L.', '12000,00', ''],
				['otra', 'comunidad autónoma', '', '10/05/2035'],
			]),
		},
	};
}

/** Numbered sections, charges split «por procedencia» and «propias», kind before a colon. */
export function noteSections(): HtmlFixture {
	return {
		id: 'html-nota-secciones-numeradas',
		kind: 'nota-simple',
		layout:
			'HTML con secciones numeradas, cargas por procedencia y propias, «HIPOTECA:» con dos puntos',
		html: page(`<p style="text-align:right">a fecha 03/11/2026</p>
<h1>Información registral · Nota simple</h1><p>Registro de la Propiedad de Llano Figurado</p>
<h2>1. DESCRIPCIÓN DE LA FINCA</h2><p>Finca de Llano Figurado número 7.788. Vivienda unifamiliar. Superficie: 112,60 metros cuadrados construidos. Referencia catastral 4444444GH4444D0004DD.</p>
<h2>2. TITULARIDAD</h2><p>D.ª MARÍA FIGURADA RÍOS, con NIF 00000016-Q, titular del pleno dominio con carácter privativo.</p>
<h2>3. CARGAS</h2>
<p>Por razón de procedencia: Servidumbre de luces y vistas a favor de la finca colindante.</p>
<p>Propias de la finca:</p>
<p>HIPOTECA: a favor de la entidad CAJA RURAL IMAGINARIA, S.C.C., que responde de 96.000,00 euros de principal, de 7.200,00 euros de intereses ordinarios y de 14.400,00 euros para costas, constituida en escritura de 11 de abril de 2016.</p>
<h2>4. DOCUMENTOS PRESENTADOS PENDIENTES DE DESPACHO</h2><p>No hay.</p>`),
		expected: {
			titular: ['list', 'MARÍA FIGURADA RÍOS'],
			cargas: ['text', 'Con cargas'],
			acreedor: ['text', 'CAJA RURAL IMAGINARIA, S.C.C.'],
			refCatastral: ['text', '4444444GH4444D0004DD'],
			superficie: ['number', '112,60'],
			fechaNota: ['date', '03/11/2026'],
			cargasLista: charges([
				['servidumbre', 'finca colindante', '', ''],
				['hipoteca', 'CAJA RURAL IMAGINARIA, S.C.C.', '96000,00', '11/04/2016'],
			]),
		},
	};
}
