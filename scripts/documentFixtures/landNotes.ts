import { page, type Fixture } from './fixture.ts';

/** Running text, one section after another, with a mortgage in favour of a bank. */
function prose(): Fixture {
	const p = page('Times-Roman', 9.5);
	const lines = [
		'REGISTRO DE LA PROPIEDAD DE VILLAFICTICIA N.º 2',
		'NOTA SIMPLE INFORMATIVA',
		'Fecha de emisión: 12/11/2026',
		'DATOS REGISTRALES',
		'Finca de Villaficticia nº: 12345     IDUFIR: 28000000000000',
		'Tomo: 1234   Libro: 321   Folio: 45   Inscripción: 3ª',
		'DESCRIPCIÓN DE LA FINCA',
		'URBANA: Vivienda situada en la calle Inventada número 7, planta segunda, puerta B.',
		'Superficie construida: 85,40 m². Cuota: 4,25 %.',
		'Referencia catastral: 9872023VH5797S0001WX',
		'TITULARIDAD',
		'JOSÉ EJEMPLO INVENTADO, con DNI 00000000T, titular del 100 % del pleno dominio por título',
		'de compraventa, según la inscripción 3ª.',
		'CARGAS',
		'Hipoteca a favor de Banco Ficticio del Ebro, S.A., en garantía de un préstamo de 150.000,00',
		'euros de principal, según la inscripción 4ª.',
		'Afecta durante el plazo de cinco años al pago de la liquidación del impuesto.',
		'DOCUMENTOS PRESENTADOS Y PENDIENTES DE DESPACHO: No hay.',
	];
	lines.forEach((t, i) => p.put(50, 50 + i * 15, t));
	return {
		id: 'nota-prosa',
		kind: 'nota-simple',
		layout: 'Texto corrido por secciones, con hipoteca',
		pages: [p.pieces],
		expected: {
			titular: ['list', 'JOSÉ EJEMPLO INVENTADO'],
			cargas: ['text', 'Con cargas'],
			acreedor: ['text', 'Banco Ficticio del Ebro, S.A.'],
			refCatastral: ['text', '9872023VH5797S0001WX'],
			superficie: ['number', '85,40'],
			fechaNota: ['date', '12/11/2026'],
			cargasLista: [
				'charges',
				[
					{
						tipo: 'hipoteca',
						titular: 'Banco Ficticio del Ebro, S.A.',
						importe: '150000,00',
						fecha: '',
					},
					{ tipo: 'afeccion-fiscal', titular: '', importe: '', fecha: '' },
				],
			],
		},
	};
}

/** Holders in a table, letter-spaced heading, free of charges except tax notes. */
function holdersTable(): Fixture {
	const p = page('Helvetica', 8.5);
	p.put(40, 40, 'Registro de la Propiedad de Ciudad Imaginaria número 1', {
		font: 'Helvetica-Bold',
	});
	p.put(40, 56, 'Nota simple');
	p.put(40, 76, 'Finca 4.567 de Ciudad Imaginaria     CRU: 12000000000001');
	p.put(40, 96, 'Descripción', { font: 'Helvetica-Bold' });
	p.put(40, 110, 'Urbana. Piso tercero izquierda de la casa número 3 de la calle Supuesta.');
	p.put(40, 122, 'Superficie construida: 90,10 m²; útil: 72,15 m².');
	p.put(40, 134, 'Referencia catastral 1234567AB1234C0001DE');
	p.put(40, 160, 'TITULARES', { font: 'Helvetica-Bold' });
	const head: [number, string][] = [
		[40, 'Titular'],
		[250, 'NIF'],
		[330, 'Participación'],
		[450, 'Título'],
	];
	head.forEach(([x, t]) => p.put(x, 176, t, { font: 'Helvetica-Bold' }));
	const rows = [
		['MARTA INVENTADA RUIZ', '00000002W', '50 % pleno dominio', 'Compraventa'],
		['PEDRO FICTICIO LÓPEZ', '00000003A', '50 % pleno dominio', 'Compraventa'],
	];
	rows.forEach((cells, r) => cells.forEach((t, k) => p.put(head[k]?.[0] ?? 40, 190 + r * 13, t)));
	p.put(40, 230, 'C A R G A S', { font: 'Helvetica-Bold' });
	p.put(40, 244, 'Libre de cargas, salvo las afecciones fiscales que se indican.');
	p.put(
		40,
		256,
		'Afección fiscal: durante cinco años al pago de la liquidación, autoliquidado con',
	);
	p.put(40, 268, '3.200,00 euros.');
	return {
		id: 'nota-tabla-titulares',
		kind: 'nota-simple',
		layout: 'Titulares en tabla, libre de cargas',
		pages: [p.pieces],
		scan: true,
		expected: {
			titular: ['list', 'MARTA INVENTADA RUIZ; PEDRO FICTICIO LÓPEZ'],
			cargas: ['text', 'Sin cargas'],
			acreedor: ['text', ''],
			refCatastral: ['text', '1234567AB1234C0001DE'],
			superficie: ['number', '90,10'],
			fechaNota: ['date', ''],
			cargasLista: [
				'charges',
				[{ tipo: 'afeccion-fiscal', titular: '', importe: '3200,00', fecha: '' }],
			],
		},
	};
}

/** Summary headings with the value on the next line. */
function summaries(): Fixture {
	const p = page('Courier', 8.5);
	const lines = [
		'REGISTRO DE LA PROPIEDAD DE PUEBLO SUPUESTO',
		'NOTA SIMPLE INFORMATIVA',
		'DATOS DE LA FINCA',
		'Finca: 778 de Pueblo Supuesto. Vivienda unifamiliar en la calle Figurada 12.',
		'Superficie: 110 metros cuadrados.',
		'Ref. Catastral: 5555501XY1234N0002QR',
		'RESUMEN DE TITULARES',
		'ANA PRUEBA SÁNCHEZ (DNI 00000004G), 100% del pleno dominio con carácter privativo.',
		'RESUMEN DE CARGAS',
		'Hipoteca a favor de CAJA IMAGINARIA DE AHORROS, con un principal de 98.000,00 euros,',
		'intereses ordinarios y de demora, costas y gastos. Inscripción 2ª.',
		'ASIENTOS DEL DIARIO: sin asientos pendientes.',
	];
	lines.forEach((t, i) => p.put(40, 50 + i * 14, t));
	return {
		id: 'nota-resumenes',
		kind: 'nota-simple',
		layout: 'Resúmenes de titulares y cargas',
		pages: [p.pieces],
		expected: {
			titular: ['list', 'ANA PRUEBA SÁNCHEZ'],
			cargas: ['text', 'Con cargas'],
			acreedor: ['text', 'CAJA IMAGINARIA DE AHORROS'],
			refCatastral: ['text', '5555501XY1234N0002QR'],
			superficie: ['number', '110'],
			fechaNota: ['date', ''],
			cargasLista: [
				'charges',
				[
					{
						tipo: 'hipoteca',
						titular: 'CAJA IMAGINARIA DE AHORROS',
						importe: '98000,00',
						fecha: '',
					},
				],
			],
		},
	};
}

export const landNoteFixtures = (): Fixture[] => [prose(), holdersTable(), summaries()];
