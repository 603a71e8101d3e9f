import { z } from 'zod';
import statsData from '../../../content/data/stats.json' with { type: 'json' };
import { formatNumber } from '../format/index.ts';

/** One figure of the home stats strip (SPEC section 3: value, suffix, label). */
export const statSchema = z
	.object({
		value: z.number().int().positive().describe('Cifra final del contador.'),
		suffix: z
			.string()
			.max(3)
			.transform((s) => s.replace(' ', '\u00a0'))
			.describe('Lo que sigue a la cifra: «+» o « %» (el espacio pasa a ser de no separación).'),
		label: z.string().min(3).describe('Qué cuenta la cifra.'),
	})
	.strict();

/** A stats item. */
export type Stat = z.infer<typeof statSchema>;

/** The four figures of the stats strip, in display order. */
export const stats: readonly Stat[] = z.array(statSchema).length(4).parse(statsData);

/** The figure as the page shows it when the count is over: '5.000+', '98 %'. */
export function formatStat(stat: Stat): string {
	return `${formatNumber(stat.value, { decimals: 0 })}${stat.suffix}`;
}
