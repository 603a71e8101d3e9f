import { z } from 'zod';
import toolData from '../../../content/data/tools.json' with { type: 'json' };

/** A calculator of /herramientas: its anchor, title and the landing page that links to it. */
export const toolSchema = z
	.object({
		id: z
			.string()
			.regex(/^[a-z-]+$/)
			.describe('Ancla de la sección en /herramientas.'),
		title: z.string().describe('Título de la herramienta.'),
		summary: z.string().describe('Qué calcula, en una o dos frases.'),
		landing: z.string().startsWith('/').nullable().describe('Página de aterrizaje que la enlaza.'),
	})
	.strict();

/** A calculator entry. */
export type Tool = z.infer<typeof toolSchema>;

/** The calculators in page order. */
export const tools: readonly Tool[] = z.array(toolSchema).parse(toolData);

/** Link to a calculator's section. */
export function toolHref(id: string): string {
	return `/herramientas#${id}`;
}

/** The calculator with anchor `id`; a missing one is a data error that stops the build. */
export function toolById(id: string): Tool {
	const tool = tools.find((t) => t.id === id);
	if (!tool) throw new Error(`tools.json: falta la herramienta «${id}».`);
	return tool;
}
