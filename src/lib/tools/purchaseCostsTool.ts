import type { PurchaseCosts } from '../mortgage/purchaseCosts.ts';
import type { CsvCell } from './csv.ts';

/** Engine input paths → form keys of the purchase costs tool. */
export const purchaseCostsFields = {
	price: 'precio',
	provinceId: 'provincia',
	loanAmount: 'prestamo',
	referenceValue: 'referencia',
	'buyer.age': 'edad',
	'buyer.disabilityPercent': 'discapacidad',
	'buyer.annualIncome': 'ingresosAnuales',
	buyer: 'edad',
	'buyers.0.sharePercent': 'parte1',
	'buyers.0.age': 'edad',
	'buyers.0.disabilityPercent': 'discapacidad',
	'buyers.0.annualIncome': 'ingresosAnuales',
	'buyers.1.sharePercent': 'parte2',
	'buyers.1.age': 'edad2',
	'buyers.1.disabilityPercent': 'discapacidad2',
	'buyers.1.annualIncome': 'ingresos2',
	buyers: 'parte2',
	'buyer.childrenCount': 'hijos',
	'buyer.wealth': 'patrimonio',
	'buyer.familyMembers': 'miembros',
} as const;

/** Header of the itemised table and its CSV. */
export const purchaseCostsHeader = [
	'Concepto',
	'Quién paga',
	'Base (€)',
	'Tipo (%)',
	'Importe (€)',
	'Regla aplicada',
];

const cents = (n: number) => Math.round(n * 100) / 100;
const payerText = { comprador: 'Comprador', banco: 'Banco' } as const;

/** One row per cost line; amounts the bank pays without a public estimate read "Lo paga el banco". */
export function purchaseCostsRows(costs: PurchaseCosts): CsvCell[][] {
	return costs.lines.map((line) => [
		line.label,
		payerText[line.payer],
		line.base === null ? '' : cents(line.base),
		line.ratePercent === null ? '' : line.ratePercent,
		line.amount === null ? 'Lo paga el banco' : cents(line.amount),
		line.rule ? [line.rule.label, ...line.rule.conditions].join('; ') : '',
	]);
}
