import { levelPayment } from './annuity.ts';
import type { AffordabilityData } from './affordabilitySchema.ts';
import { purchaseCostsOf } from './purchaseCostsOf.ts';
import type { EngineTables } from './tables.ts';

/** Maximum price and loan under one LTV limit. */
export interface PriceLimit {
	price: number;
	loan: number;
	costs: number;
}

/**
 * Buyer-paid purchase costs for a price and loan, with the household facts. Only the buyers' ages
 * are known, so each buyer gets an equal share and the age-based rates apply to that share only;
 * every buyer is given the household's income (the stricter reading of the income caps) and the
 * household's disability degree.
 */
export function buyerCosts(
	data: AffordabilityData,
	tables: EngineTables,
	price: number,
	loan: number,
): number {
	const sharePercent = 100 / data.ages.length;
	const buyers = data.ages.map((age) => ({
		sharePercent,
		age,
		disabilityPercent: data.buyer.disabilityPercent,
		...(data.annualIncome === undefined ? {} : { annualIncome: data.annualIncome }),
	}));
	return purchaseCostsOf(
		{
			price,
			provinceId: data.provinceId,
			homeType: data.homeType,
			vpo: false,
			raisedLimitTown: false,
			buyer: { ...data.buyer, habitual: !data.secondHome },
			buyers,
			loanAmount: loan,
			openingFeePercent: 0,
			includeGestoria: true,
		},
		tables,
	).totals.buyer;
}

/** Largest price with price − loan + costs ≤ savings, loan ≤ LTV × price and loan ≤ maxLoan. */
export function maxPriceFor(
	data: AffordabilityData,
	tables: EngineTables,
	ltvPercent: number,
	maxLoan: number,
	priceCap = Number.POSITIVE_INFINITY,
): PriceLimit {
	const loanFor = (price: number) => Math.min((price * ltvPercent) / 100, maxLoan);
	const fits = (price: number) =>
		price - loanFor(price) + buyerCosts(data, tables, price, loanFor(price)) <= data.savings;
	let lo = 0;
	let hi = Math.min(priceCap, data.savings + maxLoan);
	if (hi < 1 || !fits(1)) return { price: 0, loan: 0, costs: 0 };
	if (fits(hi)) lo = hi;
	for (let i = 0; i < 60 && hi - lo > 0.5; i++) {
		const mid = (lo + hi) / 2;
		if (fits(mid)) lo = mid;
		else hi = mid;
	}
	const price = Math.floor(lo);
	const loan = loanFor(price);
	return { price, loan, costs: price > 0 ? buyerCosts(data, tables, price, loan) : 0 };
}

/**
 * Loan, instalment, effort and savings gap for a given price. The effort (tasa de esfuerzo) is
 * null without income: a share of nothing is not 100 %.
 */
export function evaluateTarget(
	data: AffordabilityData,
	tables: EngineTables,
	price: number,
	ltvLimit: number,
	maxLoan: number,
	income: number,
	debts: number,
) {
	const allowedLoan = Math.min((price * ltvLimit) / 100, maxLoan);
	const costs = buyerCosts(data, tables, price, allowedLoan);
	const needed = price + costs - allowedLoan;
	const savingsShortfall = Math.max(0, needed - data.savings);
	const wantedLoan = Math.min(price, Math.max(0, price + costs - data.savings));
	const payment =
		wantedLoan > 0 ? levelPayment(wantedLoan, data.annualRatePercent, data.years * 12) : 0;
	const tasaEsfuerzoPercent = income > 0 ? ((payment + debts) / income) * 100 : null;
	const ltvPercent = (wantedLoan / price) * 100;
	return {
		price,
		costs,
		loan: wantedLoan,
		allowedLoan,
		payment,
		tasaEsfuerzoPercent,
		ltvPercent,
		savingsShortfall,
	};
}
