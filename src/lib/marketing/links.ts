import { z } from 'zod';
import { routes } from '../site/routes.ts';
import { tools } from '../tools/catalog.ts';

/**
 * Anchors of /herramientas that SPEC section 2 names but whose tools are not in tools.json yet
 * (the assistants and the document analysis); links to them are valid all the same.
 */
const specToolAnchors = [
	'asistente-voz',
	'asistente-financiero',
	'asistente-ia',
	'analisis-documentos',
];

const knownPaths = new Set(routes.map((r) => r.path));
const knownAnchors = new Set([...tools.map((t) => t.id), ...specToolAnchors]);

/** Whether an internal link points to a route of the registry or a section of /herramientas. */
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
