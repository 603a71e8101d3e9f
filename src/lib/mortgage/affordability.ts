import type { z } from 'zod';
import { affordabilitySchema } from './affordabilitySchema.ts';
import { affordabilityOf } from './affordabilityOf.ts';
import { tables } from './data.ts';
import { parseInput, toSafe } from './errors.ts';

export { affordabilityOf, type AffordabilityResult } from './affordabilityOf.ts';

/**
 * How much home a household can afford (see affordabilityOf), from unvalidated input: throws
 * MortgageInputError with a Spanish message for invalid input.
 */
export function affordability(input: z.input<typeof affordabilitySchema>) {
	return affordabilityOf(parseInput(affordabilitySchema, input), tables);
}

/** affordability returning a Result instead of throwing. */
export const safeAffordability = toSafe(affordability);
