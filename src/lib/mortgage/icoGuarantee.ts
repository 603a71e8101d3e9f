import { underwriting } from './underwriting.ts';
import { reasons } from './messages.ts';

/** Facts needed to check the ICO first-home guarantee (Línea de Avales ICO). */
export interface IcoCheck {
	ages: readonly number[];
	hasMinors: boolean;
	firstHome: boolean;
	secondHome: boolean;
	/** Yearly income of all buyers, in euros. */
	annualIncome: number;
	communityId: string;
	/** Energy rating (A–G) of the home, for the 25 % cover. */
	energyRating?: string | undefined;
}

/** Whether the ICO guarantee may apply, its price cap and cover, and why not when it does not. */
export interface IcoEligibility {
	eligible: boolean;
	maxPrice: number;
	coveragePercent: number;
	reasons: string[];
}

/**
 * Checks the ICO young-buyer guarantee (up to 20 % of the loan, 25 % with energy rating D or
 * better, so up to 100 % financing): buyers up to 35 or families with minors, first main home,
 * income cap per buyer and a price cap per community (underwriting.json). Pure, no validation.
 */
export function icoEligibility(check: IcoCheck): IcoEligibility {
	const ico = underwriting.avalIco;
	const maxPrice = ico.maxPriceByCommunity[check.communityId] ?? 0;
	const efficient =
		check.energyRating !== undefined &&
		ico.efficientRatings.includes(check.energyRating.toUpperCase());
	const coveragePercent = efficient ? ico.coverageEfficientPercent : ico.coveragePercent;
	const incomeLimit = check.ages.length >= 2 ? ico.maxIncomeCouple : ico.maxIncomeSingle;
	const why: string[] = [];
	const ageOk =
		Math.min(...check.ages) <= ico.maxAge || (ico.familiesWithMinors && check.hasMinors);
	if (!ageOk || !check.firstHome || check.secondHome) why.push(reasons.icoNotEligible);
	if (check.annualIncome > incomeLimit) why.push(reasons.icoIncome(incomeLimit));
	return { eligible: why.length === 0, maxPrice, coveragePercent, reasons: why };
}
