/**
 * Tuning documents drawn another way: HTML laid out by Chromium and printed to PDF (real tables,
 * floats, columns, serif type, landscape, several pages), so pdf.js gives the text items a
 * browser's PDF gives, not the one-string-per-piece of pdf.ts. All names and codes invented.
 */
import { noteProse, noteSections, noteTable } from './htmlNotes.ts';
import { page, type HtmlFixture } from './htmlPage.ts';
import { noteChargesProse, noteFreeTwoPages, noteTablesLandscape } from './htmlVariantNotes.ts';
import { feinMixedColumns, feinModelSentences } from './htmlVariantOffers.ts';
import { payslipCaptions, payslipLandscape } from './htmlVariantPayslips.ts';
import { returnAmountsFirst } from './htmlVariantReturns.ts';

export type { HtmlFixture } from './htmlPage.ts';

/** A payslip in grid tables, as payroll programs print them. */
function payslipGrid(): HtmlFixture {
	const rows: [string, string, string, string][] = [
		['001', 'Salario base', '1.720,00', ''],
		['010', 'Plus de transporte', '95,00', ''],
		['020', 'Antigüedad', '86,00', ''],
		['030', 'P.P. pagas extras', '316,83', ''],
		['101', 'Cotización contingencias comunes 4,70 %', '', '104,49'],
		['102', 'Cotización desempleo 1,55 %', '', '34,46'],
		['103', 'Cotización formación profesional 0,10 %', '', '2,22'],
		['104', 'Cotización MEI 0,15 %', '', '3,33'],
		['120', 'Retención I.R.P.F. 9,50 %', '', '210,72'],
	];
	return {
		id: 'html-nomina-rejilla',
		kind: 'nomina',
		layout:
			'HTML en rejilla: cabecera en tabla de dos columnas, totales en fila, «Total a percibir»',
		html: page(`
<table><tr><th>Empresa</th><th>Trabajador/a</th></tr>
<tr><td>SERVICIOS FIGURADOS DEL NORTE, S.L.U.<br>CIF B00000025<br>C/ Supuesta 9, 33000 Oviedo<br>C.C.C. 33/1234567-01</td>
<td>RUIZ INVENTADA, ELENA<br>NIF 00000009X<br>Nº afiliación 33/10000000-09<br>Fecha antigüedad 03-05-2017<br>Categoría: Administrativa</td></tr></table>
<p>Periodo de liquidación: MAYO 2026 (del 01/05/2026 al 31/05/2026) &nbsp; Días: 31</p>
<table><tr><th>Código</th><th>Concepto</th><th class="r">Devengos</th><th class="r">Deducciones</th></tr>
${rows.map(([c, t, d, x]) => `<tr><td>${c}</td><td>${t}</td><td class="r">${d}</td><td class="r">${x}</td></tr>`).join('')}
<tr class="b"><td></td><td>Totales</td><td class="r">2.217,83</td><td class="r">355,22</td></tr></table>
<table style="width:50%;margin-left:50%;margin-top:8px"><tr><th>Total a percibir</th></tr><tr><td class="r b">1.862,61 €</td></tr></table>
<p>Base de cotización por contingencias comunes: 2.223,17 € &nbsp; Base sujeta a retención del IRPF: 2.218,11 €</p>`),
		scan: true,
		expected: {
			empresa: ['text', 'SERVICIOS FIGURADOS DEL NORTE, S.L.U.'],
			cif: ['text', 'B00000025'],
			trabajador: ['text', 'RUIZ INVENTADA, ELENA'],
			periodo: ['month', '05/2026'],
			bruto: ['money', '2217,83'],
			deducciones: ['money', '355,22'],
			neto: ['money', '1862,61'],
			antiguedad: ['date', '03/05/2017'],
			prorrata: ['text', 'Sí'],
		},
	};
}

/** Two blocks side by side, serif type, «Neto a pagar», amounts with «€», company in the footer. */
function payslipBlocks(): HtmlFixture {
	const earn: [string, string][] = [
		['Sueldo', '2.050,00 €'],
		['Complemento de destino', '310,00 €'],
		['Horas extraordinarias', '120,00 €'],
	];
	const cut: [string, string][] = [
		['Seguridad Social', '158,23 €'],
		['IRPF', '372,00 €'],
		['Anticipo', '100,00 €'],
	];
	const list = (items: [string, string][]) =>
		items
			.map(
				([a, b]) =>
					`<div style="display:flex;justify-content:space-between"><span>${a}</span><span>${b}</span></div>`,
			)
			.join('');
	return {
		id: 'html-nomina-bloques',
		kind: 'nomina',
		layout:
			'HTML con devengos y deducciones lado a lado, «NETO A PAGAR», empresa al pie, sin prorrata',
		html: page(
			`<h1>Recibo de salarios</h1>
<p>Trabajador: PÉREZ SUPUESTO, MARIO &nbsp;·&nbsp; DNI 00000010W &nbsp;·&nbsp; Alta: 15/02/2019</p>
<p>Mes: junio de 2026</p>
<div style="display:flex;gap:30px"><div style="flex:1"><h2>Devengos</h2>${list(earn)}
<div class="b" style="display:flex;justify-content:space-between;margin-top:4px"><span>Total devengado</span><span>2.480,00 €</span></div></div>
<div style="flex:1"><h2>Deducciones</h2>${list(cut)}
<div class="b" style="display:flex;justify-content:space-between;margin-top:4px"><span>Total deducciones</span><span>630,23 €</span></div></div></div>
<div style="border:2px solid #000;width:200px;margin:14px 0 0 auto;padding:6px"><div class="b">NETO A PAGAR</div><div class="b" style="font-size:14px">1.849,77 €</div></div>
<p style="margin-top:40px;font-size:8px">Empresa: Talleres Imaginarios del Sur, S.A. · CIF A00000033 · Avenida Figurada 5, 41000 Sevilla</p>`,
			'body{font-family:"Liberation Serif",serif}',
		),
		expected: {
			empresa: ['text', 'Talleres Imaginarios del Sur, S.A.'],
			cif: ['text', 'A00000033'],
			trabajador: ['text', 'PÉREZ SUPUESTO, MARIO'],
			periodo: ['month', '06/2026'],
			bruto: ['money', '2480,00'],
			deducciones: ['money', '630,23'],
			neto: ['money', '1849,77'],
			antiguedad: ['date', '15/02/2019'],
			prorrata: ['text', 'No'],
		},
	};
}

/** A FEIN by the sections of Anexo I: rates with bonuses first, a bonus table, costs listed. */
function feinSections(): HtmlFixture {
	return {
		id: 'html-fein-secciones',
		kind: 'oferta',
		layout:
			'HTML por secciones del Anexo I: tabla con y sin bonificaciones, tabla de bonificaciones',
		html: page(`<h1>Ficha Europea de Información Normalizada (FEIN)</h1>
<p>El presente documento se extiende para ANA SUPUESTA GIL, a 12/01/2026. Válida hasta el 26/01/2026.</p>
<h2>1. Prestamista</h2><p>Banco Imaginario del Centro, S.A.</p>
<h2>3. Características principales del préstamo</h2>
<p>Importe y moneda del préstamo por conceder: 210.000,00 EUR</p><p>Duración del préstamo: 25 años</p>
<p>Clase de tipo de interés aplicable: fijo</p>
<h2>4. Tipo de interés y otros gastos</h2>
<table><tr><th></th><th>Con bonificaciones</th><th>Sin bonificaciones</th></tr>
<tr><td>Tipo de interés nominal (TIN)</td><td>2,45 %</td><td>3,05 %</td></tr>
<tr><td>Tasa anual equivalente (TAE)</td><td>2,88 %</td><td>3,11 %</td></tr>
<tr><td>Importe de cada cuota</td><td>936,82 €</td><td>1.001,31 €</td></tr></table>
<p>Costes que deben abonarse una sola vez: comisión de apertura: sin comisión; tasación del inmueble: 330,00 €.</p>
<h2>8. Otras obligaciones</h2>
<table><tr><th>Producto</th><th>Coste anual</th><th>Bonificación</th></tr>
<tr><td>Domiciliación de la nómina</td><td>0,00 €</td><td>0,25 puntos</td></tr>
<tr><td>Seguro de hogar</td><td>210,00 €</td><td>0,20 puntos</td></tr>
<tr><td>Seguro de vida</td><td>280,00 €</td><td>0,15 puntos</td></tr></table>
<h2>9. Reembolso anticipado</h2><p>Comisión de reembolso anticipado: 2 % durante los 10 primeros años y 1,5 % después.</p>`),
		scan: true,
		expected: {
			importe: ['money', '210000'],
			plazo: ['number', '25'],
			tipo: ['text', 'Fijo'],
			tin: ['number', '2,45'],
			tinSinBonificar: ['number', '3,05'],
			anosFijo: ['number', ''],
			diferencial: ['number', ''],
			tae: ['number', '2,88'],
			cuota: ['money', '936,82'],
			comision: ['money', '0'],
			gastos: ['money', '330'],
			amortizacion: ['number', '2'],
			vinculados: ['list', 'Nómina domiciliada, Seguro de hogar, Seguro de vida'],
			costeVinculados: ['money', '490'],
		},
	};
}

/** A variable-rate FEIN in paragraphs, serif, the term only in months, landscape. */
function feinProse(): HtmlFixture {
	return {
		id: 'html-fein-prosa-variable',
		kind: 'oferta',
		layout: 'HTML apaisada en párrafos, tipo variable, plazo en meses, comisión en %',
		landscape: true,
		html: page(
			`<h1>Oferta vinculante · Ficha Europea de Información Normalizada</h1>
<p>Caja Figurada de Crédito ofrece un préstamo hipotecario por un importe del préstamo de 160.000,00 euros a devolver en 300 meses mediante cuotas mensuales. El tipo de interés es variable: durante los primeros 12 meses se aplica un tipo de interés inicial del 2,45 % nominal anual; después, el Euríbor a 12 meses más un diferencial de 0,69 %, revisable cada año.</p>
<p>La TAE variable aplicable a su préstamo es 2,98 %. Si el tipo de interés aumentase al 6,50 %, la TAE podría aumentar al 6,81 %.</p>
<p>La cuota inicial será de 713,76 euros. La comisión de apertura es del 0,25 % del importe del préstamo y la tasación del inmueble cuesta 299,00 euros, a cargo del prestatario.</p>
<p>No se exige contratar ningún otro producto. Comisión por reembolso anticipado: 0,15 % del capital reembolsado durante los cinco primeros años.</p>`,
			'body{font-family:"Liberation Serif",serif;font-size:11px}p{max-width:760px}',
		),
		expected: {
			importe: ['money', '160000'],
			plazo: ['number', '25'],
			tipo: ['text', 'Variable'],
			tin: ['number', '2,45'],
			tinSinBonificar: ['number', ''],
			diferencial: ['number', '0,69'],
			tae: ['number', '2,98'],
			cuota: ['money', '713,76'],
			comision: ['money', '400'],
			gastos: ['money', '299'],
			amortizacion: ['number', '0,15'],
			vinculados: ['list', ''],
			costeVinculados: ['money', ''],
		},
	};
}

/** A tax return with the box number first in its own cell. */
function returnTable(): HtmlFixture {
	const rows: [string, string, string][] = [
		['0022', 'Rendimiento neto del trabajo', '24.310,55'],
		['0435', 'Base imponible general', '25.002,10'],
		['0460', 'Base imponible del ahorro', '120,40'],
		['0505', 'Base liquidable general sometida a gravamen', '23.002,10'],
		['0595', 'Cuota resultante de la autoliquidación', '3.118,92'],
		['0670', 'Resultado de la declaración', '-402,17'],
	];
	return {
		id: 'html-renta-casilla-primero',
		kind: 'renta',
		layout: 'HTML en tabla con la casilla antes del concepto',
		html: page(`<h1>Agencia Tributaria · Modelo 100</h1><p>Impuesto sobre la Renta de las Personas Físicas. Ejercicio 2025</p>
<p>NIF 00000014Z · Apellidos y nombre: SUPUESTA ROCA, INÉS</p>
<table><tr><th>Casilla</th><th>Concepto</th><th class="r">Importe</th></tr>
${rows.map(([b, c, v]) => `<tr><td>${b}</td><td>${c}</td><td class="r">${v}</td></tr>`).join('')}</table>`),
		scan: true,
		expected: {
			ejercicio: ['text', '2025'],
			ingresos: ['money', '25002,10'],
			trabajo: ['money', '24310,55'],
			cuota: ['money', '3118,92'],
		},
	};
}

/** A tax return summary in two columns of label and amount, landscape. */
function returnColumns(): HtmlFixture {
	return {
		id: 'html-renta-dos-columnas',
		kind: 'renta',
		layout: 'HTML apaisada en dos columnas de concepto e importe',
		landscape: true,
		html: page(`<h1>Declaración de la Renta 2024 · Resumen</h1><p>Modelo 100 · Ejercicio 2024 · Titular: FIGURADO LEÓN, PABLO (00000015S)</p>
<div style="columns:2;column-gap:40px">
<p>Rendimientos del trabajo</p><p>Rendimiento neto reducido del trabajo ..... 19.640,00</p><p>Rendimiento neto del trabajo ..... 21.640,00</p>
<p>Bases</p><p>Base imponible general ..... 22.015,75</p><p>Base imponible del ahorro ..... 58,12</p>
<p>Cuotas</p><p>Cuota íntegra ..... 3.402,01</p><p>Cuota resultante de la autoliquidación ..... 2.987,44</p>
<p>Resultado</p><p>Resultado de la declaración ..... 112,30</p></div>`),
		expected: {
			ejercicio: ['text', '2024'],
			ingresos: ['money', '22015,75'],
			trabajo: ['money', '21640,00'],
			cuota: ['money', '2987,44'],
		},
	};
}

/** Every HTML tuning document. */
export const htmlFixtures = (): HtmlFixture[] => [
	payslipGrid(),
	payslipBlocks(),
	feinSections(),
	feinProse(),
	noteTable(),
	noteProse(),
	noteSections(),
	returnTable(),
	returnColumns(),
	payslipCaptions(),
	payslipLandscape(),
	feinMixedColumns(),
	feinModelSentences(),
	noteChargesProse(),
	noteTablesLandscape(),
	noteFreeTwoPages(),
	returnAmountsFirst(),
];
