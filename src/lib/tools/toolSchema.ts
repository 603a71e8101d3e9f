import { z } from 'zod';
import { toolIds } from './toolIds.ts';

/** One entry of tools.json: its anchor, kind, whether it exists yet, and its texts. */
export const toolSchema = z
	.object({
		id: z.enum(toolIds).describe('Ancla de la sección en /herramientas.'),
		kind: z
			.enum(['calculator', 'ai'])
			.describe('calculator: calculadora sin IA; ai: asistente o análisis con IA.'),
		available: z
			.boolean()
			.describe(
				'true cuando la herramienta ya está en /herramientas; mientras sea false ninguna página la enlaza ni la anuncia.',
			),
		title: z.string().describe('Título de la herramienta.'),
		summary: z.string().describe('Qué hace, en una o dos frases.'),
		landing: z.string().startsWith('/').nullable().describe('Página de aterrizaje que la enlaza.'),
	})
	.strict();

/** The whole of tools.json: exactly the tools of toolIds, in that order. */
export const toolsFileSchema = z
	.array(toolSchema)
	.refine((list) => list.map((t) => t.id).join() === toolIds.join(), {
		message: `tools.json debe tener exactamente estas herramientas, en este orden: ${toolIds.join(', ')}.`,
	});
