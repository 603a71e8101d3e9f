import { page, type Fixture } from './fixture.ts';

/** The official model (Orden ESS/2098/2014) as an Aplifisa-style program prints it. */
function official(): Fixture {
	const p = page('Helvetica', 8);
	p.put(150, 40, 'RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS', {
		font: 'Helvetica-Bold',
		size: 10,
	});
	p.put(40, 70, 'Empresa : Talleres Ficticios del Sur, S.L.');
	p.put(40, 82, 'Domicilio : Calle Inventada 1, 41000 Sevilla');
	p.put(40, 94, 'C.I.F. : B00000000');
	p.put(40, 106, 'Cta. cotización S.S. : 41-1234567-00');
	p.put(310, 70, 'Trabajador : Lucía Ejemplo Inventado');
	p.put(310, 82, 'N.I.F. : 00000000T');
	p.put(310, 94, 'Número de afiliación a la Seguridad Social : 41-10000000-00');
	p.put(310, 106, 'Grupo de cotización : 5');
	p.put(310, 118, 'Fecha Antigüedad : 14/09/2020');
	p.put(40, 136, 'Periodo de liquidación : del 01 de octubre al 31 de octubre de 2026');
	p.put(400, 136, 'Total días / horas 30');
	p.put(40, 160, 'I. DEVENGOS', { font: 'Helvetica-Bold' });
	p.put(420, 160, 'IMPORTE');
	p.put(500, 160, 'TOTALES');
	p.put(50, 174, '1. Percepciones salariales');
	p.put(60, 186, 'Salario base');
	p.put(420, 186, '1.650,00');
	p.put(60, 198, 'Plus convenio');
	p.put(420, 198, '190,50');
	p.put(60, 210, 'Prorrata pagas extraordinarias');
	p.put(420, 210, '400,00');
	p.dotted(40, 230, 'A. TOTAL DEVENGADO', 495);
	p.put(500, 230, '2.240,50');
	p.put(40, 254, 'II. DEDUCCIONES', { font: 'Helvetica-Bold' });
	const ded: [string, string, string, string][] = [
		['Contingencias comunes', '2.240,50', '4,70 %', '105,30'],
		['Desempleo', '2.240,50', '1,55 %', '34,73'],
		['Formación profesional', '2.240,50', '0,10 %', '2,24'],
		['MEI', '2.240,50', '0,13 %', '2,91'],
	];
	ded.forEach(([label, base, rate, amount], i) => {
		const y = 268 + i * 12;
		p.put(60, y, label);
		p.put(250, y, base);
		p.put(330, y, rate);
		p.put(420, y, amount);
	});
	p.put(60, 316, 'TOTAL APORTACIONES');
	p.put(420, 316, '145,18');
	p.put(50, 330, '2. Impuesto sobre la renta de las personas físicas');
	p.put(250, 330, '2.240,50');
	p.put(330, 330, '7,00 %');
	p.put(420, 330, '156,84');
	p.dotted(40, 350, 'B. TOTAL A DEDUCIR', 495);
	p.put(500, 350, '302,02');
	p.dotted(40, 374, 'LÍQUIDO TOTAL A PERCIBIR (A - B)', 495);
	p.put(500, 374, '1.938,48', { font: 'Helvetica-Bold' });
	p.put(40, 398, 'Firma y sello de la Empresa SEVILLA, 31 de octubre de 2026');
	p.put(40, 430, 'DETERMINACIÓN DE LAS BASES DE COTIZACIÓN A LA SEGURIDAD SOCIAL', {
		font: 'Helvetica-Bold',
	});
	p.put(300, 444, 'BASE');
	p.put(380, 444, 'TIPO');
	p.put(450, 444, 'APORTACIÓN EMPRESA');
	p.put(50, 458, 'Importe remuneración mensual');
	p.put(300, 458, '2.240,50');
	p.put(50, 470, 'TOTAL');
	p.put(300, 470, '2.240,50');
	p.put(380, 470, '23,60 %');
	p.put(450, 470, '528,76');
	p.put(50, 490, '5. Coste total mensual (TOTAL DEVENGADO+SEG.SOC. EMPRESA)');
	p.put(450, 490, '2.935,36');
	return {
		id: 'nomina-oficial',
		kind: 'nomina',
		layout: 'Modelo oficial con puntos guía (estilo Aplifisa)',
		pages: [p.pieces],
		scan: true,
		expected: {
			empresa: ['text', 'Talleres Ficticios del Sur, S.L.'],
			cif: ['text', 'B00000000'],
			trabajador: ['text', 'Lucía Ejemplo Inventado'],
			periodo: ['month', '10/2026'],
			bruto: ['money', '2240,50'],
			deducciones: ['money', '302,02'],
			neto: ['money', '1938,48'],
			antiguedad: ['date', '14/09/2020'],
			prorrata: ['text', 'Sí'],
		},
	};
}

/** The compact coded format: header rows with values underneath, totals row at the foot. */
function compact(): Fixture {
	const p = page('Courier', 8);
	const row = (y: number, cells: [number, string][]) => cells.forEach(([x, t]) => p.put(x, y, t));
	row(50, [
		[40, 'EMPRESA'],
		[330, 'NIF.'],
		[440, 'Nº INS. S.S.'],
	]);
	row(62, [
		[40, 'INDUSTRIAS IMAGINARIAS DEL NORTE SA'],
		[330, 'A00000000'],
		[440, '48/1234567-89'],
	]);
	row(86, [
		[40, 'TRABAJADOR'],
		[250, 'D.N.I.'],
		[330, 'Nº AFILIACION. S.S.'],
		[450, 'TARIFA'],
		[500, 'ANTIG.'],
	]);
	row(98, [
		[40, 'PEREZ FICTICIO, ANTONIO'],
		[250, '00000001R'],
		[330, '48/10000000-01'],
		[450, '05'],
		[500, '03/02/18'],
	]);
	row(120, [
		[40, 'PERIODO'],
		[90, 'MENS 01 OCT 26 a 31 OCT 26'],
		[330, 'TOT. DIAS'],
		[390, '30'],
	]);
	row(150, [
		[40, 'CUANTIA'],
		[90, 'PRECIO'],
		[150, 'CONCEPTO'],
		[400, 'DEVENGOS'],
		[480, 'DEDUCCIONES'],
	]);
	const lines: [string, string, string, string, string][] = [
		['30,00', '60,000', '001 *SALARIO BASE', '1.800,00', ''],
		['30,00', '8,500', '120 PLUS TRANSPORTE', '255,00', ''],
		['18,00', '4,400', '166 *CATERING EXENTO', '79,20', ''],
		['', '', '995 COTIZACION CONT.COMU 4,70', '', '113,03'],
		['', '', '994 COTIZACION MEI 0,15', '', '3,61'],
		['', '', '996 COTIZACION FORMACION 0,10', '', '2,41'],
		['', '', '997 COTIZACION DESEMPLEO 1,55', '', '37,28'],
		['', '', '999 TRIBUTACION I.R.P.F.1,88', '', '40,17'],
	];
	lines.forEach((cells, i) => {
		const y = 164 + i * 12;
		[40, 90, 150, 400, 480].forEach((x, k) => {
			if (cells[k]) p.put(x, y, cells[k]);
		});
	});
	const foot: [number, string, string][] = [
		[40, 'REM. TOTAL', '2.055,00'],
		[110, 'P.P.EXTRAS', '350,00'],
		[180, 'BASE S.S.', '2.405,00'],
		[250, 'BASE A.T. Y DES.', '2.405,00'],
		[340, 'BASE I.R.P.F.', '2.134,20'],
		[420, 'T. DEVENGADO', '2.134,20'],
		[500, 'T. A DEDUCIR', '196,50'],
	];
	foot.forEach(([x, label, value]) => {
		p.put(x, 300, label, { size: 7 });
		p.put(x, 312, value);
	});
	row(340, [
		[40, 'COSTE EMPRESA'],
		[420, 'LIQUIDO A PERCIBIR'],
	]);
	row(352, [
		[40, '3.140,27'],
		[440, '1.937,70'],
	]);
	return {
		id: 'nomina-codigos',
		kind: 'nomina',
		layout: 'Formato compacto por códigos (cabeceras con el valor debajo)',
		pages: [p.pieces],
		expected: {
			empresa: ['text', 'INDUSTRIAS IMAGINARIAS DEL NORTE SA'],
			cif: ['text', 'A00000000'],
			trabajador: ['text', 'PEREZ FICTICIO, ANTONIO'],
			periodo: ['month', '10/2026'],
			bruto: ['money', '2134,20'],
			deducciones: ['money', '196,50'],
			neto: ['money', '1937,70'],
			antiguedad: ['date', '03/02/2018'],
			prorrata: ['text', 'No'],
		},
	};
}

/** A spreadsheet-like program: header in two columns, totals in a box at the foot. */
function boxed(): Fixture {
	const p = page('Times-Roman', 9);
	p.put(260, 40, 'NÓMINA', { size: 14, font: 'Helvetica-Bold' });
	p.put(40, 70, 'Razón social: Cooperativa Ejemplar de Servicios, S. Coop.');
	p.put(40, 82, 'CIF: F99999999');
	p.put(40, 94, 'Domicilio: Avenida Imaginaria 22, 50000 Zaragoza');
	p.put(330, 70, 'Empleado: Marta Inventada Ruiz');
	p.put(330, 82, 'DNI: 00000002W');
	p.put(330, 94, 'Categoría: Técnica de sistemas');
	p.put(330, 106, 'Fecha de alta: 01/06/2015');
	p.put(40, 124, 'Período: Octubre 2026');
	p.put(330, 124, 'Días: 30');
	const head: [number, string][] = [
		[40, 'Concepto'],
		[300, 'Unidades'],
		[360, 'Precio'],
		[420, 'Devengos'],
		[490, 'Deducciones'],
	];
	head.forEach(([x, t]) => p.put(x, 150, t, { font: 'Helvetica-Bold', size: 8 }));
	const lines: [string, string, string][] = [
		['Sueldo base', '2.100,00', ''],
		['Complemento de puesto', '420,00', ''],
		['Paga extra prorrateada', '420,00', ''],
		['Cotización contingencias comunes (4,70 %)', '', '138,18'],
		['Desempleo (1,55 %)', '', '45,57'],
		['Formación profesional (0,10 %)', '', '2,94'],
		['MEI (0,13 %)', '', '3,82'],
		['Retención IRPF (16,00 %)', '', '470,40'],
	];
	lines.forEach(([label, dev, ded], i) => {
		const y = 166 + i * 13;
		p.put(40, y, label);
		if (dev) p.put(420, y, dev);
		if (ded) p.put(490, y, ded);
	});
	p.put(40, 290, 'Base de cotización 2.940,00');
	p.put(200, 290, 'Base IRPF 2.940,00');
	p.put(40, 304, 'IBAN ES12 **** **** 1234');
	const box: [number, string, string][] = [
		[300, 'Total haberes', '2.940,00'],
		[390, 'Total deducciones', '660,91'],
		[480, 'Neto a percibir', '2.279,09'],
	];
	box.forEach(([x, label, value]) => {
		p.put(x, 330, label, { font: 'Helvetica-Bold', size: 8 });
		p.put(x + 6, 344, value);
	});
	return {
		id: 'nomina-caja-totales',
		kind: 'nomina',
		layout: 'Programa con recuadro de totales al pie',
		pages: [p.pieces],
		expected: {
			empresa: ['text', 'Cooperativa Ejemplar de Servicios, S. Coop.'],
			cif: ['text', 'F99999999'],
			trabajador: ['text', 'Marta Inventada Ruiz'],
			periodo: ['month', '10/2026'],
			bruto: ['money', '2940,00'],
			deducciones: ['money', '660,91'],
			neto: ['money', '2279,09'],
			antiguedad: ['date', '01/06/2015'],
			prorrata: ['text', 'Sí'],
		},
	};
}

export const payslipFixtures = (): Fixture[] => [official(), compact(), boxed()];
