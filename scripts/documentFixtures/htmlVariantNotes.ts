/**
 * Notas simples laid out the ways the other tuning documents do not: the charges as one running
 * paragraph (a mortgage, a tax seizure by the Agencia Tributaria and the fiscal notes, joined by
 * «Asimismo», «Además»), holders under a «Titularidad» heading each on a «Titular:» line; a
 * landscape note with holders and charges in tables whose columns other registries name, the
 * floor area only in the column heading; a free note in lower-case names over two pages. All
 * names and codes invented.
 */
import type { Expectation } from './fixture.ts';
import { page, type HtmlFixture } from './htmlPage.ts';

const charges = (list: [string, string, string, string][]): Expectation => [
	'charges',
	list.map(([tipo, titular, importe, fecha]) => ({ tipo, titular, importe, fecha })),
];

/** Charges as one paragraph of prose, with a tax seizure; «Titular:» lines under a heading. */
export function noteChargesProse(): HtmlFixture {
	return {
		id: 'html-nota-cargas-en-prosa',
		kind: 'nota-simple',
		layout:
			'HTML con las cargas en un solo párrafo («Gravada con…», «Asimismo…», «Además…»), embargo de la Agencia Tributaria, líneas «Titular:» bajo «TITULARIDAD»',
		html: page(
			`<p class="b">REGISTRO DE LA PROPIEDAD DE VEGA SUPUESTA</p>
<p>NOTA SIMPLE INFORMATIVA · Fecha de emisión: 19/10/2026</p>
<h2>DATOS DE LA FINCA</h2>
<p>Finca de Vega Supuesta nº 12.345 · CRU 46000000123456</p>
<p>Urbana. Vivienda en planta tercera, puerta 7, del edificio en la avenida Inventada 14. Sup. construida: 91,20 m2. Sup. útil: 76,05 m2. Ref. catastral 5555555JK5555E0005EE.</p>
<h2>TITULARIDAD</h2>
<p>Titular: ROMERO FIGURADO, ALBERTO &nbsp;&nbsp; N.I.F.: 00000019M &nbsp;&nbsp; 50,00 % del pleno dominio, con carácter ganancial</p>
<p>Titular: SANZ INVENTADA, PAULA &nbsp;&nbsp; N.I.F.: 00000020Y &nbsp;&nbsp; 50,00 % del pleno dominio, con carácter ganancial</p>
<p>Título: compraventa, en escritura autorizada el 12 de junio de 2019.</p>
<h2>CARGAS</h2>
<p>Gravada con una hipoteca a favor de BANCO IMAGINARIO DEL MEDITERRÁNEO, S.A., en garantía de un préstamo de 142.000,00 euros de principal, constituida en escritura de 12 de junio de 2019, inscripción 4ª. Asimismo, consta una anotación preventiva de embargo, letra A, a favor de la Agencia Estatal de Administración Tributaria, en reclamación de 12.430,55 euros, ordenada por mandamiento de 3 de septiembre de 2026. Además, la finca queda afecta durante el plazo de cinco años al pago de la liquidación que proceda por el Impuesto sobre Transmisiones Patrimoniales, según nota al margen de la inscripción 4ª.</p>
<h2>DOCUMENTOS PENDIENTES DE DESPACHO</h2>
<p>No hay documentos pendientes.</p>`,
			'body{font-family:"Liberation Serif",serif;font-size:11px}',
		),
		scan: true,
		expected: {
			titular: ['list', 'ROMERO FIGURADO, ALBERTO; SANZ INVENTADA, PAULA'],
			cargas: ['text', 'Con cargas'],
			acreedor: ['text', 'BANCO IMAGINARIO DEL MEDITERRÁNEO, S.A.'],
			refCatastral: ['text', '5555555JK5555E0005EE'],
			superficie: ['number', '91,20'],
			fechaNota: ['date', '19/10/2026'],
			cargasLista: charges([
				['hipoteca', 'BANCO IMAGINARIO DEL MEDITERRÁNEO, S.A.', '142000,00', '12/06/2019'],
				['embargo', 'Agencia Estatal de Administración Tributaria', '12430,55', '03/09/2026'],
				['afeccion-fiscal', '', '', ''],
			]),
		},
	};
}

/** Landscape; holders and charges in tables with other column names; the area in a heading. */
export function noteTablesLandscape(): HtmlFixture {
	return {
		id: 'html-nota-tablas-apaisada',
		kind: 'nota-simple',
		layout:
			'HTML apaisada: titulares en tabla «Apellidos y nombre / DNI-NIF», cargas en tabla «Naturaleza / Titular / Responsabilidad / Fecha inscripción», superficie con la unidad en el encabezado',
		landscape: true,
		html: page(`<h1>Nota simple · Registro de la Propiedad de Sierra Figurada nº 1</h1>
<table><tr><th>Finca</th><th>Municipio</th><th>Referencia catastral</th><th>Superficie construida (m²)</th><th>Superficie útil (m²)</th></tr>
<tr><td>3.210</td><td>Sierra Figurada</td><td>6666666LM6666F0006FF</td><td class="r">104,55</td><td class="r">88,90</td></tr></table>
<h2>Titulares</h2>
<table><tr><th>Apellidos y nombre</th><th>DNI/NIF</th><th>Participación</th><th>Título</th></tr>
<tr><td>VIDAL SUPUESTO, ÓSCAR</td><td>00000022E</td><td>100 % pleno dominio</td><td>Herencia</td></tr></table>
<h2>Cargas</h2>
<table><tr><th>Naturaleza</th><th>Titular</th><th>Responsabilidad</th><th>Fecha inscripción</th></tr>
<tr><td>Hipoteca</td><td>Caja Rural Supuesta, S.C.C.</td><td>88.500,00 €</td><td>14/01/2021</td></tr>
<tr><td>Anotación preventiva de embargo</td><td>Ayuntamiento de Sierra Figurada</td><td>3.116,40 €</td><td>22/07/2026</td></tr>
<tr><td>Servidumbre de paso</td><td>Finca 3.211</td><td></td><td></td></tr></table>
<p>Información expedida el 05/11/2026, a las 10:42 horas.</p>`),
		scan: true,
		expected: {
			titular: ['list', 'VIDAL SUPUESTO, ÓSCAR'],
			cargas: ['text', 'Con cargas'],
			acreedor: ['text', 'Caja Rural Supuesta, S.C.C.'],
			refCatastral: ['text', '6666666LM6666F0006FF'],
			superficie: ['number', '104,55'],
			fechaNota: ['date', '05/11/2026'],
			cargasLista: charges([
				['hipoteca', 'Caja Rural Supuesta, S.C.C.', '88500,00', '14/01/2021'],
				['embargo', 'Ayuntamiento de Sierra Figurada', '3116,40', '22/07/2026'],
				['servidumbre', 'Finca 3.211', '', ''],
			]),
		},
	};
}

/** Free of charges, holders in mixed case with «Doña», two pages, area before its label. */
export function noteFreeTwoPages(): HtmlFixture {
	const filler = Array.from(
		{ length: 20 },
		(_, i) => `<p>Historial de la finca, asiento ${i + 1}: inscripción de dominio cancelada.</p>`,
	).join('');
	return {
		id: 'html-nota-libre-dos-paginas',
		kind: 'nota-simple',
		layout:
			'HTML de dos páginas, titular en minúsculas con «Doña», superficie antes de su rótulo, «Cargas: no hay» y afección fiscal',
		html: page(
			`<p>Registro de la Propiedad de Puerto Inventado</p><h1>Nota simple informativa</h1>
<p>Finca número 8.080 de Puerto Inventado. Local destinado a vivienda, con 67,30 m² de superficie construida y referencia catastral 7777777NP7777G0007GG.</p>
<p><b>Titularidad.</b> Doña Lucía Imaginaria Páez, con NIF 00000021K, es titular del pleno dominio de la totalidad de esta finca por título de compraventa.</p>
${filler}
<p><b>Cargas.</b> No hay cargas registradas. Afección: la finca queda afecta por cinco años al pago del Impuesto sobre Transmisiones Patrimoniales.</p>
<p>Puerto Inventado, a 28 de octubre de 2026.</p>`,
			'body{font-family:"Liberation Serif",serif;font-size:11px}',
		),
		expected: {
			titular: ['list', 'Lucía Imaginaria Páez'],
			cargas: ['text', 'Sin cargas'],
			acreedor: ['text', ''],
			refCatastral: ['text', '7777777NP7777G0007GG'],
			superficie: ['number', '67,30'],
			fechaNota: ['date', '28/10/2026'],
			cargasLista: charges([['afeccion-fiscal', '', '', '']]),
		},
	};
}
