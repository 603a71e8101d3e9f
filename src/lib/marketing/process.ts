import { z } from 'zod';
import processData from '../../../content/data/process.json' with { type: 'json' };
import { proseText } from './claims.ts';

/** One step of the online process (SPEC section 3: label, title, subtitle, feature list). */
export const processStepSchema = z
	.object({
		label: z.string().describe('Etiqueta corta del paso, «Paso 1».'),
		title: proseText('Título del paso.'),
		subtitle: proseText('Una frase que explica el paso.'),
		features: z.array(proseText('Una ventaja o tarea del paso.')).min(2).max(5),
	})
	.strict();

/** A process step. */
export type ProcessStep = z.infer<typeof processStepSchema>;

/** The 6 steps of the 100 % online process, in order. */
export const processSteps: readonly ProcessStep[] = z
	.array(processStepSchema)
	.length(6)
	.parse(processData);
