import type { CostItem } from './tables.ts';
import { ruleLabels } from './messages.ts';
import type { AppliedTax } from './taxRules.ts';

/** One itemised cost: what, on which base, at which rate, how much and who pays it. */
export interface CostLine {
	id: string;
	label: string;
	kind: 'tax' | 'fee';
	payer: 'comprador' | 'banco';
	base: number | null;
	ratePercent: number | null;
	/** Euros; null when the bank pays and no estimate is published. */
	amount: number | null;
	rule: AppliedTax['rule'] | null;
	legalBasis: string;
	note?: string;
}

/** Builds a cost line from its data item and computed figures. */
export function line(
	item: CostItem,
	fields: Pick<CostLine, 'base' | 'ratePercent' | 'amount' | 'rule'>,
): CostLine {
	const { id, label, kind, payer, legalBasis, note } = item;
	return { id, label, kind, payer, legalBasis, ...fields, ...(note === undefined ? {} : { note }) };
}

/** A tax line from the rate applied. */
export function taxLine(item: CostItem, base: number, tax: AppliedTax): CostLine {
	return line(item, {
		base,
		ratePercent: tax.ratePercent,
		amount: tax.amount,
		rule: tax.rule,
	});
}

/** A fee line from the item estimate (fixed, or a bounded share of the price). */
export function feeLine(item: CostItem, price: number): CostLine {
	const estimate = item.estimate;
	let amount = 0;
	if (estimate && 'fixed' in estimate) amount = estimate.fixed;
	else if (estimate)
		amount = Math.min(
			estimate.max,
			Math.max(estimate.min, (price * estimate.percentOfPrice) / 100),
		);
	return line(item, {
		base: null,
		ratePercent: null,
		amount,
		rule: { id: 'estimate', label: ruleLabels.fee, conditions: [] },
	});
}
