import { formatEuros } from '../format/index.ts';
import { levelPayment } from '../mortgage/monthlyPayment.ts';
import { underwriting } from '../mortgage/underwriting.ts';

const eur = (n: number) => formatEuros(n, { decimals: 0 });

/**
 * What a plan may say and still be plausible: homes between 30 and 400 m², a saving period of
 * at most 10 years (beyond that the goal is out of reach by saving alone), and 5 years as the
 * horizon for the monthly saving that would make it reachable.
 */
export const planBounds = { minM2: 30, maxM2: 400, maxSavingYears: 10, goalYears: 5 } as const;

/** The m² a price buys at a province's average price, said only within plausible bounds. */
export function describeM2(m2: number, province: string, perM2: number, period: string): string {
	const at = `Al precio medio de ${province} (${eur(perM2)}/m², ${period})`;
	if (m2 > planBounds.maxM2)
		return `${at} llegaría para una vivienda de más de ${planBounds.maxM2} m².`;
	return `${at} son unos ${m2} m².`;
}

/** Inputs of the reach check: the household and what the engine says they can buy. */
export interface ReachInput {
	province: string;
	perM2: number;
	maxPrice: number;
	/** The loan the income allows (before the savings limit). */
	maxLoanByPayment: number;
	income: number;
	debts: number;
	years: number;
	ratePercent: number;
	icoEligible: boolean;
	/** The highest price the ICO guarantee reaches for this household (0 when it does not apply). */
	icoPrice: number;
}

/** The price of a small home (30 m²) at a province's average price, rounded to thousands. */
export const smallHomePrice = (perM2: number) =>
	Math.round((planBounds.minM2 * perM2) / 1000) * 1000;

/**
 * When the budget does not reach a small home (30 m²) in the province: says so, why (savings
 * or income) and what would make it reachable, with figures from the same rules.
 */
export function outOfReach(r: ReachInput): string | undefined {
	const minPrice = smallHomePrice(r.perM2);
	if (r.maxPrice >= minPrice) return undefined;
	// The ICO guarantee may reach what the bank's usual 80 % does not: one verdict that says so.
	if (r.icoEligible && r.icoPrice >= minPrice)
		return `Sin aval, hoy una vivienda pequeña (${planBounds.minM2} m², unos ${eur(minPrice)} al precio medio de ${r.province}) queda fuera de tu alcance, porque tus ahorros no cubren la entrada y los gastos. Con el aval ICO para jóvenes, que permite financiar hasta el ${underwriting.ltv.withIcoPercent} %, sí llegarías: hasta unos ${eur(r.icoPrice)} (unos ${Math.floor(r.icoPrice / r.perM2)} m² a precio medio).`;
	const ltv = underwriting.ltv.habitualPercent / 100;
	const ahorro = underwriting.ahorro;
	const byIncome = r.maxLoanByPayment / ltv;
	const savingsNeeded = (minPrice * (ahorro.downPaymentPercent + ahorro.costsPercentLow)) / 100;
	const payment = levelPayment(minPrice * ltv, r.ratePercent, r.years * 12);
	const incomeNeeded = (payment * 100) / underwriting.tasaEsfuerzo.maxPercent + r.debts;
	const why =
		byIncome >= minPrice
			? 'tus ahorros no cubren la entrada y los gastos'
			: `con tus ingresos la cuota que aceptan los bancos (el ${underwriting.tasaEsfuerzo.maxPercent} % menos tus deudas) no da para el préstamo`;
	const fix =
		byIncome >= minPrice
			? `reunir unos ${eur(savingsNeeded)} de ahorro para la entrada y los gastos`
			: `unos ingresos netos de ${eur(incomeNeeded)} al mes (por ejemplo, sumando los de otra persona) y unos ${eur(savingsNeeded)} de ahorro para la entrada y los gastos`;
	return `Hoy una vivienda pequeña (${planBounds.minM2} m², unos ${eur(minPrice)} al precio medio de ${r.province}) queda fuera de tu alcance: ${why}. Para alcanzarla necesitarías ${fix}, o buscar en una provincia más barata${r.icoEligible ? '; el aval ICO reduce la entrada, pero no los gastos' : ''}.`;
}

/** The saving sentence: how long, or, beyond 10 years, that it is out of reach and what helps. */
export function savingTime(
	shortfall: number,
	monthly: number,
	intro: string,
	icoEligible: boolean,
): string {
	const months = Math.ceil(shortfall / monthly);
	if (months <= planBounds.maxSavingYears * 12) {
		const time = months >= 24 ? `${Math.round(months / 12)} años` : `${months} meses`;
		return `${intro} lo reunirías en unos ${time}.`;
	}
	const needed = shortfall / (planBounds.goalYears * 12);
	return `${intro} tardarías más de ${planBounds.maxSavingYears} años, así que hoy esa vivienda queda fuera de tu alcance ahorrando solo. Para reunirlo en ${planBounds.goalYears} años tendrías que ahorrar unos ${eur(needed)} al mes; también ayudan una vivienda más pequeña o en otra provincia, o comprar con otra persona${icoEligible ? ', y el aval ICO, que reduce la entrada' : ''}.`;
}
