import { purchaseCosts, type PurchaseCostsInput } from '../../../../src/lib/mortgage/index.ts';

/** The amount of one cost line (itp, iva, ajd-compraventa…) for an input. */
export function taxOf(input: PurchaseCostsInput, id = 'itp'): number {
	const found = purchaseCosts(input).lines.find((l) => l.id === id);
	if (found?.amount === undefined || found.amount === null) throw new Error(`no line ${id}`);
	return found.amount;
}
