import { amortizationSchedule, type AmortizationRow } from '../mortgage/amortizationSchedule.ts';
import { aprPercent } from '../mortgage/aprPercent.ts';
import type { EuriborPath, Offer } from './types.ts';

/** The Euribor the path gives `years` from now: straight line to year 5, then held. */
export function euriborAt(path: EuriborPath, years: number): number {
	const t = Math.min(Math.max(years, 0), 5) / 5;
	return path.now + t * (path.inFiveYears - path.now);
}

/**
 * The offer's month-by-month schedule under the path, with `extraPoints` added to every rate
 * (to cost the offer without a bonus). Variable and mixed loans are revised every 12 months
 * after their fixed period, at the Euribor of that moment plus the spread.
 */
export function offerSchedule(offer: Offer, path: EuriborPath, extraPoints = 0): AmortizationRow[] {
	const months = Math.round(offer.years * 12);
	const base = { principal: offer.amount, annualRatePercent: offer.tin + extraPoints, months };
	if (offer.kind === 'fijo') return amortizationSchedule(base);
	const fixedMonths = Math.min(months, Math.round(offer.fixedYears * 12));
	const revisions = Math.max(1, Math.ceil((months - fixedMonths) / 12));
	const euribor = Array.from(
		{ length: revisions },
		(_, k) => Math.round(euriborAt(path, offer.fixedYears + k) * 1e6) / 1e6,
	);
	return amortizationSchedule({
		...base,
		fixedMonths,
		variable: { diferencial: offer.spread + extraPoints, euribor, revisionMonths: 12 },
	});
}

/** Interest paid in the first `months` of a schedule. */
export const interestUntil = (rows: readonly AmortizationRow[], months: number) =>
	rows.reduce((sum, row) => (row.month <= months ? sum + row.interest : sum), 0);

/** Linked products (required and bonuses) per year. */
export const linkedPerYear = (offer: Offer) =>
	offer.linkedYearly + offer.bonuses.reduce((sum, b) => sum + b.yearlyCost, 0);

/** Interest + opening fee + upfront costs + linked products over the first `years`. */
export function costOver(offer: Offer, rows: readonly AmortizationRow[], years: number): number {
	const span = Math.min(years, offer.years);
	return (
		interestUntil(rows, Math.round(span * 12)) +
		offer.openingFee +
		offer.upfrontCosts +
		linkedPerYear(offer) * span
	);
}

/**
 * TAE recomputed with the engine (Anexo II of Ley 5/2019): the amount against the upfront costs
 * and each month's payment plus the linked products' monthly cost.
 */
export function recomputedTae(offer: Offer, rows: readonly AmortizationRow[]): number {
	const monthlyLinked = linkedPerYear(offer) / 12;
	return aprPercent({
		amount: offer.amount,
		upfrontCosts: offer.openingFee + offer.upfrontCosts,
		payments: rows.map((row) => ({ month: row.month, amount: row.payment + monthlyLinked })),
	});
}
