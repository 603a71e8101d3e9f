import { es, mMoney, D, mDate, mMonth, nif } from '../../lib/format.mjs';
import { calcNomina, pct } from '../../lib/nomina.mjs';

// ---------------------------------------------------------------------------------------------
// N2. Formato compacto por códigos, apaisado; bloque de empresa a la derecha; cabeceras con el
// valor debajo; P.P.EXTRAS solo como base (pagas no prorrateadas).
export function nominaCodigos() {
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
