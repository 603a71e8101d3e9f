/**
 * Payslips laid out the ways payroll programs print them that the other tuning documents do not:
 * captions under their values (the official model's boxes), «A. TOTAL DEVENGADO» / «B. TOTAL A
 * DEDUCIR» / «LÍQUIDO TOTAL A PERCIBIR (A-B)»; landscape with the header at the right, amounts
 * with a decimal point and other wordings of the totals. All names and codes invented.
 */
import { page, type HtmlFixture } from './htmlPage.ts';

/** Captions under the values, as the boxes of the official model print them. */
export function payslipCaptions(): HtmlFixture {
	const boxes = (cells: [string, string][]) =>
		`<table class="boxes"><tr>${cells.map(([v]) => `<td>${v}</td>`).join('')}</tr><tr class="cap">${cells
			.map(([, c]) => `<td>${c}</td>`)
			.join('')}</tr></table>`;
	const rows: [string, string, string][] = [
		['Salario base', '1.840,00', ''],
		['Plus convenio', '160,00', ''],
		['Prorrata pagas extraordinarias', '333,33', ''],
		['Plus de nocturnidad', '179,07', ''],
		['Contingencias comunes 4,70 %', '', '118,08'],
		['Desempleo 1,55 %', '', '38,94'],
		['Formación profesional 0,10 %', '', '2,51'],
		['Mecanismo de equidad intergeneracional 0,15 %', '', '3,77'],
		['Retención IRPF 13,38 %', '', '336,16'],
	];
	return {
		id: 'html-nomina-rotulos-debajo',
		kind: 'nomina',
		layout:
			'HTML con los rótulos debajo de cada valor (casillas del modelo oficial), «A. TOTAL DEVENGADO», «LÍQUIDO TOTAL A PERCIBIR (A-B)»',
		html: page(
			`<p class="b">RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS</p>
${boxes([
	['CONSTRUCCIONES FICTICIAS DE LEVANTE, S.L.', 'Empresa'],
	['Calle Imaginaria 40, 46000 Valencia', 'Domicilio'],
	['B00000058', 'C.I.F.'],
	['46/7654321-02', 'C.C.C.'],
])}
${boxes([
	['MOLINA SUPUESTA, RAQUEL', 'Trabajador/a'],
	['00000017A', 'N.I.F.'],
	['46/20000000-17', 'Nº afiliación S.S.'],
	['01/09/2020', 'Antigüedad'],
	['Oficial de 1ª', 'Categoría'],
])}
<p>Periodo de liquidación: del 01/04/2026 al 30/04/2026 &nbsp;&nbsp; Total días: 30</p>
<p class="b">I. DEVENGOS &nbsp;&nbsp;&nbsp;&nbsp;&nbsp; II. DEDUCCIONES</p>
<table class="plain">${rows.map(([c, d, x]) => `<tr><td>${c}</td><td class="r">${d}</td><td class="r">${x}</td></tr>`).join('')}</table>
<table class="plain"><tr class="b"><td>A. TOTAL DEVENGADO</td><td class="r">2.512,40</td><td>B. TOTAL A DEDUCIR</td><td class="r">499,46</td></tr></table>
<p class="b" style="text-align:right">LÍQUIDO TOTAL A PERCIBIR (A-B) &nbsp;&nbsp; 2.012,94</p>
<p>Valencia, 30 de abril de 2026. &nbsp; Recibí,</p>`,
			`.boxes td{border:1px solid #999;border-bottom:none}.boxes .cap td{border:1px solid #999;border-top:none;font-size:7px;color:#444}
.plain td{border:none;padding:1px 6px}`,
		),
		scan: true,
		expected: {
			empresa: ['text', 'CONSTRUCCIONES FICTICIAS DE LEVANTE, S.L.'],
			cif: ['text', 'B00000058'],
			trabajador: ['text', 'MOLINA SUPUESTA, RAQUEL'],
			periodo: ['month', '04/2026'],
			bruto: ['money', '2512,40'],
			deducciones: ['money', '499,46'],
			neto: ['money', '2012,94'],
			antiguedad: ['date', '01/09/2020'],
			prorrata: ['text', 'Sí'],
		},
	};
}

/** Landscape, header block at the right, amounts with a decimal point, «Líquido a ingresar». */
export function payslipLandscape(): HtmlFixture {
	const earn: [string, string][] = [
		['Sueldo base', '2105.00'],
		['Complemento puesto', '412.50'],
		['Incentivos', '150.00'],
	];
	const cut: [string, string][] = [
		['Cotización trabajador S.S.', '173.35'],
		['Retención a cuenta IRPF', '426.80'],
	];
	const rows = (items: [string, string][]) =>
		items.map(([a, b]) => `<tr><td>${a}</td><td class="r">${b}</td></tr>`).join('');
	return {
		id: 'html-nomina-apaisada-punto',
		kind: 'nomina',
		layout:
			'HTML apaisada: trabajador a la izquierda y empresa a la derecha, importes con punto decimal, «Suma devengos», «Líquido a ingresar»',
		landscape: true,
		html: page(
			`<div style="display:flex;justify-content:space-between">
<div><p>Nombre y apellidos: ANDRÉS FIGURADO LLORENTE</p><p>D.N.I.: 00000018G</p><p>Fecha de alta: 05.11.2018</p><p>Grupo profesional: Técnico</p></div>
<div style="text-align:right"><p class="b">DISTRIBUCIONES SUPUESTAS DEL EBRO, S.A.</p><p>N.I.F. A00000066</p><p>Polígono Inventado, nave 7, 50000 Zaragoza</p></div></div>
<p>Período: marzo 2026 &nbsp;&nbsp; Pagas extraordinarias: no prorrateadas</p>
<div style="display:flex;gap:60px"><div style="flex:1"><table class="plain"><tr class="b"><td>Percepciones</td><td class="r">Importe</td></tr>${rows(earn)}
<tr class="b"><td>Suma devengos</td><td class="r">2667.50</td></tr></table></div>
<div style="flex:1"><table class="plain"><tr class="b"><td>Descuentos</td><td class="r">Importe</td></tr>${rows(cut)}
<tr class="b"><td>Suma deducciones</td><td class="r">600.15</td></tr></table></div></div>
<p class="b" style="margin-top:12px">Líquido a ingresar en cuenta: 2067.35 EUR</p>`,
			'.plain td{border:none;padding:1px 6px}',
		),
		scan: true,
		expected: {
			empresa: ['text', 'DISTRIBUCIONES SUPUESTAS DEL EBRO, S.A.'],
			cif: ['text', 'A00000066'],
			trabajador: ['text', 'ANDRÉS FIGURADO LLORENTE'],
			periodo: ['month', '03/2026'],
			bruto: ['money', '2667,50'],
			deducciones: ['money', '600,15'],
			neto: ['money', '2067,35'],
			antiguedad: ['date', '05/11/2018'],
			prorrata: ['text', 'No'],
		},
	};
}
