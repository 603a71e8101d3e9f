import { dot, mMoney, D, mDate, mMonth, nif } from '../../lib/format.mjs';
import { calcNomina } from '../../lib/nomina.mjs';

// ---------------------------------------------------------------------------------------------
// N3. Recibo hecho con hoja de cálculo: importes con punto decimal («1351.13»), empresa al pie,
// «TOTAL LÍQUIDO», sin prorrata.
export function nominaHojaCalculo() {
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
