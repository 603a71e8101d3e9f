import { fold } from '../kinds.ts';
import { spanX, type Line, type Layout } from '../layout/lines.ts';
import { scanNumbers } from '../layout/numbers.ts';
import { euros, read, type FieldReading } from './reading.ts';

const EARNINGS = /^(?:devengos?|importe devengado|devengado|haberes|percepciones)$/;
const DEDUCTIONS = /^(?:deducciones|deducido|a deducir|retenciones(?: y deducciones)?)$/;
const TOTAL_ROW = /^(?:totales|total|sumas?|importes totales|suma total)\b/;

/**
 * The totals of a table with a «Devengos» and a «Deducciones» column: the amounts of its
 * «Totales» row, each under its column heading. Empty when the payslip has no such table.
 */
export function totalsRow(layout: Layout): { bruto?: FieldReading; deducciones?: FieldReading } {
	for (let i = 0; i < layout.lines.length; i++) {
		const head = layout.lines[i] as Line;
		const clean = (t: string) => fold(t).replace(/[.:]/g, '').trim();
		const earn = head.cells.find((c) => EARNINGS.test(clean(c.text)));
		const cut = head.cells.find((c) => DEDUCTIONS.test(clean(c.text)));
		if (!earn || !cut) continue;
		for (let j = i + 1; j < Math.min(layout.lines.length, i + 40); j++) {
			const row = layout.lines[j] as Line;
			if (row.page !== head.page) break;
			if (!row.cells.slice(0, 2).some((c) => TOTAL_ROW.test(clean(c.text)))) continue;
			const tokens = scanNumbers(row.text, layout.decimal)
				.filter((t) => t.kind === 'money')
				.map((t) => ({
					t,
					x: (spanX(row, t.start, t.end).x0 + spanX(row, t.start, t.end).x1) / 2,
				}));
			const under = (c: { x: number; w: number }) =>
				tokens.find(({ x }) => x > c.x - 4 * head.h && x < c.x + c.w + 4 * head.h)?.t;
			const [a, b] = [under(earn), under(cut)];
			if (!a || !b || a === b) continue;
			return { bruto: read(euros(a.value)), deducciones: read(euros(b.value)) };
		}
	}
	return {};
}

/** The reading by label when there is one, else the column's. */
export function orColumn(column: FieldReading | undefined, labelled: FieldReading): FieldReading {
	return labelled.value === '' && column ? column : labelled;
}
