import { z } from 'zod';
import communityData from '../../../content/data/communities.json' with { type: 'json' };
import costData from '../../../content/data/purchase-costs.json' with { type: 'json' };
import { communitySchema } from './dataSchemas.ts';
import { provinces } from '../places/provinces.ts';
import { costItemSchema } from './lendingSchemas.ts';
import {
	communityIn,
	costItemIn,
	type Community,
	type CostItem,
	type EngineTables,
} from './tables.ts';

export type { Community, CostItem, EngineTables } from './tables.ts';
export { provincePricePerM2 } from '../places/provinces.ts';

/** All communities and autonomous cities, validated. */
export const communities: readonly Community[] = z
	.array(communitySchema)
	.length(19)
	.parse(communityData);
const costList: readonly CostItem[] = z.array(costItemSchema).parse(costData);
/** Cost items keyed by id. */
export const costItems: ReadonlyMap<string, CostItem> = new Map(
	costList.map((item) => [item.id, item]),
);
/** The tables of the files above, validated, for the engine. */
export const tables: EngineTables = { communities, costItems: costList };

/** Ids of the 52 provinces, for input schemas. */
export const provinceIds = provinces.map((p) => p.id) as [string, ...string[]];

/** The community a province belongs to, or undefined for an unknown id. */
export function communityOfProvince(provinceId: string): Community | undefined {
	return communityIn(tables, provinceId);
}

/** A cost item by id; throws if the data file lost it (a build-time error, not user input). */
export function costItem(id: string): CostItem {
	return costItemIn(tables, id);
}
