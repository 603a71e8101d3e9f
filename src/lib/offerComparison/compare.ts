import { formatEuros } from '../format/formatEuros.ts';
import { costOver, interestUntil, linkedPerYear, offerSchedule, recomputedTae } from './cost.ts';
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
		return { name: bonus.name, cost, saves, worthIt: saves > cost };
	});
	return {
		name: offer.name,
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
	let cheapest = 0;
	results.forEach((r, i) => {
		if (r.costTotal < (results[cheapest]?.costTotal ?? Infinity)) cheapest = i;
	});
	return { results, cheapest, reasons: reasonsFor(results, cheapest, offers) };
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
