import { z } from 'zod';
import advantagesData from '../../../content/data/advantages.json' with { type: 'json' };
import { proseText } from './claims.ts';

/** One of the listed advantages of the service. */
export const advantageSchema = z
	.object({
		id: z
			.string()
			.regex(/^[a-z-]+$/)
			.describe('Identificador estable, en minúsculas.'),
		title: proseText('Titular de la ventaja.'),
		text: proseText('Explicación en una o dos frases.'),
	})
	.strict();

/** An advantage. */
export type Advantage = z.infer<typeof advantageSchema>;

/** The 10 advantages, in display order. */
export const advantages: readonly Advantage[] = z
	.array(advantageSchema)
	.length(10)
	.parse(advantagesData);
