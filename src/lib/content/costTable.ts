import { formatEuros, formatPercent } from '../format/index.ts';
import { purchaseCosts, type PurchaseCosts } from '../mortgage/index.ts';

/**
 * The purchase and mortgage costs of an example home as guides show them (issue 32): every
 * amount from the engine's purchaseCosts, so the table changes when the data does.
 */

/** The example a guide describes. */
export interface CostExample {
	price: number;
	/** Province id (sevilla, madrid…). */
	province: string;
	homeType?: 'resale' | 'newBuild';
	/** Mortgage amount in euros; 0 for a cash purchase. */
	loan?: number;
}

/** One row of the table: what, who pays it and how much. */
export interface CostRow {
	label: string;
	payer: string;
	amount: string;
}

const eur = (n: number) => formatEuros(Math.round(n), { decimals: 0 });

function costsOf({ price, province, homeType = 'resale', loan = 0 }: CostExample): PurchaseCosts {
	return purchaseCosts({
		price,
		provinceId: province,
		homeType: homeType === 'newBuild' ? 'new' : 'resale',
		loanAmount: loan,
	});
}

/** The rows of the example, buyer's costs first, with the rate of each tax in its label. */
export function costRows(example: CostExample): CostRow[] {
	return costsOf(example).lines.map((l) => ({
		label:
			l.ratePercent === null
				? l.label
				: `${l.label}: ${formatPercent(l.ratePercent, { maxDecimals: 2 })}`,
		payer: l.payer === 'banco' ? 'El banco' : 'Tú',
		amount: l.amount === null ? 'No lo pagas tú' : eur(l.amount),
	}));
}

/** Which total <CostTotal> prints. */
export type CostTotalShow = 'buyer' | 'taxes' | 'fees' | 'bank';

/** The buyer's total (taxes plus fees), or one part of it, in whole euros. */
export function costTotalText(example: CostExample, show: CostTotalShow = 'buyer'): string {
	return eur(costsOf(example).totals[show]);
}
