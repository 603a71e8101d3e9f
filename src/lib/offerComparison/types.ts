/** How the rate of an offer behaves. */
export type RateKind = 'fijo' | 'variable' | 'mixto';

/**
 * An optional linked product that lowers the rate: what it costs a year and how many percentage
 * points it takes off (the offer's rates already include the cut).
 */
export interface Bonus {
	name: string;
	yearlyCost: number;
	points: number;
}

/** A mortgage offer, from a FEIN or typed in. Rates in percent, money in euros. */
export interface Offer {
	name: string;
	amount: number;
	years: number;
	kind: RateKind;
	/** TIN of the fixed period (fijo: the whole term; variable: the first months; mixto: the fixed years). */
	tin: number;
	/** Years at `tin` before the first revision (variable: usually 1; mixto: the fixed years). */
	fixedYears: number;
	/** Diferencial over the Euribor after the fixed period (variable and mixto). */
	spread: number;
	openingFee: number;
	/** Other costs paid at signing that the borrower bears (appraisal…). */
	upfrontCosts: number;
	/** Yearly cost of the linked products that are required anyway (not listed as bonuses). */
	linkedYearly: number;
	bonuses: Bonus[];
	/** The TAE the bank states, when known. */
	statedTae: number | null;
	/** Names of the linked products the offer requires (not bonuses), as the FEIN lists them. */
	linkedNames?: string;
}

/** The person's own assumption: the 12-month Euribor now and in five years (held after). */
export interface EuriborPath {
	now: number;
	inFiveYears: number;
}

/** What one bonus is worth over the whole term. */
export interface BonusVerdict {
	name: string;
	/** Its yearly cost times the years of the loan. */
	cost: number;
	/** Interest saved over the term thanks to its rate cut. */
	saves: number;
	worthIt: boolean;
	/**
	 * Years from the start during which the bonus saves more interest each year than it costs:
	 * after them, keeping the product costs more than it saves (0: never; the term: always).
	 */
	paysForYears: number;
}

/** One offer costed under the person's Euribor path. */
export interface OfferResult {
	name: string;
	/** The TIN the bank applies (with the bonuses the offer assumes). */
	tin: number;
	/** The loan's term in years. */
	years: number;
	/** The linked products: bonuses first (each with its yearly cost), then the required ones. */
	products: { name: string; yearlyCost: number | null }[];
	paymentNow: number;
	/** First payment after the fixed period; null for a fixed-rate loan. */
	paymentAfterFixed: number | null;
	/** Interest + fees + upfront costs + linked products, over 5 years, 10 years and the term. */
	cost5: number;
	cost10: number;
	costTotal: number;
	/** Linked products (required and bonuses) per year. */
	linkedYearly: number;
	/** TAE recomputed from the offer's figures, linked products included. */
	tae: number;
	/** Stated minus recomputed TAE, in points; null without a stated TAE. */
	taeGap: number | null;
	bonuses: BonusVerdict[];
}

/** The comparison: each offer, the cheapest over the whole term and why. */
export interface Comparison {
	results: OfferResult[];
	cheapest: number;
	/** The cheapest offer (index) over 5 years, 10 years and the whole term. */
	cheapestAt: { cost5: number; cost10: number; costTotal: number };
	reasons: string[];
}
