import type { z } from 'zod';
import type { communitySchema } from './dataSchemas.ts';
import type { costItemSchema } from './lendingSchemas.ts';
import { provinces } from '../places/provinces.ts';

/** A community with its purchase taxes (communities.json). */
export type Community = z.infer<typeof communitySchema>;
/** A purchase or loan cost item (purchase-costs.json). */
export type CostItem = z.infer<typeof costItemSchema>;

/**
 * The tables purchase costs are computed with: every community's taxes and every cost item.
 * The site reads them from content/data (validated with zod, see data.ts); the assistant gets
 * the same tables inside its fetched index, so its code carries neither the files nor zod.
 */
export interface EngineTables {
	communities: readonly Community[];
	costItems: readonly CostItem[];
}

/** The community a province belongs to, or undefined for an unknown id. */
export function communityIn(tables: EngineTables, provinceId: string): Community | undefined {
	const province = provinces.find((p) => p.id === provinceId);
	return province ? tables.communities.find((c) => c.id === province.community) : undefined;
}

/** A cost item by id; throws if the data file lost it (a build-time error, not user input). */
export function costItemIn(tables: EngineTables, id: string): CostItem {
	const item = tables.costItems.find((c) => c.id === id);
	if (!item) throw new Error(`purchase-costs.json: falta la partida «${id}».`);
	return item;
}
