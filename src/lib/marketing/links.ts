import { z } from 'zod';
import { routes } from '../site/routes.ts';
import { tools } from '../tools/catalog.ts';

const knownPaths = new Set(routes.map((r) => r.path));
/** Only available tools: a link to one not built yet (tools.json `available: false`) fails. */
const knownAnchors = new Set<string>(tools.map((t) => t.id));

/** Whether an internal link points to a route of the registry or an available tool's section. */
export function isKnownLink(href: string): boolean {
	const [path = '', anchor] = href.split('#');
	if (path === '/herramientas' && anchor !== undefined) return knownAnchors.has(anchor);
	return knownPaths.has(path.split('?')[0] ?? '');
}

/** zod string for an internal link; a path outside the route registry fails the build. */
export const internalHref = () =>
	z
		.string()
		.startsWith('/')
		.refine(isKnownLink, {
			message: 'El enlace no apunta a ninguna ruta del registro (routes.ts).',
		})
		.describe('Ruta interna del registro de rutas, con ancla si es una herramienta.');

/** A link with its visible text. */
export const linkSchema = z
	.object({
		label: z.string().min(2).describe('Texto del enlace.'),
		href: internalHref(),
	})
	.strict();

/** A link with its visible text. */
export type Link = z.infer<typeof linkSchema>;
