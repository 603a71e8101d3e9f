/**
 * Worked examples of the four mortgage landing pages. The inputs are stated example assumptions;
 * every figure shown comes from the mortgage engine, never typed by hand.
 */
import {
	affordability,
	communities,
	costItem,
	debtConsolidation,
	icoEligibility,
	latestEuribor,
	monthlyPayment,
	purchaseCosts,
	subrogation,
	underwriting,
} from '../mortgage/index.ts';
import { examples } from '../places/examples.ts';

const months = examples.years * 12;
const appraisal = (): number => {
	const estimate = costItem('tasacion').estimate;
	return estimate && 'fixed' in estimate ? estimate.fixed : 0;
};

/** One row of the ICO price caps: a community and its maximum price. */
export interface IcoCap {
	community: string;
	maxPrice: number;
}

/** ICO price caps by community, highest first, with the communities' Spanish names. */
export function icoPriceCaps(): IcoCap[] {
	const caps = underwriting.avalIco.maxPriceByCommunity;
	return communities
		.map((c) => ({ community: c.name, maxPrice: caps[c.id] ?? 0 }))
		.filter((row) => row.maxPrice > 0)
		.toSorted((a, b) => b.maxPrice - a.maxPrice || a.community.localeCompare(b.community, 'es'));
}

/** Example assumptions of the young-buyer page. */
export const youngAssumptions = {
	provinceId: 'valencia',
	communityId: 'comunitat-valenciana',
	price: 200_000,
	age: 30,
	annualIncome: 34_000,
} as const;

/** Young buyer with and without the ICO guarantee: loan, payment and savings needed. */
export function youngExample() {
	const a = youngAssumptions;
	const ico = icoEligibility({
		ages: [a.age],
		hasMinors: false,
		firstHome: true,
		secondHome: false,
		annualIncome: a.annualIncome,
		communityId: a.communityId,
	});
	const scenario = (ltvPercent: number) => {
		const loan = (a.price * ltvPercent) / 100;
		const costs = purchaseCosts({
			price: a.price,
			provinceId: a.provinceId,
			homeType: 'resale',
			loanAmount: loan,
			buyer: { age: a.age, habitual: true, firstHome: true, annualIncome: a.annualIncome },
		});
		return {
			ltvPercent,
			loan,
			payment: monthlyPayment(loan, examples.ratePercent, months),
			costs: costs.totals.buyer,
			savings: a.price - loan + costs.totals.buyer,
		};
	};
	return {
		...a,
		ratePercent: examples.ratePercent,
		years: examples.years,
		ico,
		standard: scenario(underwriting.ltv.habitualPercent),
		withIco: scenario(underwriting.ltv.withIcoPercent),
	};
}

/** Example assumptions of the self-employed page. */
export const selfEmployedAssumptions = {
	provinceId: 'sevilla',
	netMonthlyIncome: 2_400,
	savings: 60_000,
	age: 38,
} as const;

/** What a self-employed buyer with a given declared net income can borrow and buy. */
export function selfEmployedExample() {
	const a = selfEmployedAssumptions;
	const result = affordability({
		incomes: [a.netMonthlyIncome],
		savings: a.savings,
		ages: [a.age],
		years: examples.years,
		annualRatePercent: examples.ratePercent,
		provinceId: a.provinceId,
		homeType: 'resale',
	});
	return {
		...a,
		ratePercent: examples.ratePercent,
		years: examples.years,
		comfortPayment: (a.netMonthlyIncome * underwriting.tasaEsfuerzo.comfortPercent) / 100,
		maxPayment: result.maxPayment,
		maxLoan: result.maxLoan,
		maxPrice: result.maxPrice,
		effortLimitPercent: result.tasaEsfuerzoLimitPercent,
	};
}

/** Example assumptions of the mortgage-transfer page. */
export const subrogationAssumptions = {
	balance: 150_000,
	remainingMonths: 300,
	monthsSinceSigning: 60,
	currentMarginPercent: 1,
	newFixedRatePercent: 2.9,
} as const;

/** Moving a variable mortgage (latest Euribor + margin) to a fixed offer at another bank. */
export function subrogationExample() {
	const a = subrogationAssumptions;
	const euribor = latestEuribor();
	const currentRatePercent = euribor.ratePercent + a.currentMarginPercent;
	const result = subrogation({
		balance: a.balance,
		remainingMonths: a.remainingMonths,
		currentRatePercent,
		currentRateType: 'variable',
		monthsSinceSigning: a.monthsSinceSigning,
		newRatePercent: a.newFixedRatePercent,
		newRateType: 'fixed',
		costs: appraisal(),
	});
	return { ...a, euribor, currentRatePercent, appraisal: appraisal(), result };
}

/** Example debts of the debt-consolidation page. */
export const consolidationAssumptions = {
	debts: [
		{ name: 'Préstamo del coche', balance: 12_000, monthlyPayment: 350, annualRatePercent: 7 },
		{ name: 'Préstamo personal', balance: 8_000, monthlyPayment: 260, annualRatePercent: 9 },
		{ name: 'Tarjeta de crédito', balance: 3_000, monthlyPayment: 120, annualRatePercent: 20 },
	],
	newRatePercent: 3.5,
	newYears: 15,
	costs: 1_000,
} as const;

/** Three consumer debts unified into one mortgage-backed loan: new payment and total cost. */
export function consolidationExample() {
	const a = consolidationAssumptions;
	const result = debtConsolidation({
		debts: a.debts.map((d) => ({ ...d })),
		newRatePercent: a.newRatePercent,
		newYears: a.newYears,
		costs: a.costs,
		financeCosts: true,
	});
	return { ...a, result };
}
