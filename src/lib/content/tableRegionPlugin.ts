import type { Element, ElementContent } from 'hast';
import type { HastPluginDefinition, HastPluginEntry } from 'satteri';

/** Text of a hast node and its descendants, spaces collapsed. */
function textOf(node: ElementContent): string {
	if (node.type === 'text') return node.value;
	if (node.type === 'element') return node.children.map(textOf).join('');
	return '';
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The column headings of a table (its first row of `th` cells), in order. */
export function tableColumns(table: Element): string[] {
	const rows: Element[] = [];
	const collect = (node: Element) => {
		for (const child of node.children) {
			if (child.type !== 'element') continue;
			if (child.tagName === 'tr') rows.push(child);
			else if (['thead', 'tbody', 'tfoot'].includes(child.tagName)) collect(child);
		}
	};
	collect(table);
	const first = rows[0];
	if (!first) return [];
	return first.children
		.filter((c): c is Element => c.type === 'element' && c.tagName === 'th')
		.map((c) => clean(textOf(c)))
		.filter((t) => t !== '');
}

/**
 * The accessible name of a prose table's scroll region: "Tabla: " and the heading the table
 * sits under, or its column headings when there is no heading yet; a number is added when the
 * same name repeats on a page, so every region can be told apart.
 */
export function tableRegionLabel(
	heading: string | undefined,
	columns: readonly string[],
	seen: Map<string, number>,
): string {
	const base = `Tabla: ${heading ?? (columns.length > 0 ? columns.join(', ') : 'datos')}`;
	const count = (seen.get(base) ?? 0) + 1;
	seen.set(base, count);
	return count === 1 ? base : `${base} (${count})`;
}

/**
 * Sätteri hast plugin (Astro 7's Markdown/MDX processor) that wraps every prose table in a
 * focusable, labelled region that scrolls sideways on its own: a wide table then never widens
 * the page on a phone, and keyboard users can scroll it (axe scrollable-region-focusable).
 * A factory, so each document counts its headings and labels afresh.
 */
export const tableRegionPlugin: HastPluginEntry = () => {
	let heading: string | undefined;
	const seen = new Map<string, number>();
	const plugin: HastPluginDefinition = {
		name: 'table-region',
		element: {
			filter: ['h2', 'h3', 'h4', 'table'],
			visit(node, ctx) {
				if (node.tagName !== 'table') {
					heading = clean(ctx.textContent(node)) || heading;
					return;
				}
				const label = tableRegionLabel(heading, tableColumns(node), seen);
				ctx.wrapNode(node, {
					type: 'element',
					tagName: 'div',
					properties: {
						role: 'region',
						tabIndex: 0,
						ariaLabel: label,
						className: ['table-scroll'],
					},
					children: [],
				});
			},
		},
	};
	return plugin;
};
