/**
 * Prints the checked cases as a Markdown table (inputs, figures of loanStatus and the largest
 * difference with the independent calculation), for the closing note of issue 50:
 * node tests/unit/loans/printCases.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatEuros, formatPercent } from '../../../src/lib/format/index.ts';
import { loanStatus } from '../../../src/lib/loans/index.ts';
import { euribor } from '../../../src/lib/mortgage/euribor.ts';
import { checkedCases, testSeries } from './cases.ts';
import { reference } from './independent.ts';

const real = JSON.parse(
	readFileSync(join(import.meta.dirname, '../../../content/data/euribor.json'), 'utf8'),
) as { month: string; ratePercent: number }[];
const eur = (n: number) => formatEuros(n, { decimals: 2 });

console.log(
	'| Caso | Préstamo | Capital, firma, plazo | Hoy | Cuotas pagadas | Capital pendiente | Intereses pagados | Intereses por pagar | Cuota actual | TIN actual | Última cuota | Máx. diferencia |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const c of checkedCases) {
	const values = c.series === 'real' ? real : testSeries;
	const s = loanStatus(c.loan, c.today, c.series === 'real' ? euribor : testSeries);
	const r = reference(
		c.loan,
		c.today,
		new Map(values.map((v) => [v.month, v.ratePercent])),
		values.at(-1)?.ratePercent ?? 0,
	);
	const diff = Math.max(
		Math.abs(s.pendingCapital - r.pendingCapital),
		Math.abs(s.interestPaid - r.interestPaid),
		Math.abs(s.interestLeft - r.interestLeft),
		Math.abs(s.currentPayment - r.currentPayment),
	);
	console.log(
		`| ${c.id} | ${c.what} | ${eur(c.loan.principal)}, ${c.loan.signedOn}, ${c.loan.months} cuotas | ${c.today} | ${s.paidInstalments} | ${eur(s.pendingCapital)} | ${eur(s.interestPaid)} | ${eur(s.interestLeft)} | ${eur(s.currentPayment)} | ${formatPercent(s.currentTin, { decimals: 3 })} | ${s.endMonth} | ${diff.toExponential(1)} € |`,
	);
}
