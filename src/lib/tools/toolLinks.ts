import { isToolId, pendingToolIds, toolHref } from './catalog.ts';

/** Scheme of a link to a tool in Markdown: `[simulador](tool:simulador-completo)`. */
const scheme = 'tool:';

/**
 * The URL a content link points to: `tool:<id>` becomes the tool's section, built by
 * `toolHref`, so articles never type that URL by hand; other URLs stay as they are. An unknown
 * or not yet available tool throws, failing the build with the file and id to fix.
 */
export function resolveToolLink(url: string, file = ''): string {
	if (!url.startsWith(scheme)) return url;
	const id = url.slice(scheme.length);
	if (!isToolId(id)) throw new Error(`${file}: la herramienta «${id}» no existe en tools.json.`);
	if (pendingToolIds.includes(id)) {
		throw new Error(`${file}: la herramienta «${id}» aún no está disponible.`);
	}
	return toolHref(id);
}

/** The node and context a Sätteri mdast visitor receives, as far as this plugin reads them. */
interface LinkNode {
	url: string;
}
interface VisitorContext {
	fileURL: URL | undefined;
	setProperty(node: LinkNode, key: 'url', value: string): void;
}

const visitLink = (node: Readonly<LinkNode>, ctx: VisitorContext) => {
	const url = resolveToolLink(node.url, ctx.fileURL?.pathname);
	if (url !== node.url) ctx.setProperty(node, 'url', url);
};

/** Sätteri mdast plugin (Astro's Markdown processor) applying `resolveToolLink` to every link. */
export const toolLinksPlugin = {
	name: 'tool-links',
	link: visitLink,
	definition: visitLink,
};
