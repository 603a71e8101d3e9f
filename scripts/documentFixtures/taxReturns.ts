import { page, type Fixture } from './fixture.ts';

type Row = [label: string, box: string, amount: string];

/** The official two-page form: label, leader dots, box number, then the amount. */
function official(): Fixture {
	const header = (n: number) => {
		const p = page('Helvetica', 8);
		p.put(40, 40, 'Modelo 100', { font: 'Helvetica-Bold', size: 11 });
		p.put(130, 40, 'Declaración del Impuesto sobre la Renta de las Personas Físicas');
		p.put(440, 40, 'Ejercicio 2025');
		p.put(520, 40, `Página ${n}`);
		p.put(40, 58, 'NIF 00000000T');
		p.put(160, 58, 'Apellidos y nombre INVENTADO EJEMPLO, LUCÍA');
		return p;
	};
	const rows = (p: ReturnType<typeof header>, y0: number, list: Row[]) =>
		list.forEach(([label, box, amount], i) => {
			const y = y0 + i * 16;
			p.dotted(40, y, label, 430);
			p.put(440, y, box, { font: 'Helvetica-Bold' });
			p.put(485, y, amount);
		});
	const one = header(1);
	one.put(40, 90, 'Rendimientos del trabajo', { font: 'Helvetica-Bold' });
	rows(one, 108, [
		['Retribuciones dinerarias', '0003', '31.500,00'],
		['Total ingresos computables', '0012', '31.500,00'],
		['Cotizaciones a la Seguridad Social', '0013', '2.016,00'],
		['Rendimiento neto previo [(0012) - (0013)]', '0018', '29.484,00'],
		['Otros gastos deducibles', '0019', '2.000,00'],
		['Rendimiento neto del trabajo [(0018) - (0019)]', '0022', '27.484,00'],
		['Reducción por obtención de rendimientos del trabajo', '0023', '0,00'],
		['Rendimiento neto reducido del trabajo', '0025', '27.484,00'],
	]);
	const two = header(2);
	two.put(40, 90, 'Base imponible general y del ahorro', { font: 'Helvetica-Bold' });
	rows(two, 108, [
		['Base imponible general', '0435', '28.105,20'],
		['Base imponible del ahorro', '0460', '312,40'],
		['Base liquidable general sometida a gravamen', '0505', '25.105,20'],
		['Cuota íntegra estatal', '0545', '2.300,11'],
		['Cuota resultante de la autoliquidación', '0595', '4.210,33'],
		['Retenciones y demás pagos a cuenta', '0609', '4.822,78'],
		['Resultado de la declaración', '0670', '-612,45'],
	]);
	return {
		id: 'renta-oficial',
		kind: 'renta',
		layout: 'Modelo oficial de dos páginas (casilla antes del importe)',
		pages: [one.pieces, two.pieces],
		scan: true,
		expected: {
			ejercicio: ['text', '2025'],
			ingresos: ['money', '28105,20'],
			trabajo: ['money', '27484'],
			cuota: ['money', '4210,33'],
		},
	};
}

/** Amount before the box number, with property data (cadastral reference, %, days) as traps. */
function amountFirst(): Fixture {
	const p = page('Times-Roman', 9);
	p.put(40, 40, 'AGENCIA TRIBUTARIA', { font: 'Helvetica-Bold' });
	p.put(40, 56, 'Declaración de la Renta - Modelo 100 - Ejercicio: 2024');
	p.put(40, 72, 'Titular: PEDRO FICTICIO LÓPEZ   NIF: 00000003A');
	const rows: Row[] = [
		['Rendimiento neto del trabajo', '0022', '26.950,00'],
		['Rendimiento neto reducido del trabajo', '0025', '26.950,00'],
		['Referencia catastral 1234567AB1234C0001DE', '', ''],
		['Porcentaje de titularidad 50,00 %   Días de imputación 365', '', ''],
		['Rendimiento neto [(180)-(220) ó (180)-(223)]', '0156', '1.250,00'],
		['Base imponible general', '0435', '33.420,75'],
		['Base liquidable general sometida a gravamen', '0505', '31.420,75'],
		['Cuota resultante de la autoliquidación', '0595', '5.702,18'],
		['Resultado de la declaración', '0670', '411,06'],
	];
	rows.forEach(([label, box, amount], i) => {
		const y = 100 + i * 15;
		p.put(40, y, label);
		if (amount) p.put(380, y, amount);
		if (box) p.put(470, y, box);
	});
	return {
		id: 'renta-importe-antes',
		kind: 'renta',
		layout: 'Importe antes de la casilla, con datos de inmuebles',
		pages: [p.pieces],
		expected: {
			ejercicio: ['text', '2024'],
			ingresos: ['money', '33420,75'],
			trabajo: ['money', '26950'],
			cuota: ['money', '5702,18'],
		},
	};
}

/** A summary table (Concepto | Casilla | Importe) with a receipt number as a trap. */
function summary(): Fixture {
	const p = page('Helvetica', 8.5);
	p.put(40, 40, 'EJERCICIO 2025 - RESUMEN DE LA DECLARACIÓN (MODELO 100)', {
		font: 'Helvetica-Bold',
	});
	p.put(40, 56, 'Número de justificante: 1001234567890');
	p.put(40, 84, 'Concepto', { font: 'Helvetica-Bold' });
	p.put(380, 84, 'Casilla', { font: 'Helvetica-Bold' });
	p.put(470, 84, 'Importe', { font: 'Helvetica-Bold' });
	const rows: Row[] = [
		['Rendimiento neto del trabajo', '0022', '19.870,40'],
		['Base imponible general', '0435', '21.004,10'],
		['Base liquidable general sometida a gravamen', '0505', '19.004,10'],
		['Cuota resultante de la autoliquidación', '0595', '2.611,45'],
		['Resultado de la declaración (a devolver)', '0670', '-301,22'],
	];
	rows.forEach(([label, box, amount], i) => {
		const y = 100 + i * 14;
		p.put(40, y, label);
		p.put(385, y, box);
		p.put(470, y, amount);
	});
	return {
		id: 'renta-resumen',
		kind: 'renta',
		layout: 'Resumen en tabla Concepto, Casilla, Importe',
		pages: [p.pieces],
		expected: {
			ejercicio: ['text', '2025'],
			ingresos: ['money', '21004,10'],
			trabajo: ['money', '19870,40'],
			cuota: ['money', '2611,45'],
		},
	};
}

export const taxReturnFixtures = (): Fixture[] => [official(), amountFirst(), summary()];
