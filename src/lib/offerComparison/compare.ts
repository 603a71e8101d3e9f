import { formatEuros } from '../format/formatEuros.ts';
import { costOver, interestUntil, linkedPerYear, offerSchedule, recomputedTae } from './cost.ts';
import type { AmortizationRow } from '../mortgage/amortizationSchedule.ts';
import type { BonusVerdict, Comparison, EuriborPath, Offer, OfferResult } from './types.ts';

/** Most offers compared side by side. */
export const MAX_OFFERS = 3;

/** One offer costed under the path: payments, costs at 5 and 10 years and the term, TAE, bonuses. */
export function costOffer(offer: Offer, path: EuriborPath): OfferResult {
	const rows = offerSchedule(offer, path);
	const fixedMonths = Math.round(offer.fixedYears * 12);
	const after = offer.kind === 'fijo' ? undefined : rows.find((r) => r.month === fixedMonths + 1);
	const tae = recomputedTae(offer, rows);
	const interest = interestUntil(rows, rows.length);
	const bonuses = offer.bonuses.map((bonus): BonusVerdict => {
		const without = offerSchedule(offer, path, bonus.points);
		const saves = interestUntil(without, without.length) - interest;
		const cost = bonus.yearlyCost * offer.years;
		return {
			name: bonus.name,
			cost,
			saves,
			worthIt: saves > cost,
			paysForYears: yearsPaying(rows, without, bonus.yearlyCost, offer.years),
		};
	});
	const required = offer.linkedNames?.trim() ?? '';
	const products: OfferResult['products'] = [
		...offer.bonuses.map((b) => ({ name: b.name, yearlyCost: b.yearlyCost })),
		...(required || offer.linkedYearly > 0
			? [{ name: required || 'Otros productos vinculados', yearlyCost: offer.linkedYearly }]
			: []),
	];
	return {
		name: offer.name,
		tin: offer.tin,
		years: offer.years,
		products,
		paymentNow: rows[0]?.payment ?? 0,
		paymentAfterFixed: after ? after.payment : null,
		cost5: costOver(offer, rows, 5),
		cost10: costOver(offer, rows, 10),
		costTotal: costOver(offer, rows, offer.years),
		linkedYearly: linkedPerYear(offer),
		tae,
		taeGap: offer.statedTae === null ? null : offer.statedTae - tae,
		bonuses,
	};
}

/**
 * Compares two or three offers under the person's Euribor path: the cheapest is the one with
 * the lowest cost over the whole term (interest, fees, upfront costs and linked products), and
 * the reasons say by how much and what drives it. Throws MortgageInputError for invalid offers.
 */
export function compareOffers(offers: readonly Offer[], path: EuriborPath): Comparison {
	const results = offers.slice(0, MAX_OFFERS).map((offer) => costOffer(offer, path));
	const lowest = (key: 'cost5' | 'cost10' | 'costTotal') => {
		let best = 0;
		results.forEach((r, i) => {
			if (r[key] < (results[best]?.[key] ?? Infinity)) best = i;
		});
		return best;
	};
	const cheapest = lowest('costTotal');
	return {
		results,
		cheapest,
		cheapestAt: { cost5: lowest('cost5'), cost10: lowest('cost10'), costTotal: cheapest },
		reasons: reasonsFor(results, cheapest, offers),
	};
}

/**
 * How many years, from the start, a bonus pays for itself: each year the interest it saves
 * (the schedule without it minus the one with it) is at least its yearly cost. Savings shrink
 * as the loan is repaid, so once a year falls short the later ones do too.
 */
function yearsPaying(
	withBonus: readonly AmortizationRow[],
	without: readonly AmortizationRow[],
	yearlyCost: number,
	years: number,
): number {
	for (let year = 1; year <= Math.ceil(years); year++) {
		const from = (year - 1) * 12;
		const saved =
			interestUntil(without, year * 12) -
			interestUntil(without, from) -
			(interestUntil(withBonus, year * 12) - interestUntil(withBonus, from));
		if (saved < yearlyCost) return year - 1;
	}
	return Math.ceil(years);
}

/** Why the cheapest wins: by how much against each other offer, and what its cost depends on. */
function reasonsFor(results: OfferResult[], best: number, offers: readonly Offer[]): string[] {
	const winner = results[best];
	if (!winner || results.length < 2) return [];
	const eur = (n: number) => formatEuros(n, { decimals: 0 });
	const reasons: string[] = [];
	for (const [i, other] of results.entries()) {
		if (i === best) continue;
		reasons.push(
			`Cuesta ${eur(other.costTotal - winner.costTotal)} menos que «${other.name}» en todo el plazo (${eur(winner.costTotal)} frente a ${eur(other.costTotal)}).`,
		);
		if (other.cost10 < winner.cost10)
			reasons.push(
				`Ojo: a 10 años «${other.name}» sale ${eur(winner.cost10 - other.cost10)} más barata; si piensas vender o cambiar de banco antes, mírala.`,
			);
	}
	if (offers[best]?.kind !== 'fijo')
		reasons.push(
			'Su coste depende del Euríbor que has supuesto: si sube más, la cuota tras el periodo fijo también.',
		);
	if (winner.linkedYearly > 0)
		reasons.push(`Incluye ${eur(winner.linkedYearly)} al año de productos vinculados.`);
	return reasons;
}
