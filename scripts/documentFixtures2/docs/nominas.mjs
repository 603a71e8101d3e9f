// Six payslips (recibos de salarios) drawn as HTML from the values, in the styles of different
// payroll programs. Every figure printed comes from calcNomina; the manifest takes the same numbers.
import { es, esPlain, dot, mMoney, D, mDate, mMonth, nif, MESES, MES3 } from '../lib/format.mjs';
import { calcNomina, pct } from '../lib/nomina.mjs';

const row = (cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;

// ---------------------------------------------------------------------------------------------
// N1. Modelo oficial (Orden ESS/2098/2014), cabecera en dos columnas, empresa a la izquierda.
function nominaOficial() {
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

// ---------------------------------------------------------------------------------------------
// N2. Formato compacto por códigos, apaisado; bloque de empresa a la derecha; cabeceras con el
// valor debajo; P.P.EXTRAS solo como base (pagas no prorrateadas).
function nominaCodigos() {
	const empresa = 'CONSTRUCCIONES IMAGINARIAS DEL NORTE, S.A.';
	const cif = 'A00938214';
	const trabajador = 'ALAMEDA FICTICIO, SERGIO';
	const antig = D(3, 2, 2016);
	const dev = [
		{ q: '30,00', p: '58,500', code: '001', c: '*SALARIO BASE', a: 175500 },
		{ q: '', p: '', code: '012', c: '*PLUS CONVENIO', a: 21000 },
		{ q: '6,00', p: '21,150', code: '020', c: '*HORAS EXTRAORDINARIAS', a: 12690 },
		{ q: '18,00', p: '4,400', code: '166', c: '*DIETAS EXENTAS', a: 7920 },
	];
	const ppextras = Math.round(((175500 + 21000) * 2) / 12); // 32750
	const baseCC = 175500 + 21000 + ppextras;
	const baseAT = baseCC + 12690;
	const baseIRPF = 175500 + 21000 + 12690;
	const n = calcNomina({
		devengos: dev,
		ss: [
			{ code: '995', c: 'COTIZACION CONT.COMU', base: baseCC, rate: '4,70' },
			{ code: '994', c: 'COTIZACION MEI', base: baseCC, rate: '0,15' },
			{ code: '996', c: 'COTIZACION FORMACION', base: baseAT, rate: '0,10' },
			{ code: '997', c: 'COTIZACION DESEMPLEO', base: baseAT, rate: '1,55' },
			{ code: '998', c: 'COTIZACION HORAS EXTRA', base: 12690, rate: '4,70' },
		],
		irpf: { base: baseIRPF, rate: '16,32' },
	});
	const lines = [
		...dev.map((d) => [d.q, d.p, d.code, d.c, es(d.a), '']),
		...n.ssLines.map((l) => ['', '', l.code, `${l.c} ${l.rate}`, '', es(l.a)]),
		['', '', '999', `TRIBUTACION I.R.P.F.${n.irpfLine.rate}`, '', es(n.irpfLine.a)],
	];
	const html = `<!doctype html><html><head><style>
@page { size: A4 landscape; margin: 10mm 12mm; }
body { font-family: 'Liberation Sans Narrow', 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #000; }
.g { display: grid; grid-template-columns: 1fr 1fr; gap: 0; border: 1.2px solid #000; }
.blk { padding: 0; }
.blk + .blk { border-left: 1.2px solid #000; }
.c { display: grid; border-bottom: 1px solid #000; }
.c:last-child { border-bottom: none; }
.c > div { padding: 2px 5px; border-right: 1px solid #000; }
.c > div:last-child { border-right: none; }
.c small { display: block; font-size: 7pt; color: #222; }
.lines { margin-top: 6px; width: 100%; border-collapse: collapse; border: 1.2px solid #000; }
.lines th { font-size: 7.5pt; border-bottom: 1px solid #000; border-right: 1px solid #000; padding: 2px 4px; }
.lines td { padding: 1.5px 6px; border-right: 1px solid #000; font-family: 'Liberation Mono', monospace; font-size: 9pt; }
.lines td.r { text-align: right; }
.lines tr.fill td { height: ${18 * 9}px; }
.foot { width: 100%; border-collapse: collapse; margin-top: 6px; border: 1.2px solid #000; }
.foot th { font-size: 7.5pt; border: 1px solid #000; padding: 2px; }
.foot td { border: 1px solid #000; text-align: right; padding: 3px 6px; font-family: 'Liberation Mono', monospace; }
.bottom { display: flex; gap: 10px; margin-top: 6px; }
.firma { flex: 1; border: 1.2px solid #000; padding: 4px 8px; font-size: 8pt; height: 54px; }
.liq { width: 230px; border: 1.2px solid #000; text-align: center; }
.liq .l { font-size: 8pt; border-bottom: 1px solid #000; padding: 2px; }
.liq .v { font-family: 'Liberation Mono', monospace; font-size: 13pt; font-weight: bold; padding: 6px; }
</style></head><body>
<div class="g">
<div class="blk">
 <div class="c" style="grid-template-columns: 2.2fr 1.2fr 1fr 1fr"><div><small>TRABAJADOR</small>${trabajador}</div><div><small>CATEGORÍA</small>OFICIAL 1ª</div><div><small>Nº MATRÍC.</small>000417</div><div><small>ANTIGÜEDAD</small>${mDate(antig)}</div></div>
 <div class="c" style="grid-template-columns: 1.2fr 1.6fr 0.6fr 0.7fr 0.7fr"><div><small>D.N.I.</small>${nif(981234)}</div><div><small>Nº AFILIACION. S.S.</small>00/10043688/89</div><div><small>TARIFA</small>08</div><div><small>COD.CT</small>100</div><div><small>SECCIÓN</small>OBRA</div></div>
 <div class="c" style="grid-template-columns: 2.6fr 0.8fr"><div><small>PERIODO</small>MENS 01 OCT 26 a 31 OCT 26</div><div><small>TOT. DIAS</small>30</div></div>
</div>
<div class="blk">
 <div class="c" style="grid-template-columns: 1fr"><div><small>EMPRESA</small>${empresa}</div></div>
 <div class="c" style="grid-template-columns: 1fr"><div><small>DOMICILIO</small>AV. DE LOS ROBLES IMAGINARIOS 112, 39999 PUERTO FICTICIO (CANTABRIA)</div></div>
 <div class="c" style="grid-template-columns: 1fr 1fr"><div><small>NIF.</small>${cif}</div><div><small>Nº INS. S.S.</small>00/7654321/08</div></div>
</div>
</div>
<table class="lines">
<tr><th style="width:70px">CUANTIA</th><th style="width:70px">PRECIO</th><th style="width:40px">COD</th><th>CONCEPTO</th><th style="width:120px">DEVENGOS</th><th style="width:120px">DEDUCCIONES</th></tr>
${lines.map((l) => `<tr><td class="r">${l[0]}</td><td class="r">${l[1]}</td><td>${l[2]}</td><td>${l[3]}</td><td class="r">${l[4]}</td><td class="r">${l[5]}</td></tr>`).join('')}
<tr class="fill"><td></td><td></td><td></td><td></td><td></td><td></td></tr>
</table>
<table class="foot">
<tr><th>REM. TOTAL</th><th>P.P.EXTRAS</th><th>BASE S.S.</th><th>BASE A.T. Y DES.</th><th>BASE I.R.P.F.</th><th>T. DEVENGADO</th><th>T. A DEDUCIR</th></tr>
<tr><td>${es(n.bruto)}</td><td>${es(ppextras)}</td><td>${es(baseCC)}</td><td>${es(baseAT)}</td><td>${es(baseIRPF)}</td><td>${es(n.bruto)}</td><td>${es(n.deducciones)}</td></tr>
</table>
<div class="bottom">
<div class="firma">FIRMA Y SELLO DE LA EMPRESA &nbsp;&nbsp;&nbsp; RECIBÍ<br><br>TRANSFERENCIA ES00 **** **** **** **** 4821 &nbsp;&nbsp; COSTE EMPRESA ${es(n.bruto + pct(baseCC, '31,30') + pct(12690, '12,00'))}</div>
<div class="liq"><div class="l">LÍQUIDO A PERCIBIR</div><div class="v">${es(n.neto)}</div></div>
</div>
</body></html>`;
	return {
		id: 'nomina-codigos-apaisada-empresa-derecha',
		kind: 'nomina',
		layout: 'Formato compacto por códigos en página apaisada: bloque de empresa a la derecha, etiquetas con el valor debajo, fila REM. TOTAL…T. A DEDUCIR, P.P.EXTRAS solo como base (pagas no prorrateadas)',
		html,
		scans: [],
		expected: {
			empresa: ['text', empresa],
			cif: ['text', cif],
			trabajador: ['text', trabajador],
			periodo: ['month', mMonth(10, 2026)],
			bruto: ['money', mMoney(n.bruto)],
			deducciones: ['money', mMoney(n.deducciones)],
			neto: ['money', mMoney(n.neto)],
			antiguedad: ['date', mDate(antig)],
			prorrata: ['text', 'No'],
		},
		evidence: {
			empresa, cif, trabajador, periodo: 'MENS 01 OCT 26 a 31 OCT 26',
			bruto: es(n.bruto), deducciones: es(n.deducciones), neto: es(n.neto), antiguedad: mDate(antig),
			absent: { prorrata: ['*PRORRATA', 'P.P.P.EXTRAS'] },
		},
		check: () => n.bruto - n.deducciones === n.neto,
	};
}

// ---------------------------------------------------------------------------------------------
// N3. Recibo hecho con hoja de cálculo: importes con punto decimal («1351.13»), empresa al pie,
// «TOTAL LÍQUIDO», sin prorrata.
function nominaHojaCalculo() {
	const empresa = 'Restaurante La Encina Imaginaria, S.L.';
	const cif = 'B00562918';
	const trabajador = 'Daniel Orozco Ficticio';
	const antig = D(1, 3, 2019);
	const dev = [
		{ c: 'Salario base', a: 135000 },
		{ c: 'Plus de convenio', a: 9500 },
		{ c: 'Plus de nocturnidad', a: 11250 },
		{ c: 'Plus de transporte', a: 6000 },
	];
	const bruto0 = dev.reduce((s, d) => s + d.a, 0);
	const pp = Math.round(((135000 + 9500) * 2) / 12);
	const base = bruto0 + pp;
	const n = calcNomina({
		devengos: dev,
		ss: [
			{ c: 'Contingencias comunes', base, rate: '4,70' },
			{ c: 'MEI', base, rate: '0,15' },
			{ c: 'Desempleo', base, rate: '1,55' },
			{ c: 'Formación profesional', base, rate: '0,10' },
		],
		irpf: { base: bruto0, rate: '9,00' },
	});
	const r = (s) => s.replace(',', '.');
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 12mm; }
body { font-family: 'Carlito', 'Liberation Sans', sans-serif; font-size: 11pt; }
table { border-collapse: collapse; width: 100%; }
td, th { border: 1px solid #b7b7b7; padding: 3px 6px; height: 18px; }
th { background: #d9e1f2; text-align: left; }
.title td { font-size: 15pt; font-weight: bold; border: none; background: #fff; }
.n { text-align: right; font-variant-numeric: tabular-nums; }
.hl td { background: #fff8e1; font-weight: bold; }
.big td { background: #e2efda; font-weight: bold; font-size: 12.5pt; }
.gap td { border: none; height: 10px; }
.emp td { background: #f2f2f2; font-size: 10pt; }
</style></head><body>
<table>
<tr class="title"><td colspan="4">RECIBO DE SALARIOS — NOVIEMBRE 2026</td></tr>
<tr><th>Trabajador</th><td colspan="3">${trabajador}</td></tr>
<tr><th>DNI</th><td>${nif(552019)}</td><th>Nº S.S.</th><td>00 98765432 11</td></tr>
<tr><th>Categoría</th><td>Camarero</td><th>Grupo cotización</th><td>9</td></tr>
<tr><th>Fecha de antigüedad</th><td>01-03-2019</td><th>Periodo</th><td>01/11/2026 - 30/11/2026</td></tr>
<tr class="gap"><td colspan="4"></td></tr>
<tr><th>Concepto</th><th class="n">Unidades</th><th class="n">Precio</th><th class="n">Importe</th></tr>
<tr><td>${dev[0].c}</td><td class="n">30</td><td class="n">45.00</td><td class="n">${dot(dev[0].a)}</td></tr>
${dev.slice(1).map((d) => `<tr><td>${d.c}</td><td></td><td></td><td class="n">${dot(d.a)}</td></tr>`).join('')}
<tr class="hl"><td colspan="3">TOTAL DEVENGOS</td><td class="n">${dot(n.bruto)}</td></tr>
<tr class="gap"><td colspan="4"></td></tr>
<tr><th>Deducción</th><th class="n">Base</th><th class="n">%</th><th class="n">Importe</th></tr>
${n.ssLines.map((l) => `<tr><td>${l.c}</td><td class="n">${dot(l.base)}</td><td class="n">${r(l.rate)}</td><td class="n">${dot(l.a)}</td></tr>`).join('')}
<tr><td>Retención IRPF</td><td class="n">${dot(n.irpfLine.base)}</td><td class="n">${r(n.irpfLine.rate)}</td><td class="n">${dot(n.irpfLine.a)}</td></tr>
<tr class="hl"><td colspan="3">TOTAL DEDUCCIONES</td><td class="n">${dot(n.deducciones)}</td></tr>
<tr class="gap"><td colspan="4"></td></tr>
<tr class="big"><td colspan="3">TOTAL LÍQUIDO</td><td class="n">${dot(n.neto)}</td></tr>
<tr class="gap"><td colspan="4"></td></tr>
<tr><th colspan="4">Bases de cotización</th></tr>
<tr><td>Remuneración del mes</td><td class="n">${dot(bruto0)}</td><td>Prorrata pagas extra (solo base)</td><td class="n">${dot(pp)}</td></tr>
<tr><td>Base contingencias comunes</td><td class="n">${dot(base)}</td><td>Base IRPF</td><td class="n">${dot(bruto0)}</td></tr>
<tr class="gap"><td colspan="4"></td></tr>
<tr class="gap"><td colspan="4" style="height:120px"></td></tr>
<tr><td colspan="2" style="border:none">Recibí:</td><td colspan="2" style="border:none">Sello de la empresa:</td></tr>
<tr class="gap"><td colspan="4" style="height:60px"></td></tr>
<tr class="emp"><td colspan="4"><b>Empresa:</b> ${empresa} &nbsp;·&nbsp; <b>CIF:</b> ${cif} &nbsp;·&nbsp; <b>C.C.C.:</b> 00 1112223 44<br>C/ de la Alameda Ficticia 3, 41999 Olivares del Campo (Sevilla)</td></tr>
</table>
</body></html>`;
	return {
		id: 'nomina-hoja-calculo-importes-punto',
		kind: 'nomina',
		layout: 'Recibo hecho con hoja de cálculo (rejilla), importes con punto decimal («1351.13»), «TOTAL LÍQUIDO», empresa en el pie, pagas extra no prorrateadas',
		html,
		scans: [{ dpi: 150, angle: 2.2, grey: true, noise: 9, blur: 0.5, seed: 23 }],
		expected: {
			empresa: ['text', empresa],
			cif: ['text', cif],
			trabajador: ['text', trabajador],
			periodo: ['month', mMonth(11, 2026)],
			bruto: ['money', mMoney(n.bruto)],
			deducciones: ['money', mMoney(n.deducciones)],
			neto: ['money', mMoney(n.neto)],
			antiguedad: ['date', mDate(antig)],
			prorrata: ['text', 'No'],
		},
		evidence: {
			empresa, cif, trabajador, periodo: '01/11/2026 - 30/11/2026',
			bruto: dot(n.bruto), deducciones: dot(n.deducciones), neto: dot(n.neto), antiguedad: '01-03-2019',
			absent: { prorrata: ['Prorrata paga extra de', 'Parte proporcional'] },
		},
		check: () => n.bruto - n.deducciones === n.neto,
	};
}

// ---------------------------------------------------------------------------------------------
// N4. Programa de RR. HH. en la nube: empresa arriba, devengos y deducciones en dos bloques
// lado a lado, «NETO A PAGAR» en un recuadro, importes con «€».
function nominaSaas() {
	const empresa = 'Nubia Software Imaginario, S.L.U.';
	const cif = 'B00825307';
	const trabajador = 'Marta Quintanilla Inventada';
	const antig = D(15, 1, 2021);
	const dev = [
		{ c: 'Salario base', a: 245000 },
		{ c: 'Complemento de puesto', a: 38000 },
		{ c: 'Parte proporcional pagas extra', a: Math.round(((245000 + 38000) * 2) / 12) },
		{ c: 'Retribución flexible: tarjeta restaurante', a: 11000 },
		{ c: 'Compensación gastos teletrabajo', a: 3000 },
	];
	const bruto0 = dev.reduce((s, d) => s + d.a, 0);
	const base = bruto0 - 11000 - 3000;
	const n = calcNomina({
		devengos: dev,
		ss: [
			{ c: 'Contingencias comunes', base, rate: '4,70' },
			{ c: 'MEI', base, rate: '0,15' },
			{ c: 'Desempleo', base, rate: '1,55' },
			{ c: 'Formación profesional', base, rate: '0,10' },
		],
		irpf: { base: bruto0 - 11000, rate: '18,75' },
		otras: [{ c: 'Descuento tarjeta restaurante (especie)', a: 11000 }],
	});
	const eur = (c) => `${es(c)} €`;
	const coste = n.bruto + pct(base, '31,40');
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 0; }
body { margin: 0; font-family: 'Noto Sans', sans-serif; font-size: 9.5pt; color: #1d2433; }
.top { background: #23395d; color: #fff; padding: 18px 26px; display: flex; align-items: center; gap: 16px; }
.logo { width: 46px; height: 46px; border-radius: 50%; background: #5fb3b3; display: flex; align-items: center; justify-content: center; font-weight: bold; font-size: 16pt; }
.top h2 { margin: 0; font-size: 14pt; }
.top .s { font-size: 8.5pt; opacity: .85; }
.wrap { padding: 16px 26px; }
.meta { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px 18px; background: #f3f5f9; border-radius: 8px; padding: 12px 16px; }
.meta .k { font-size: 7.5pt; color: #6b7385; text-transform: uppercase; letter-spacing: .4px; }
.meta .v { font-weight: 600; }
.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; margin-top: 16px; }
.card { border: 1px solid #d6dbe6; border-radius: 8px; overflow: hidden; }
.card h3 { margin: 0; font-size: 10pt; padding: 8px 12px; background: #eaf4f4; }
.card.d h3 { background: #fbeeee; }
.card table { width: 100%; border-collapse: collapse; }
.card td { padding: 5px 12px; border-top: 1px solid #eef0f5; }
.card td.n { text-align: right; white-space: nowrap; }
.card tr.t td { font-weight: 700; background: #fafbfd; }
.neto { margin-top: 18px; display: flex; justify-content: flex-end; }
.neto div { background: #23395d; color: #fff; border-radius: 8px; padding: 12px 22px; text-align: right; }
.neto .k { font-size: 8.5pt; letter-spacing: 1px; }
.neto .v { font-size: 20pt; font-weight: 700; }
.info { margin-top: 18px; display: grid; grid-template-columns: 1fr 1fr; gap: 16px; font-size: 8.5pt; color: #444; }
.info div { border-top: 2px solid #d6dbe6; padding-top: 6px; }
</style></head><body>
<div class="top"><div class="logo">N</div><div><h2>${empresa}</h2><div class="s">CIF ${cif} · Calle de la Nube Ficticia 21, 46999 Vallfigura (Valencia) · CCC 00 5556667 12</div></div></div>
<div class="wrap">
<div style="display:flex;justify-content:space-between;align-items:baseline"><h1 style="font-size:15pt;margin:4px 0 12px">Nómina · Octubre 2026</h1><span style="color:#6b7385">Periodo 01/10/2026 – 31/10/2026 · 30 días</span></div>
<div class="meta">
<div><div class="k">Empleada</div><div class="v">${trabajador}</div></div>
<div><div class="k">NIF</div><div class="v">${nif(903318)}</div></div>
<div><div class="k">Nº Seguridad Social</div><div class="v">00 11223344 55</div></div>
<div><div class="k">Puesto</div><div class="v">Desarrolladora sénior</div></div>
<div><div class="k">Grupo de cotización</div><div class="v">1</div></div>
<div><div class="k">Antigüedad</div><div class="v">${mDate(antig)}</div></div>
</div>
<div class="cols">
<div class="card"><h3>Devengos</h3><table>
${dev.map((d) => `<tr><td>${d.c}</td><td class="n">${eur(d.a)}</td></tr>`).join('')}
<tr class="t"><td>Total devengos</td><td class="n">${eur(n.bruto)}</td></tr>
</table></div>
<div class="card d"><h3>Deducciones</h3><table>
${n.ssLines.map((l) => `<tr><td>${l.c} (${l.rate} %)</td><td class="n">${eur(l.a)}</td></tr>`).join('')}
<tr><td>Retención IRPF (${n.irpfLine.rate} %)</td><td class="n">${eur(n.irpfLine.a)}</td></tr>
${n.otras.map((o) => `<tr><td>${o.c}</td><td class="n">${eur(o.a)}</td></tr>`).join('')}
<tr class="t"><td>Total deducciones</td><td class="n">${eur(n.deducciones)}</td></tr>
</table></div>
</div>
<div class="neto"><div><div class="k">NETO A PAGAR</div><div class="v">${eur(n.neto)}</div></div></div>
<div class="info">
<div><b>Bases</b><br>Base de cotización contingencias comunes: ${eur(base)}<br>Base de retención IRPF: ${eur(n.irpfLine.base)}</div>
<div><b>Empresa</b><br>Aportación de la empresa a la Seguridad Social (31,40 %): ${eur(pct(base, '31,40'))}<br>Coste total para la empresa: ${eur(coste)}</div>
</div>
<p style="font-size:8pt;color:#6b7385;margin-top:22px">Pago por transferencia a ES00 **** **** **** **** 0932 el 30/10/2026. Documento generado electrónicamente; no necesita firma (art. 2.2 de la Orden de 27 de diciembre de 1994).</p>
</div>
</body></html>`;
	return {
		id: 'nomina-nube-bloques-lado-a-lado',
		kind: 'nomina',
		layout: 'Programa de RR. HH. en la nube: empresa en una banda superior, devengos y deducciones en dos bloques lado a lado, «NETO A PAGAR» en recuadro, importes con €, especie descontada',
		html,
		scans: [{ dpi: 200, angle: 1.2, grey: false, noise: 6, blur: 0.6, seed: 37 }],
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
			empresa, cif, trabajador, periodo: 'Octubre 2026',
			bruto: eur(n.bruto), deducciones: eur(n.deducciones), neto: eur(n.neto), antiguedad: mDate(antig),
			prorrata: 'Parte proporcional pagas extra', textIsPhrase: ['prorrata'],
		},
		check: () => n.bruto - n.deducciones === n.neto,
	};
}

// ---------------------------------------------------------------------------------------------
// N5. Gestoría: nómina de junio con la paga extra de verano dentro (sin prorrata), anticipo,
// «LÍQUIDO (A-B)», empresa arriba a la derecha, fecha de antigüedad con puntos.
function nominaPagaExtra() {
	const empresa = 'Clínica Dental Sonrisa Ficticia, S.L.P.';
	const cif = 'B00319846';
	const trabajador = 'Ana Belén Torres Inventada';
	const antig = D(1, 6, 2012);
	const mensual = 148000 + 12000 + 9600;
	const dev = [
		{ c: 'Salario base', a: 148000 },
		{ c: 'Plus de convenio', a: 12000 },
		{ c: 'Antigüedad (trienios)', a: 9600 },
		{ c: 'Paga extraordinaria de verano', a: mensual },
	];
	const pp = Math.round((mensual * 2) / 12);
	const base = mensual + pp;
	const n = calcNomina({
		devengos: dev,
		ss: [
			{ c: 'Contingencias comunes', base, rate: '4,70' },
			{ c: 'MEI', base, rate: '0,15' },
			{ c: 'Desempleo', base, rate: '1,55' },
			{ c: 'Formación profesional', base, rate: '0,10' },
		],
		irpf: { base: mensual * 2, rate: '12,00' },
		otras: [{ c: 'Anticipo a cuenta (entregado el 15/06/2026)', a: 20000 }],
	});
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 15mm 16mm; }
body { font-family: 'Caladea', 'Liberation Serif', serif; font-size: 10.5pt; }
.head { display: flex; justify-content: space-between; align-items: flex-start; }
.trab { width: 52%; line-height: 1.5; }
.emp { width: 42%; border: 1px solid #555; padding: 7px 10px; line-height: 1.45; background: #f7f7f4; }
.t { font-size: 13pt; font-weight: bold; margin: 14px 0 4px; }
table { width: 100%; border-collapse: collapse; margin-top: 8px; }
th { border-bottom: 1.5px solid #000; text-align: left; font-size: 9.5pt; padding: 3px 4px; }
td { padding: 3px 4px; }
td.n, th.n { text-align: right; white-space: nowrap; }
tr.s td { border-top: 1px solid #000; font-weight: bold; }
.lq { margin-top: 14px; display: flex; justify-content: flex-end; }
.lq table { width: 55%; border: 1.5px solid #000; }
.lq td { font-size: 12pt; font-weight: bold; padding: 6px 8px; }
.nota { font-size: 8.5pt; margin-top: 18px; color: #333; }
</style></head><body>
<div class="head">
<div class="trab">
<div style="font-size:9pt;color:#555">TRABAJADOR/A</div>
<b>${trabajador}</b><br>
NIF ${nif(331879)} · N.º afiliación 00/44556677/01<br>
Categoría: Higienista dental · Grupo de cotización 2<br>
Antig.: ${mDate(antig).replace(/\//g, '.')}
</div>
<div class="emp">
<b>${empresa}</b><br>
C.I.F. ${cif}<br>
Plaza del Olmo Imaginario 4, bajo<br>30999 Campoalto (Murcia)<br>
C.C.C. 00/2233445/66
</div>
</div>
<div class="t">Nómina de junio de 2026</div>
<div>Periodo de liquidación: del 1 al 30 de junio de 2026 · Días: 30</div>
<table>
<tr><th>DEVENGOS</th><th class="n">Importe</th></tr>
${dev.map((d) => `<tr><td>${d.c}</td><td class="n">${es(d.a)}</td></tr>`).join('')}
<tr class="s"><td>A. TOTAL DEVENGADO</td><td class="n">${es(n.bruto)}</td></tr>
</table>
<table>
<tr><th>DEDUCCIONES</th><th class="n">Base</th><th class="n">Tipo</th><th class="n">Importe</th></tr>
${n.ssLines.map((l) => `<tr><td>${l.c}</td><td class="n">${es(l.base)}</td><td class="n">${l.rate} %</td><td class="n">${es(l.a)}</td></tr>`).join('')}
<tr><td>I.R.P.F.</td><td class="n">${es(n.irpfLine.base)}</td><td class="n">${n.irpfLine.rate} %</td><td class="n">${es(n.irpfLine.a)}</td></tr>
${n.otras.map((o) => `<tr><td>${o.c}</td><td></td><td></td><td class="n">${es(o.a)}</td></tr>`).join('')}
<tr class="s"><td>B. TOTAL A DEDUCIR</td><td></td><td></td><td class="n">${es(n.deducciones)}</td></tr>
</table>
<div class="lq"><table><tr><td>LÍQUIDO (A-B)</td><td class="n">${es(n.neto)}</td></tr></table></div>
<div class="nota">La base de cotización incluye la prorrata de las pagas extraordinarias (${es(pp)}), que se abonan en junio y diciembre. Base de cotización por contingencias comunes: ${es(base)}.<br>
Campoalto, 30 de junio de 2026. Recibí la cantidad neta arriba indicada. Firma de la trabajadora: ____________________</div>
<div class="nota" style="margin-top:40px;border-top:1px solid #aaa;padding-top:4px">Confeccionado por Asesoría Laboral Ficticia Martínez · asesoria@ejemplo.invalid</div>
</body></html>`;
	return {
		id: 'nomina-gestoria-paga-extra-junio',
		kind: 'nomina',
		layout: 'Nómina de gestoría de junio con la paga extra de verano incluida (sin prorrata), anticipo descontado, «LÍQUIDO (A-B)», bloque de empresa arriba a la derecha, antigüedad con puntos',
		html,
		scans: [],
		expected: {
			empresa: ['text', empresa],
			cif: ['text', cif],
			trabajador: ['text', trabajador],
			periodo: ['month', mMonth(6, 2026)],
			bruto: ['money', mMoney(n.bruto)],
			deducciones: ['money', mMoney(n.deducciones)],
			neto: ['money', mMoney(n.neto)],
			antiguedad: ['date', mDate(antig)],
			prorrata: ['text', 'No'],
		},
		evidence: {
			empresa, cif, trabajador, periodo: 'del 1 al 30 de junio de 2026',
			bruto: es(n.bruto), deducciones: es(n.deducciones), neto: es(n.neto), antiguedad: '01.06.2012',
			absent: { prorrata: ['Prorrata paga', 'Parte proporcional'] },
		},
		check: () => n.bruto - n.deducciones === n.neto,
	};
}

// ---------------------------------------------------------------------------------------------
// N6. Dos páginas: recibo con importes sin punto de miles («2945,00»), dos líneas de prorrata,
// antigüedad en letra; la segunda página trae acumulados y coste de empresa (cifras trampa).
function nominaDosPaginas() {
	const empresa = 'Logística Portuaria Inventada, S.A.';
	const cif = 'A00284761';
	const trabajador = 'Héctor Villanueva Ficticio';
	const dev = [
		{ c: 'Salario base', a: 210000 },
		{ c: 'Plus de turnicidad', a: 24500 },
		{ c: 'Plus de peligrosidad', a: 16000 },
		{ c: 'Horas extraordinarias (4 h × 22,50)', a: 9000 },
		{ c: 'Prorrata paga extra de junio', a: 17500 },
		{ c: 'Prorrata paga extra de diciembre', a: 17500 },
	];
	const bruto0 = dev.reduce((s, d) => s + d.a, 0);
	const baseCC = bruto0 - 9000;
	const n = calcNomina({
		devengos: dev,
		ss: [
			{ c: 'Cotización contingencias comunes', base: baseCC, rate: '4,70' },
			{ c: 'Cotización MEI', base: baseCC, rate: '0,15' },
			{ c: 'Cotización desempleo', base: bruto0, rate: '1,55' },
			{ c: 'Cotización formación profesional', base: bruto0, rate: '0,10' },
			{ c: 'Cotización horas extraordinarias', base: 9000, rate: '4,70' },
		],
		irpf: { base: bruto0, rate: '17,00' },
		otras: [{ c: 'Cuota sindical', a: 1200 }],
	});
	const p = esPlain;
	const acumDev = n.bruto * 10 + 51230;
	const html = `<!doctype html><html><head><style>
@page { size: A4; margin: 16mm 15mm; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; }
.page { page-break-after: always; }
.page:last-child { page-break-after: auto; }
.hdr { display: grid; grid-template-columns: 1fr 1fr; border: 1px solid #444; }
.hdr > div { padding: 6px 9px; line-height: 1.5; }
.hdr > div + div { border-left: 1px solid #444; }
.lbl { color: #555; }
table.l { width: 100%; border-collapse: collapse; margin-top: 10px; }
table.l th { background: #333; color: #fff; padding: 4px 6px; font-weight: normal; text-align: left; }
table.l td { padding: 3px 6px; border-bottom: 1px dotted #bbb; }
.n { text-align: right; white-space: nowrap; }
.tot { margin-top: 10px; display: grid; grid-template-columns: repeat(3, 1fr); border: 1px solid #444; }
.tot div { padding: 6px 9px; }
.tot div + div { border-left: 1px solid #444; }
.tot .v { font-size: 12pt; font-weight: bold; text-align: right; }
.pie { position: fixed; bottom: 0; left: 0; right: 0; font-size: 7.5pt; color: #666; text-align: center; }
</style></head><body>
<div class="page">
<div style="display:flex;justify-content:space-between"><h2 style="margin:0 0 8px">Recibo de salarios</h2><div>Hoja 1 de 2</div></div>
<div class="hdr">
<div><span class="lbl">Empresa</span> ${empresa}<br><span class="lbl">CIF</span> ${cif}<br><span class="lbl">Domicilio</span> Muelle de Poniente Ficticio s/n, 11999 Bahía Imaginaria (Cádiz)<br><span class="lbl">CCC</span> 00 3344556 77</div>
<div><span class="lbl">Trabajador</span> ${trabajador}<br><span class="lbl">NIF</span> ${nif(664102)} &nbsp; <span class="lbl">NAF</span> 00 55667788 99<br><span class="lbl">Categoría</span> Gruista · <span class="lbl">Grupo</span> 8<br><span class="lbl">Fecha antigüedad</span> 15 de enero de 2021</div>
</div>
<div style="margin-top:8px"><span class="lbl">Período</span> <b>NOVIEMBRE 2026</b> (01/11/2026 a 30/11/2026) · 30 días</div>
<table class="l">
<tr><th>Concepto</th><th class="n">Devengos</th><th class="n">Deducciones</th></tr>
${dev.map((d) => `<tr><td>${d.c}</td><td class="n">${p(d.a)}</td><td></td></tr>`).join('')}
${n.ssLines.map((l) => `<tr><td>${l.c} ${l.rate} % s/ ${p(l.base)}</td><td></td><td class="n">${p(l.a)}</td></tr>`).join('')}
<tr><td>Retención IRPF ${n.irpfLine.rate} %</td><td></td><td class="n">${p(n.irpfLine.a)}</td></tr>
${n.otras.map((o) => `<tr><td>${o.c}</td><td></td><td class="n">${p(o.a)}</td></tr>`).join('')}
</table>
<div class="tot">
<div>Total devengado<div class="v">${p(n.bruto)}</div></div>
<div>Total deducciones<div class="v">${p(n.deducciones)}</div></div>
<div>Líquido a percibir<div class="v">${p(n.neto)}</div></div>
</div>
<p style="margin-top:16px">Importe abonado por transferencia a la cuenta ES00 **** **** **** **** 5518 el 28/11/2026.</p>
</div>
<div class="page">
<div style="display:flex;justify-content:space-between"><h2 style="margin:0 0 8px">Información complementaria</h2><div>Hoja 2 de 2</div></div>
<p>${trabajador} · ${empresa} · noviembre 2026</p>
<table class="l">
<tr><th>Acumulados del año (enero a noviembre)</th><th class="n">Importe</th></tr>
<tr><td>Total devengado acumulado</td><td class="n">${p(acumDev)}</td></tr>
<tr><td>Retenciones IRPF acumuladas</td><td class="n">${p(Math.round(acumDev * 0.17))}</td></tr>
<tr><td>Cotizaciones del trabajador acumuladas</td><td class="n">${p(n.totalAport * 11)}</td></tr>
</table>
<table class="l">
<tr><th>Coste de empresa del mes</th><th class="n">Importe</th></tr>
<tr><td>Seguridad Social a cargo de la empresa</td><td class="n">${p(pct(bruto0, '32,35'))}</td></tr>
<tr><td>Coste total (devengado + S.S. empresa)</td><td class="n">${p(n.bruto + pct(bruto0, '32,35'))}</td></tr>
</table>
<table class="l">
<tr><th>Bases</th><th class="n">Importe</th></tr>
<tr><td>Base contingencias comunes</td><td class="n">${p(baseCC)}</td></tr>
<tr><td>Base AT/EP, desempleo y FP</td><td class="n">${p(bruto0)}</td></tr>
<tr><td>Base sujeta a retención IRPF</td><td class="n">${p(bruto0)}</td></tr>
</table>
<p>Vacaciones pendientes de disfrute: 6 días. Próxima revisión salarial: enero de 2027.</p>
</div>
</body></html>`;
	return {
		id: 'nomina-dos-paginas-acumulados',
		kind: 'nomina',
		layout: 'Dos páginas: recibo con importes sin punto de miles y dos líneas de prorrata, antigüedad escrita con el mes en letra; segunda hoja con acumulados anuales y coste de empresa',
		html,
		scans: [],
		expected: {
			empresa: ['text', empresa],
			cif: ['text', cif],
			trabajador: ['text', trabajador],
			periodo: ['month', mMonth(11, 2026)],
			bruto: ['money', mMoney(n.bruto)],
			deducciones: ['money', mMoney(n.deducciones)],
			neto: ['money', mMoney(n.neto)],
			antiguedad: ['date', '15/01/2021'],
			prorrata: ['text', 'Sí'],
		},
		evidence: {
			empresa, cif, trabajador, periodo: 'NOVIEMBRE 2026',
			bruto: p(n.bruto), deducciones: p(n.deducciones), neto: p(n.neto), antiguedad: '15 de enero de 2021',
			prorrata: 'Prorrata paga extra de junio', textIsPhrase: ['prorrata'],
		},
		check: () => n.bruto - n.deducciones === n.neto,
	};
}

export default function nominas() {
	return [nominaOficial(), nominaCodigos(), nominaHojaCalculo(), nominaSaas(), nominaPagaExtra(), nominaDosPaginas()];
}
