import { z } from 'zod';
import plansData from '../../../content/data/plans.json' with { type: 'json' };
import { proseText } from './claims.ts';
import { linkSchema } from './links.ts';

/** Who a plan is for. */
export const planAudienceSchema = z
	.enum(['particulares', 'profesionales'])
	.describe('Particulares o profesionales (inmobiliarias, promotoras, agentes).');

/** A plan: its scope and price; the only fixed price is the success fee of claims.json. */
export const planSchema = z
	.object({
		id: z
			.string()
			.regex(/^[a-z-]+$/)
			.describe('Identificador estable, también ancla en /planes.'),
		audience: planAudienceSchema,
		name: z.string().min(3).describe('Nombre del plan.'),
		price: proseText('Precio tal y como se muestra: «Gratis», «{successFee}» o «Precio a medida».'),
		priceNote: proseText('Condición del precio.'),
		summary: proseText('Para quién es y qué resuelve.'),
		features: z.array(proseText('Algo que incluye.')).min(2).max(8),
		cta: linkSchema.describe('Llamada a la acción del plan.'),
		highlighted: z.boolean().describe('Se destaca como el plan recomendado.'),
	})
	.strict();

/** A plan. */
export type Plan = z.infer<typeof planSchema>;

/** Every plan, in display order. */
export const plans: readonly Plan[] = z.array(planSchema).min(1).parse(plansData);

/** Plans of one audience. */
export function plansFor(audience: Plan['audience']): readonly Plan[] {
	return plans.filter((p) => p.audience === audience);
}
