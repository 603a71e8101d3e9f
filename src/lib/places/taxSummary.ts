import { communityOfProvince } from '../mortgage/data.ts';
import { taxSummaryOf, type TaxSummary } from './taxSummaryOf.ts';

export * from './taxSummaryOf.ts';

/** The purchase taxes that apply in a province (foral territories use their own ITP). */
export function taxSummary(provinceId: string, price: number): TaxSummary {
	const community = communityOfProvince(provinceId);
	if (!community) throw new Error(`No hay datos fiscales para la provincia «${provinceId}».`);
	return taxSummaryOf(community, provinceId, price);
}
