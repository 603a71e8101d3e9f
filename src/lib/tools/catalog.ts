import type { z } from 'zod';
import toolData from '../../../content/data/tools.json' with { type: 'json' };
import type { toolSchema } from './toolSchema.ts';
import { toolIds, type ToolId } from './toolIds.ts';

export { toolIds, type ToolId };

/** A tool of /herramientas: its anchor, kind, whether it exists yet, and its texts. */
export type Tool = z.infer<typeof toolSchema>;

/**
 * Every tool in page order, available or not, typed without zod so the browser gets no
 * validator with them: toolSchema.ts checks the file at build and in tests.
 */
export const catalog = toolData as readonly Tool[];

/** The tools /herramientas shows today, in page order. */
export const tools: readonly Tool[] = catalog.filter((t) => t.available);

/** Anchors of tools not built yet: nothing may link to them until they are available. */
export const pendingToolIds: readonly ToolId[] = catalog
	.filter((t) => !t.available)
	.map((t) => t.id);

/** How many available tools of a kind there are, for marketing figures. */
export function toolCount(kind: Tool['kind']): number {
	return tools.filter((t) => t.kind === kind).length;
}

/** Link to a tool's section of /herramientas: the only place such a link is built. */
export function toolHref(id: ToolId): string {
	return `/herramientas#${id}`;
}

/** The tool with anchor `id`. */
export function toolById(id: ToolId): Tool {
	const tool = catalog.find((t) => t.id === id);
	if (!tool) throw new Error(`tools.json: falta la herramienta «${id}».`);
	return tool;
}

/** Whether `value` is the anchor of a tool of the catalogue (for links written in content). */
export function isToolId(value: string): value is ToolId {
	return (toolIds as readonly string[]).includes(value);
}
