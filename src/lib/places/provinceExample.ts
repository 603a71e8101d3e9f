import {
	monthlyPayment,
	provincePricePerM2,
	purchaseCosts,
	type PurchaseCosts,
} from '../mortgage/index.ts';
import { examples } from './examples.ts';

/** A worked example for a home in a province, with the shared assumptions of examples.json. */
export interface HomeExample {
	areaM2: number;
	pricePerM2: number;
	pricePerM2Source: string;
	pricePerM2Period: string;
	/** Whether the €/m² is the province's own, its community's or Spain's. */
	priceLevel: string;
	price: number;
	loan: number;
	payment: number;
	totalInterest: number;
	costs: PurchaseCosts;
	/** Down payment plus the buyer's purchase costs. */
	savingsNeeded: number;
	/** Net monthly income at which the payment is the effort limit of examples.json. */
	incomeNeeded: number;
}

/** Rounds a price to the nearest 100 € so examples read naturally. */
const round100 = (n: number) => Math.round(n / 100) * 100;

/**
 * Example for `areaM2` (default: examples.json) at the province's €/m²: price, resale purchase
 * costs, the example mortgage, savings and income needed. Figures come from the engine.
 */
export function homeExample(
	provinceId: string,
	options: { areaM2?: number; homeType?: 'new' | 'resale' } = {},
): HomeExample {
	const ppm = provincePricePerM2(provinceId);
	if (!ppm) throw new Error(`Falta el precio por m² de la provincia «${provinceId}».`);
	const areaM2 = options.areaM2 ?? examples.areaM2;
	const price = round100(ppm.value * areaM2);
	const loan = round100((price * examples.ltvPercent) / 100);
	const months = examples.years * 12;
	const payment = monthlyPayment(loan, examples.ratePercent, months);
	const costs = purchaseCosts({
		price,
		provinceId,
		homeType: options.homeType ?? 'resale',
		loanAmount: loan,
	});
	return {
		areaM2,
		pricePerM2: ppm.value,
		pricePerM2Source: ppm.source,
		pricePerM2Period: ppm.period,
		priceLevel: ppm.level,
		price,
		loan,
		payment,
		totalInterest: payment * months - loan,
		costs,
		savingsNeeded: price - loan + costs.totals.buyer,
		incomeNeeded: payment / (examples.effortPercent / 100),
	};
}
