import { formatPercent } from '../format/formatPercent.ts';
import { aprPercent } from '../mortgage/aprPercent.ts';
import { monthlyPayment } from '../mortgage/monthlyPayment.ts';
import { readNumber } from '../tools/fields.ts';
import type { FieldValues } from './fields.ts';
import { documentMessages as m } from './messages.ts';

/** Largest gap between the stated and the recomputed TAE read as rounding, in points. */
export const TAE_TOLERANCE_POINTS = 0.05;

/** The offer recomputed with the mortgage engine. */
export interface OfferCheck {
	/** Monthly instalment at the offer's TIN and term. */
	payment: number;
	/** TAE from the amount, TIN, term, opening fee and costs the offer states. */
	computedTae: number;
	statedTae: number;
	/** Stated minus computed, in percentage points. */
	differencePoints: number;
	mismatch: boolean;
	/** What to tell the person, in Spanish. */
	message: string;
}

/**
 * Recomputes a bank offer's TAE from its own figures (amount, TIN, term in years, opening fee,
 * other upfront costs and the linked products' yearly cost, all from the correction form) with the engine's aprPercent, and compares
 * it with the TAE the bank states. Null while a needed field is missing or wrong.
 */
export function checkOffer(values: FieldValues): OfferCheck | null {
	const read = (key: string, fallback?: number) => {
		const raw = values[key]?.trim() ?? '';
		if (raw === '' && fallback !== undefined) return fallback;
		const parsed = readNumber(raw);
		return parsed.ok ? parsed.value : null;
	};
	const amount = read('importe');
	const tin = read('tin');
	const years = read('plazo');
	const statedTae = read('tae');
	const fee = read('comision', 0);
	const costs = read('gastos', 0);
	const linked = read('costeVinculados', 0);
	if (amount === null || tin === null || years === null || statedTae === null) return null;
	if (fee === null || costs === null || linked === null) return null;
	if (amount <= 0 || years <= 0 || years > 50 || linked < 0) return null;
	const months = Math.round(years * 12);
	try {
		const payment = monthlyPayment(amount, tin, months);
		// The linked products the offer requires count in the TAE (Ley 5/2019, Anexo II).
		const monthly = payment + linked / 12;
		const payments = Array.from({ length: months }, (_, k) => ({ month: k + 1, amount: monthly }));
		const computedTae = aprPercent({ amount, upfrontCosts: fee + costs, payments });
		const differencePoints = statedTae - computedTae;
		const mismatch = Math.abs(differencePoints) > TAE_TOLERANCE_POINTS;
		const pct = (n: number) => formatPercent(n, { decimals: 2 });
		return {
			payment,
			computedTae,
			statedTae,
			differencePoints,
			mismatch,
			message: mismatch
				? m.offerMismatch(pct(statedTae), pct(computedTae))
				: m.offerMatches(pct(computedTae)),
		};
	} catch {
		return null;
	}
}
