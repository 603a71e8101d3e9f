// Payslip arithmetic shared by the payslip layouts. Integer cents and integer hundredths of a
// percent, so a line printed as «4,70 %» of «2.337,90» is always the rounded 109,88.
import { pnum } from './format.mjs';

/** amount (cents) = base (cents) × rate (%), half up, without binary floating error. */
export function pct(baseCents, rateStr) {
	const r = Math.round(pnum(rateStr) * 100); // hundredths of a percent
	const num = baseCents * r; // cents × 1/10000
	return Math.floor((num + 5000) / 10000);
}

/**
 * devengos: [{c, a}] (a in cents); ss: [{c, base, rate}] worker contributions; irpf: {base, rate};
 * otras: [{c, a}] other deductions (anticipos, especie, cuota sindical…).
 */
export function calcNomina({ devengos, ss, irpf, otras = [] }) {
	const bruto = devengos.reduce((s, d) => s + d.a, 0);
	const ssLines = ss.map((l) => ({ ...l, a: pct(l.base, l.rate) }));
	const totalAport = ssLines.reduce((s, l) => s + l.a, 0);
	const irpfLine = { ...irpf, a: pct(irpf.base, irpf.rate) };
	const otrasTotal = otras.reduce((s, o) => s + o.a, 0);
	const deducciones = totalAport + irpfLine.a + otrasTotal;
	const neto = bruto - deducciones;
	return { bruto, ssLines, totalAport, irpfLine, otras, otrasTotal, deducciones, neto };
}
