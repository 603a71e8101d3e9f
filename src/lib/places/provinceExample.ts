import {
	monthlyPayment,
	provincePricePerM2,
	purchaseCosts,
	type PurchaseCosts,
	type PricePerM2,
} from '../mortgage/index.ts';
import { examples } from './examples.ts';
import { municipalityByIne } from './municipalities.ts';
import { provinces } from './provinces.ts';

/** A worked example for a home in a province, with the shared assumptions of examples.json. */
export interface HomeExample {
	areaM2: number;
	pricePerM2: number;
	pricePerM2Source: string;
	pricePerM2Period: string;
	/** Whether the €/m² is the municipality's own figure or the province's. */
	priceLevel: 'municipio' | 'provincia';
	/** False while the figure is not checked against the official MIVAU table. */
	pricePerM2Verified: boolean;
	/** The place the €/m² belongs to (municipality or province name). */
	pricePlace: string;
	/** The whole €/m² record, for the source sentence. */
	priceRef: PricePerM2;
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
 * Example for `areaM2` (default: examples.json) at the municipality's €/m² when `municipalityIne`
 * has one, else the province's: price, resale purchase costs, the example mortgage, savings and
 * income needed. Figures come from the engine.
 */
export function homeExample(
	provinceId: string,
	options: { areaM2?: number; homeType?: 'new' | 'resale'; municipalityIne?: string } = {},
): HomeExample {
	const municipality =
		options.municipalityIne === undefined ? undefined : municipalityByIne(options.municipalityIne);
	const ppm = municipality?.pricePerM2 ?? provincePricePerM2(provinceId);
	if (!ppm) throw new Error(`Falta el precio por m² de la provincia «${provinceId}».`);
	const pricePlace = municipality?.name ?? provinces.find((p) => p.id === provinceId)?.name ?? '';
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
		pricePerM2Verified: ppm.verified,
		pricePlace,
		priceRef: ppm,
		price,
		loan,
		payment,
		totalInterest: payment * months - loan,
		costs,
		savingsNeeded: price - loan + costs.totals.buyer,
		incomeNeeded: payment / (examples.effortPercent / 100),
	};
}
