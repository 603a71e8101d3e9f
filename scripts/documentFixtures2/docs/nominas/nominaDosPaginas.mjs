import { esPlain, mMoney, mMonth, nif } from '../../lib/format.mjs';
import { calcNomina, pct } from '../../lib/nomina.mjs';

// ---------------------------------------------------------------------------------------------
// N6. Dos páginas: recibo con importes sin punto de miles («2945,00»), dos líneas de prorrata,
// antigüedad en letra; la segunda página trae acumulados y coste de empresa (cifras trampa).
export function nominaDosPaginas() {
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
