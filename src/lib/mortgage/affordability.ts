import { z } from 'zod';
import { buyerSchema, homeTypeSchema, provinceIdSchema } from './buyerSchema.ts';
import { communityOfProvince, underwriting } from './data.ts';
import { MortgageInputError, parseInput } from './errors.ts';
import { icoEligibility, type IcoEligibility } from './icoGuarantee.ts';
import { messages, reasons } from './messages.ts';
import { levelPayment, presentValue } from './monthlyPayment.ts';
import { purchaseCosts } from './purchaseCosts.ts';
import { age, loanYears, nonNegativeEuros, option, positiveEuros, ratePercent } from './schemas.ts';

/** Inputs of affordability. */
export const affordabilitySchema = z.object({
	/** Net monthly income of each buyer. */
	incomes: z.array(nonNegativeEuros(), { error: messages.notList }).min(1, { error: messages.emptyIncomes }),
	/** Monthly payments of other debts (car, cards…). */
	debts: z.array(nonNegativeEuros(), { error: messages.notList }).default([]),
	/** Savings available for the down payment and costs. */
	savings: nonNegativeEuros(),
	/** Age of each buyer. */
	ages: z.array(age(), { error: messages.notList }).min(1, { error: messages.required }),
	years: loanYears(),
	annualRatePercent: ratePercent(),
	provinceId: provinceIdSchema,
	homeType: homeTypeSchema,
	/** Second home: lower LTV, no reduced taxes, no ICO guarantee. */
	secondHome: z.boolean({ error: messages.unknownOption }).default(false),
	/** Price to check; without it only the maximum is computed. */
	targetPrice: positiveEuros().optional(),
	/** Buyer facts for reduced taxes (age and habitual are taken from the fields above). */
	buyer: buyerSchema.omit({ age: true, habitual: true }).default({ firstHome: false, largeFamily: false, singleParent: false, disabilityPercent: 0 }),
	/** Gross yearly income of all buyers, for the ICO and tax caps; 12 × net income when absent. */
	annualIncome: nonNegativeEuros().optional(),
	/** Children under age in the family (ICO guarantee for families). */
	hasMinors: z.boolean({ error: messages.unknownOption }).default(false),
	/** Energy rating of the home, A to G. */
	energyRating: option(['A', 'B', 'C', 'D', 'E', 'F', 'G']).optional(),
});

type Data = z.output<typeof affordabilitySchema>;
/** Overall answer of affordability. */
export type Verdict = 'viable' | 'ajustada' | 'no-viable';
/** Maximum price and loan under one LTV limit. */
export interface PriceLimit {
	price: number;
	loan: number;
	costs: number;
}

function buyerCosts(data: Data, price: number, loan: number): number {
	const buyer = { ...data.buyer, age: Math.min(...data.ages), habitual: !data.secondHome };
	const input = { price, provinceId: data.provinceId, homeType: data.homeType, buyer, loanAmount: loan };
	return purchaseCosts(data.annualIncome === undefined ? input : { ...input, buyer: { ...buyer, annualIncome: data.annualIncome } })
		.totals.buyer;
}

/** Largest price with price − loan + costs ≤ savings, loan ≤ LTV × price and loan ≤ maxLoan. */
function maxPriceFor(data: Data, ltvPercent: number, maxLoan: number, priceCap = Number.POSITIVE_INFINITY): PriceLimit {
	const loanFor = (price: number) => Math.min((price * ltvPercent) / 100, maxLoan);
	const fits = (price: number) => price - loanFor(price) + buyerCosts(data, price, loanFor(price)) <= data.savings;
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
	return { price, loan, costs: price > 0 ? buyerCosts(data, price, loan) : 0 };
}

/**
 * How much home a household can afford: maximum instalment under the tasa de esfuerzo limit,
 * maximum loan, maximum price including the province's purchase costs, the ICO guarantee and a
 * verdict ('viable' | 'ajustada' | 'no-viable') with Spanish reasons, optionally for a target
 * price. Bank rules come from underwriting.json. Throws MortgageInputError for invalid input.
 */
export function affordability(input: z.input<typeof affordabilitySchema>) {
	const data = parseInput(affordabilitySchema, input);
	const community = communityOfProvince(data.provinceId);
	if (!community) throw new MortgageInputError('provinceId', messages.unknownProvince);
	const uw = underwriting;
	const income = data.incomes.reduce((a, b) => a + b, 0);
	const debts = data.debts.reduce((a, b) => a + b, 0);
	const months = data.years * 12;
	const maxPayment = Math.max(0, (income * uw.tasaEsfuerzo.maxPercent) / 100 - debts);
	const maxLoan = presentValue(maxPayment, data.annualRatePercent, months);
	const ltvLimit = data.secondHome ? uw.ltv.secondHomePercent : uw.ltv.habitualPercent;
	const standard = maxPriceFor(data, ltvLimit, maxLoan);
	const youngest = Math.min(...data.ages);
	const ageAtEnd = youngest + data.years;
	const maxYearsByAge = Math.max(0, uw.edad.maxAgeAtEnd - youngest);
	const ico: IcoEligibility & { limit?: PriceLimit } = icoEligibility({
		...data,
		firstHome: data.buyer.firstHome,
		annualIncome: data.annualIncome ?? income * 12,
		communityId: community.id,
	});
	if (ico.eligible) ico.limit = maxPriceFor(data, uw.ltv.withIcoPercent, maxLoan, ico.maxPrice);
	const why: string[] = [];
	// An object, not a let: TypeScript does not see the closure below changing a local variable.
	const state: { verdict: Verdict } = { verdict: 'viable' };
	const fail = (reason: string) => {
		state.verdict = 'no-viable';
		why.push(reason);
	};
	if (ageAtEnd > uw.edad.maxAgeAtEnd) fail(reasons.ageExceeded(ageAtEnd, uw.edad.maxAgeAtEnd, maxYearsByAge));
	if (maxPayment <= 0) fail(reasons.noCapacity);
	let target: ReturnType<typeof evaluateTarget> | undefined;
	if (data.targetPrice !== undefined) {
		target = evaluateTarget(data, data.targetPrice, ltvLimit, maxLoan, income, debts);
		if (target.savingsShortfall > 0) fail(reasons.savingsShortfall(Math.ceil(target.savingsShortfall / 100) * 100));
		else why.push(reasons.savingsOk(data.savings - (data.targetPrice + target.costs - target.loan)));
		if (target.tasaEsfuerzoPercent > uw.tasaEsfuerzo.maxPercent) fail(reasons.effortTooHigh(target.tasaEsfuerzoPercent, uw.tasaEsfuerzo.maxPercent));
		else if (target.tasaEsfuerzoPercent > uw.tasaEsfuerzo.comfortPercent) {
			if (state.verdict === 'viable') state.verdict = 'ajustada';
			why.push(reasons.effortTight(target.tasaEsfuerzoPercent, uw.tasaEsfuerzo.comfortPercent));
		} else why.push(reasons.effortOk(target.tasaEsfuerzoPercent));
		if (state.verdict === 'no-viable' && ico.eligible && data.targetPrice <= ico.maxPrice) why.push(reasons.icoEligible(ico.maxPrice));
		else if (state.verdict === 'no-viable' && ico.eligible) why.push(reasons.icoPriceCap(ico.maxPrice));
	} else if (standard.price > 0) why.push(reasons.maxPrice(standard.price));
	if (ageAtEnd <= uw.edad.maxAgeAtEnd) why.push(reasons.ageOk(ageAtEnd));
	return {
		maxPayment,
		maxLoan: standard.loan,
		maxLoanByPayment: maxLoan,
		maxPrice: standard.price,
		costsAtMaxPrice: standard.costs,
		ltvPercent: standard.price > 0 ? (standard.loan / standard.price) * 100 : 0,
		ltvLimitPercent: ltvLimit,
		tasaEsfuerzoLimitPercent: uw.tasaEsfuerzo.maxPercent,
		ageAtEnd,
		maxAgeAtEnd: uw.edad.maxAgeAtEnd,
		maxYearsByAge,
		ico,
		target,
		verdict: state.verdict,
		reasons: why,
	};
}

/** Loan, instalment, effort and savings gap for a given price. */
function evaluateTarget(data: Data, price: number, ltvLimit: number, maxLoan: number, income: number, debts: number) {
	const allowedLoan = Math.min((price * ltvLimit) / 100, maxLoan);
	const costs = buyerCosts(data, price, allowedLoan);
	const needed = price + costs - allowedLoan;
	const savingsShortfall = Math.max(0, needed - data.savings);
	const wantedLoan = Math.min(price, Math.max(0, price + costs - data.savings));
	const payment = wantedLoan > 0 ? levelPayment(wantedLoan, data.annualRatePercent, data.years * 12) : 0;
	const tasaEsfuerzoPercent = income > 0 ? ((payment + debts) / income) * 100 : payment + debts > 0 ? 100 : 0;
	const ltvPercent = (wantedLoan / price) * 100;
	return { price, costs, loan: wantedLoan, allowedLoan, payment, tasaEsfuerzoPercent, ltvPercent, savingsShortfall };
}

/** Result of affordability. */
export type AffordabilityResult = ReturnType<typeof affordability>;
