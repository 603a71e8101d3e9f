import { tables } from './data.ts';
import { parseInput, toSafe } from './errors.ts';
import { purchaseCostsOf, type PurchaseCosts } from './purchaseCostsOf.ts';
import { purchaseCostsSchema, type PurchaseCostsInput } from './purchaseCostsSchema.ts';

export {
	purchaseCostsSchema,
	type PurchaseCostsData,
	type PurchaseCostsInput,
} from './purchaseCostsSchema.ts';

export type { PurchaseCosts } from './purchaseCostsOf.ts';

/**
 * Itemised costs of buying a home in a province: ITP (resale) or IVA/IGIC/IPSI + AJD (new build)
 * with the best reduced rate the buyer qualifies for, purchase fees, and the loan costs split
 * between buyer and bank as Ley 5/2019 requires. Throws MortgageInputError for invalid input.
 */
export function purchaseCosts(input: PurchaseCostsInput): PurchaseCosts {
	return purchaseCostsOf(parseInput(purchaseCostsSchema, input), tables);
}

/** purchaseCosts returning a Result instead of throwing. */
export const safePurchaseCosts = toSafe(purchaseCosts);
