import { purchaseCosts, type PurchaseCostsInput } from '../mortgage/index.ts';
import { taxSummary, type ReducedRateSummary } from './taxSummary.ts';

/** The buyer of the worked examples in the news: household facts and personal facts. */
export interface ExampleBuyer {
	age?: number;
	habitual?: boolean;
	firstHome?: boolean;
	annualIncome?: number;
	/** Mortgage as a share of the price (some reductions need more than 50 %). */
	loanPercent?: number;
	/** Several buyers: each one's share (percent) and personal facts. */
	buyers?: { sharePercent: number; age?: number; annualIncome?: number }[];
}

/** The ITP of one resale purchase: amount, effective rate and the rule the engine applied. */
export interface ItpFigure {
	amount: number;
	ratePercent: number;
	rule: string;
	conditions: string[];
}

/** Supuestos shared by every young-buyer example: main home, first home, 80 % mortgage. */
export const youngExampleBuyer = {
	age: 30,
	habitual: true,
	firstHome: true,
	annualIncome: 25_000,
	loanPercent: 80,
} as const satisfies ExampleBuyer;

/** The same buyer past every youth age limit, to show the saving. */
export const olderExampleBuyer = { ...youngExampleBuyer, age: 45 } as const;

/** ITP of a resale home in a province for a buyer, computed by the same engine as the tools. */
export function itpFor(provinceId: string, price: number, buyer: ExampleBuyer = {}): ItpFigure {
	const { loanPercent = 0, age, annualIncome, habitual = true, firstHome = false, buyers } = buyer;
	const input: PurchaseCostsInput = {
		price,
		provinceId,
		homeType: 'resale',
		loanAmount: (price * loanPercent) / 100,
		buyer: {
			habitual,
			firstHome,
			...(age === undefined ? {} : { age }),
			...(annualIncome === undefined ? {} : { annualIncome }),
		},
		...(buyers === undefined ? {} : { buyers }),
	};
	const itp = purchaseCosts(input).lines.find((l) => l.id === 'itp');
	if (!itp || itp.amount === null || itp.ratePercent === null || !itp.rule)
		throw new Error(`Sin línea de ITP para «${provinceId}».`);
	return {
		amount: itp.amount,
		ratePercent: itp.ratePercent,
		rule: itp.rule.label,
		conditions: itp.rule.conditions,
	};
}

/** A young buyer's ITP next to the same buyer at 45, and the saving. */
export interface YoungItpExample {
	provinceId: string;
	communityName: string;
	price: number;
	withoutYouth: ItpFigure;
	young: ItpFigure;
	saving: number;
}

/** Worked example of the youth ITP rate of a province at a price. */
export function youngItpExample(provinceId: string, price: number): YoungItpExample {
	const withoutYouth = itpFor(provinceId, price, olderExampleBuyer);
	const young = itpFor(provinceId, price, youngExampleBuyer);
	return {
		provinceId,
		communityName: taxSummary(provinceId, price).community.name,
		price,
		withoutYouth,
		young,
		saving: withoutYouth.amount - young.amount,
	};
}

/** The ITP rules of a province as the news lists them: general rate, reduced rates and source. */
export interface ItpRulesSummary {
	communityName: string;
	general: string;
	reduced: ReducedRateSummary[];
	source: string;
	validFromText: string;
}

/** ITP rules of a province; `onlyAge` keeps the reduced rates tied to the buyer's age. */
export function itpRules(provinceId: string, onlyAge = false): ItpRulesSummary {
	const taxes = taxSummary(provinceId, 0);
	const itpSource = taxes.sources[0];
	return {
		communityName: taxes.community.name,
		general: taxes.itpGeneral,
		reduced: onlyAge
			? taxes.itpReduced.filter((r) => r.conditions.some((c) => /años/.test(c)))
			: taxes.itpReduced,
		source: itpSource?.source ?? '',
		validFromText: itpSource?.validFromText ?? '',
	};
}
