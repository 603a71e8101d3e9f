/** Attributes of an element: a string value, `true` for a bare attribute, or left out. */
export type Attrs = Record<string, string | boolean | undefined>;
/** A child: an element, a text (set as text, never as HTML) or nothing. */
export type Child = Node | string | null | undefined | false;

/** Creates an element with its attributes and children; texts become text nodes. */
export function el<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	attrs: Attrs = {},
	...children: Child[]
): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	for (const [name, value] of Object.entries(attrs)) {
		if (value === undefined || value === false) continue;
		node.setAttribute(name, value === true ? '' : value);
	}
	for (const child of children)
		if (child !== null && child !== undefined && child !== false) node.append(child);
	return node;
}
