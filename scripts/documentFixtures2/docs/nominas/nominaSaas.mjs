import { es, mMoney, D, mDate, mMonth, nif } from '../../lib/format.mjs';
import { calcNomina, pct } from '../../lib/nomina.mjs';

// ---------------------------------------------------------------------------------------------
// N4. Programa de RR. HH. en la nube: empresa arriba, devengos y deducciones en dos bloques
// lado a lado, «NETO A PAGAR» en un recuadro, importes con «€».
export function nominaSaas() {
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
