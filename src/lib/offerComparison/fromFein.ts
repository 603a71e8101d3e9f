import { formatNumber } from '../format/formatNumber.ts';
import { parseSpanishNumber } from '../format/parseSpanishNumber.ts';
import type { FieldValues } from '../documentReader/fields.ts';
import type { OfferProduct } from '../documentReader/models/offerProducts.ts';
import type { OfferEntry } from './share.ts';

const text = (n: number, decimals?: number) =>
	formatNumber(n, decimals === undefined ? { maxDecimals: 4 } : { decimals });

/**
 * A comparison entry from a FEIN read by the document reader: its fields (the applied TIN, with
 * the bonuses the offer assumes) and, as bonuses, each linked product that takes points off the
 * rate with its yearly cost. The products that are bonuses leave the required products' yearly
 * cost, so nothing is counted twice.
 */
export function entryFromFein(
	name: string,
	values: FieldValues,
	products: readonly OfferProduct[],
): OfferEntry {
	const bonuses = products
		.filter((p) => p.points !== null && p.points > 0)
		.map((p) => ({
			name: p.name,
			yearlyCost: text(p.yearlyCost ?? 0, 2),
			points: text(p.points ?? 0),
		}));
	const fields = { ...values };
	if (bonuses.length > 0) {
		const parsed = parseSpanishNumber(values['costeVinculados'] ?? '');
		const bonusCost = products
			.filter((p) => p.points !== null && p.points > 0)
			.reduce((n, p) => n + (p.yearlyCost ?? 0), 0);
		if (parsed.ok) fields['costeVinculados'] = text(Math.max(0, parsed.value - bonusCost), 2);
	}
	return { name, fields, bonuses };
}
