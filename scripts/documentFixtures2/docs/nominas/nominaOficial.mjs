import { es, mMoney, D, mDate, mMonth, nif } from '../../lib/format.mjs';
import { calcNomina, pct } from '../../lib/nomina.mjs';

// ---------------------------------------------------------------------------------------------
// N1. Modelo oficial (Orden ESS/2098/2014), cabecera en dos columnas, empresa a la izquierda.
export function nominaOficial() {
	const empresa = 'Talleres Inventados del Jarama, S.L.';
	const cif = 'B00471235';
	const trabajador = 'Irene Salcedo Ficticia';
	const antig = D(14, 9, 2019);
	const dev = [
		{ c: 'Salario base', a: 172000, g: 1 },
		{ c: 'Complemento personal de antigüedad', a: 8600, g: 1 },
		{ c: 'Plus de convenio', a: 14250, g: 1 },
		{ c: 'Prorrata de gratificaciones extraordinarias', a: 30100, g: 1 },
		{ c: 'Plus de transporte (otras percepciones no salariales)', a: 8840, g: 2 },
	];
	const bruto0 = dev.reduce((s, d) => s + d.a, 0);
	const n = calcNomina({
		devengos: dev,
		ss: [
			{ c: 'Contingencias comunes', base: bruto0, rate: '4,70' },
			{ c: 'Mecanismo de Equidad Intergeneracional', base: bruto0, rate: '0,15' },
			{ c: 'Desempleo', base: bruto0, rate: '1,55' },
			{ c: 'Formación Profesional', base: bruto0, rate: '0,10' },
		],
		irpf: { base: bruto0, rate: '13,50' },
		otras: [],
	});
	const emp = [
		['Contingencias comunes', '23,60'],
		['AT y EP', '1,50'],
		['Desempleo', '5,50'],
		['Formación Profesional', '0,60'],
		['Fondo de Garantía Salarial', '0,20'],
		['MEI', '0,75'],
	];
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 11mm 13mm 10mm 13mm; }
body { font-family: 'Liberation Serif', serif; font-size: 10pt; color: #111; }
h1 { font-size: 12pt; text-align: center; margin: 0 0 6px; letter-spacing: .5px; }
table { border-collapse: collapse; width: 100%; }
.cab td { border: 1px solid #333; vertical-align: top; padding: 5px 7px; width: 50%; line-height: 1.45; }
.per { border: 1px solid #333; border-top: none; padding: 4px 7px; display: flex; justify-content: space-between; }
.cuerpo { margin-top: 8px; }
.cuerpo th { border: 1px solid #333; background: #e6e6e6; font-size: 9.5pt; padding: 3px 6px; }
.cuerpo td { border-left: 1px solid #333; border-right: 1px solid #333; padding: 1.5px 6px; }
.cuerpo td.n { text-align: right; white-space: nowrap; width: 82px; }
.cuerpo td.t { text-align: right; white-space: nowrap; width: 60px; }
.sec td { font-weight: bold; padding-top: 6px; }
.sub td { padding-left: 18px; }
.sub2 td:first-child { padding-left: 32px; }
.tot td { border-top: 1px solid #333; border-bottom: 1px solid #333; font-weight: bold; }
.liq { margin-top: 8px; border: 2px solid #111; padding: 6px 9px; display: flex; justify-content: space-between; font-weight: bold; font-size: 11.5pt; }
.firma { display: flex; justify-content: space-between; margin: 8px 0 8px; font-size: 10pt; }
.firma div { width: 45%; height: 48px; border-bottom: 1px dotted #555; }
.bases th, .bases td { border: 1px solid #333; padding: 1.5px 6px; font-size: 9pt; }
.bases th { background: #e6e6e6; }
.bases td.n { text-align: right; white-space: nowrap; }
.pie { font-size: 8pt; margin-top: 6px; color: #333; }
</style></head><body>
<h1>RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS</h1>
<table class="cab"><tr>
<td><b>Empresa:</b> ${empresa}<br><b>Domicilio:</b> Polígono Los Almendros, nave 7, 28999 Villaclara de Henares (Madrid)<br><b>CIF:</b> ${cif}<br><b>CCC:</b> 00/1234567/89</td>
<td><b>Trabajador:</b> ${trabajador}<br><b>NIF:</b> ${nif(734512)}<br><b>Núm. Afil. Seguridad Social:</b> 00/12345678/90<br><b>Grupo profesional:</b> Oficial administrativa de 1.ª<br><b>Grupo de Cotización:</b> 5 &nbsp;&nbsp; <b>Antigüedad:</b> ${mDate(antig)}</td>
</tr></table>
<div class="per"><span><b>Periodo de liquidación:</b> del 01 de octubre al 31 de octubre de 2026</span><span><b>Total días:</b> 30</span></div>
<table class="cuerpo">
<tr><th style="text-align:left">I. DEVENGOS</th><th>TIPO</th><th>IMPORTE</th><th>TOTALES</th></tr>
<tr class="sec"><td>1. Percepciones salariales</td><td></td><td></td><td></td></tr>
${dev.filter((d) => d.g === 1).map((d) => `<tr class="sub"><td>${d.c}</td><td></td><td class="n">${es(d.a)}</td><td class="t"></td></tr>`).join('')}
<tr class="sub"><td>Horas extraordinarias</td><td></td><td class="n">—</td><td></td></tr>
<tr class="sub"><td>Salario en especie</td><td></td><td class="n">—</td><td></td></tr>
<tr class="sec"><td>2. Percepciones no salariales</td><td></td><td></td><td></td></tr>
${dev.filter((d) => d.g === 2).map((d) => `<tr class="sub"><td>${d.c}</td><td></td><td class="n">${es(d.a)}</td><td class="t"></td></tr>`).join('')}
<tr class="tot"><td>A. TOTAL DEVENGADO</td><td></td><td></td><td class="t">${es(n.bruto)}</td></tr>
<tr><th style="text-align:left">II. DEDUCCIONES</th><th>TIPO</th><th>IMPORTE</th><th>TOTALES</th></tr>
<tr class="sec"><td>1. Aportación del trabajador a las cotizaciones a la Seguridad Social y conceptos de recaudación conjunta</td><td></td><td></td><td></td></tr>
${n.ssLines.map((l) => `<tr class="sub"><td>${l.c}</td><td class="n">${l.rate} %</td><td class="n">${es(l.a)}</td><td></td></tr>`).join('')}
<tr class="sub"><td><b>TOTAL APORTACIONES</b></td><td></td><td></td><td class="t">${es(n.totalAport)}</td></tr>
<tr class="sec"><td>2. Impuesto sobre la renta de las personas físicas</td><td class="n">${n.irpfLine.rate} %</td><td class="n"></td><td class="t">${es(n.irpfLine.a)}</td></tr>
<tr class="sec"><td>3. Anticipos</td><td></td><td></td><td class="t">0,00</td></tr>
<tr class="sec"><td>4. Valor de los productos recibidos en especie</td><td></td><td></td><td class="t">0,00</td></tr>
<tr class="sec"><td>5. Otras deducciones</td><td></td><td></td><td class="t">0,00</td></tr>
<tr class="tot"><td>B. TOTAL A DEDUCIR</td><td></td><td></td><td class="t">${es(n.deducciones)}</td></tr>
</table>
<div class="liq"><span>LÍQUIDO TOTAL A PERCIBIR (A-B)</span><span>${es(n.neto)}</span></div>
<div class="firma"><span>Villaclara de Henares, 31 de octubre de 2026<br>Firma y sello de la empresa</span><span style="text-align:right">RECIBÍ</span></div>
<table class="bases">
<tr><th colspan="4" style="font-size:8.6pt">DETERMINACIÓN DE LAS BASES DE COTIZACIÓN A LA SEGURIDAD SOCIAL Y CONCEPTOS DE RECAUDACIÓN CONJUNTA Y DE LA BASE SUJETA A RETENCIÓN DEL IRPF Y APORTACIÓN DE LA EMPRESA</th></tr>
<tr><th style="text-align:left">Concepto</th><th>BASE</th><th>TIPO</th><th>APORTACIÓN EMPRESA</th></tr>
<tr><td>1. Contingencias comunes — Importe remuneración mensual</td><td class="n">${es(n.bruto - 30100)}</td><td></td><td></td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;Importe prorrata pagas extraordinarias</td><td class="n">${es(30100)}</td><td></td><td></td></tr>
${emp.map(([c, r]) => `<tr><td>${c === 'Contingencias comunes' ? '&nbsp;&nbsp;&nbsp;TOTAL' : '2. ' + c}</td><td class="n">${es(n.bruto)}</td><td class="n">${r} %</td><td class="n">${es(pct(n.bruto, r))}</td></tr>`).join('')}
<tr><td>3. Cotización adicional horas extraordinarias</td><td class="n">0,00</td><td></td><td></td></tr>
<tr><td>4. Base sujeta a retención del IRPF</td><td class="n">${es(n.bruto)}</td><td></td><td></td></tr>
</table>
<div class="pie">Transferencia a la cuenta ES00 **** **** **** **** 7316. Recibo ajustado al modelo oficial (Orden ESS/2098/2014).</div>
</body></html>`;
	return {
		id: 'nomina-modelo-oficial-dos-columnas',
		kind: 'nomina',
		layout: 'Modelo oficial de la Orden ESS/2098/2014 en tabla, cabecera a dos columnas (empresa a la izquierda), columnas IMPORTE/TOTALES, prorrata de pagas en devengos',
		html,
		scans: [{ dpi: 200, angle: -1.4, grey: true, noise: 7, blur: 0.55, seed: 11 }],
		expected: {
			empresa: ['text', empresa],
			cif: ['text', cif],
			trabajador: ['text', trabajador],
			periodo: ['month', mMonth(10, 2026)],
			bruto: ['money', mMoney(n.bruto)],
			deducciones: ['money', mMoney(n.deducciones)],
			neto: ['money', mMoney(n.neto)],
			antiguedad: ['date', mDate(antig)],
			prorrata: ['text', 'Sí'],
		},
		evidence: {
			empresa, cif, trabajador, periodo: 'del 01 de octubre al 31 de octubre de 2026',
			bruto: es(n.bruto), deducciones: es(n.deducciones), neto: es(n.neto), antiguedad: mDate(antig),
			prorrata: 'Prorrata de gratificaciones extraordinarias', textIsPhrase: ['prorrata'],
		},
		check: () => n.bruto - n.deducciones === n.neto,
	};
}
