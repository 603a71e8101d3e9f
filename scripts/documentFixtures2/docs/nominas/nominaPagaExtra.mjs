import { es, mMoney, D, mDate, mMonth, nif } from '../../lib/format.mjs';
import { calcNomina } from '../../lib/nomina.mjs';

// ---------------------------------------------------------------------------------------------
// N5. Gestoría: nómina de junio con la paga extra de verano dentro (sin prorrata), anticipo,
// «LÍQUIDO (A-B)», empresa arriba a la derecha, fecha de antigüedad con puntos.
export function nominaPagaExtra() {
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
