import { z } from 'zod';
import euriborData from '../../../content/data/euribor.json' with { type: 'json' };
import { euriborSchema } from './lendingSchemas.ts';

/** A monthly Euribor average (euribor.json). */
export type EuriborMonth = z.infer<typeof euriborSchema>;

/** Euribor 12M monthly averages, oldest first. */
export const euribor: readonly EuriborMonth[] = z
	.array(euriborSchema)
	.parse(euriborData)
	.toSorted((a, b) => a.month.localeCompare(b.month));

/** The latest Euribor 12M monthly average. */
export function latestEuribor(): EuriborMonth {
	const last = euribor.at(-1);
	if (!last) throw new Error('euribor.json está vacío.');
	return last;
}
