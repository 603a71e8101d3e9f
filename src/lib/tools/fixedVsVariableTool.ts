import { formatEuros, formatPercent } from '../format/index.ts';
import type { FixedVsVariableResult } from '../mortgage/fixedVsVariable.ts';
import { rateNotes } from '../mortgage/messages.ts';
import type { CsvCell } from './csv.ts';

/** Engine input paths → form keys of the fixed-vs-variable tool. */
export const fixedVsVariableFields = {
	principal: 'importe',
	years: 'plazo',
	fixedRatePercent: 'fijo',
	initialRatePercent: 'inicial',
	initialMonths: 'mesesIniciales',
	diferencial: 'diferencial',
	euriborStart: 'euribor',
} as const;

/** Header of the comparison table and its CSV. */
export const fixedVsVariableHeader = [
	'Opción',
	'Primera cuota (€)',
	'Cuota mínima (€)',
	'Cuota máxima (€)',
	'Intereses totales (€)',
	'Total pagado (€)',
	'Diferencia con la fija (€)',
];

const cents = (n: number) => Math.round(n * 100) / 100;

/** One row for the fixed offer and one per Euribor scenario. */
export function fixedVsVariableRows(result: FixedVsVariableResult): CsvCell[][] {
	const f = result.fixed;
	return [
		[
			'Hipoteca fija',
			cents(f.payment),
			cents(f.payment),
			cents(f.payment),
			cents(f.totalInterest),
			cents(f.totalPaid),
			0,
		],
		...result.scenarios.map((s) => [
			`Variable: ${s.label.toLowerCase()}`,
			cents(s.firstPayment),
			cents(s.minPayment),
			cents(s.maxPayment),
			cents(s.totalInterest),
			cents(s.totalPaid),
			cents(s.differenceVsFixed),
		]),
	];
}

/** A sentence per scenario saying which offer is cheaper and by how much. */
export function fixedVsVariableSentences(result: FixedVsVariableResult): string[] {
	return result.scenarios.map((s) => {
		const path = s.euribor.map((e) => formatPercent(e, { maxDecimals: 2 })).join(' → ');
		const amount = formatEuros(Math.abs(s.differenceVsFixed), { decimals: 0 });
		if (Math.abs(s.differenceVsFixed) < 1) return `${s.label} (${path}): las dos cuestan lo mismo.`;
		return s.differenceVsFixed < 0
			? `${s.label} (${path}): la variable sale ${amount} más barata.`
			: `${s.label} (${path}): la fija sale ${amount} más barata.`;
	});
}

/** The notes under the comparison: what each scenario assumes and, when it applied, the 0 % floor. */
export function fixedVsVariableNotes(result: FixedVsVariableResult): string[] {
	return result.flooredAtZero
		? [rateNotes.scenarios, rateNotes.flooredAtZero]
		: [rateNotes.scenarios];
}
