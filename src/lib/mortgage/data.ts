import { z } from 'zod';
import communityData from '../../../content/data/communities.json' with { type: 'json' };
import costData from '../../../content/data/purchase-costs.json' with { type: 'json' };
import { communitySchema } from './dataSchemas.ts';
import { provinces, type PricePerM2 } from '../places/provinces.ts';
import { costItemSchema } from './lendingSchemas.ts';

/** A community with its purchase taxes (communities.json). */
export type Community = z.infer<typeof communitySchema>;
/** A purchase or loan cost item (purchase-costs.json). */
export type CostItem = z.infer<typeof costItemSchema>;

/** All communities and autonomous cities, validated. */
export const communities: readonly Community[] = z
	.array(communitySchema)
	.length(19)
	.parse(communityData);
/** Cost items keyed by id. */
export const costItems: ReadonlyMap<string, CostItem> = new Map(
	z
		.array(costItemSchema)
		.parse(costData)
		.map((item) => [item.id, item]),
);
const communityById = new Map(communities.map((c) => [c.id, c]));

/** Ids of the 52 provinces, for input schemas. */
export const provinceIds = provinces.map((p) => p.id) as [string, ...string[]];

/** The community a province belongs to, or undefined for an unknown id. */
export function communityOfProvince(provinceId: string): Community | undefined {
	const province = provinces.find((p) => p.id === provinceId);
	return province ? communityById.get(province.community) : undefined;
}

/** A cost item by id; throws if the data file lost it (a build-time error, not user input). */
export function costItem(id: string): CostItem {
	const item = costItems.get(id);
	if (!item) throw new Error(`purchase-costs.json: falta la partida «${id}».`);
	return item;
}

/** Reference €/m² of a province, or undefined for an unknown id or missing figure. */
export function provincePricePerM2(provinceId: string): PricePerM2 | undefined {
	return provinces.find((p) => p.id === provinceId)?.pricePerM2;
}
