/**
 * Built HTML as a tree of React props, for the React single-page baseline of the home
 * (scripts/spa-baseline.ts, bench/spa-baseline/): the page Astro built is read once at the
 * baseline's build time and the single-page app turns the tree into React elements with
 * createElement, so React renders every node of the same home.
 *
 * What changes on the way from HTML to props, as JSX written by hand would have it: `class` is
 * `className`, `for` is `htmlFor`, lowercase attributes React spells in camelCase are renamed
 * (`tabindex`, `srcset`, `fetchpriority`…), SVG's hyphenated attributes are camelCase
 * (`stroke-width` → `strokeWidth`, `xlink:href` → `xlinkHref`), a style string is an object,
 * boolean attributes are `true`, form fields keep their initial value as `defaultValue` /
 * `defaultChecked` (a `<select>` takes its selected option's value), entities are decoded,
 * scripts, comments and inline event handlers are dropped, and Astro's island wrappers
 * (`<astro-island>`, `<astro-slot>`) give way to the server-rendered markup they hold. Custom
 * elements keep their attribute names (React 19 sets them as attributes or properties itself).
 * The HTML is read by parse5, the WHATWG parser (what a browser builds from the same markup).
 */
import { parse, parseFragment, type DefaultTreeAdapterTypes as P } from 'parse5';
import { attributesToProps, type TreeProps } from './htmlProps.ts';

/** An element: its tag, its props (left out when none) and its children (left out when none). */
export interface TreeElement {
	tag: string;
	props?: TreeProps;
	children?: TreeNode[];
}

/** A node of the tree: an element or a text. */
export type TreeNode = TreeElement | string;

/** Elements with no content and no end tag. */
const voidElements: ReadonlySet<string> = new Set([
	'area',
	'base',
	'br',
	'col',
	'embed',
	'hr',
	'img',
	'input',
	'link',
	'meta',
	'source',
	'track',
	'wbr',
]);

/** Elements where React (and the DOM) allow no text, not even whitespace. */
const noTextElements: ReadonlySet<string> = new Set([
	'table',
	'thead',
	'tbody',
	'tfoot',
	'tr',
	'colgroup',
	'select',
	'optgroup',
	'html',
	'head',
]);

/** Astro's island wrappers: left out, their server-rendered children kept in their place. */
const islandWrappers: ReadonlySet<string> = new Set([
	'astro-island',
	'astro-slot',
	'astro-static-slot',
]);

/** parse5's nodes, the kinds read here. */
type Parsed = P.ChildNode | P.Document | P.DocumentFragment;

const isElement = (node: Parsed): node is P.Element => 'tagName' in node;

/** An element's children; a `<template>`'s are in its content. */
function childrenOf(node: Parsed): P.ChildNode[] {
	if (isElement(node) && node.tagName === 'template')
		return (node as P.Template).content.childNodes;
	return 'childNodes' in node ? node.childNodes : [];
}

/** An element's attributes by name (`xlink:href` with its prefix). */
function attributesOf(element: P.Element): Record<string, string> {
	return Object.fromEntries(
		element.attrs.map((a) => [a.prefix ? `${a.prefix}:${a.name}` : a.name, a.value]),
	);
}

/** The text of a node's descendants. */
function textOf(node: Parsed): string {
	if (node.nodeName === '#text') return (node as P.TextNode).value;
	return childrenOf(node).map(textOf).join('');
}

/** The options of a `<select>`, those inside `<optgroup>` included. */
function optionsOf(select: TreeElement): TreeElement[] {
	return (select.children ?? []).flatMap((child) => {
		if (typeof child === 'string') return [];
		if (child.tag === 'option') return [child];
		if (child.tag === 'optgroup') return optionsOf(child);
		return [];
	});
}

/**
 * A `<select>`'s selected option as the select's `defaultValue` (what React wants instead of
 * `selected` on an option): an option's value is its `value`, else its text.
 */
function selectDefault(select: TreeElement): void {
	const multiple = select.props?.['multiple'] === true;
	const chosen: string[] = [];
	for (const option of optionsOf(select)) {
		if (option.props?.['selected'] !== true) continue;
		const value = option.props['value'];
		chosen.push(
			typeof value === 'string'
				? value
				: (option.children ?? []).filter((c) => typeof c === 'string').join(''),
		);
		delete option.props['selected'];
		if (Object.keys(option.props).length === 0) delete option.props;
	}
	if (chosen.length > 0) {
		select.props = { ...select.props, defaultValue: multiple ? chosen.join(',') : chosen[0]! };
	}
}

/** Converts a parsed node; an array since an island wrapper gives way to its children. */
function convert(node: P.ChildNode, parentTag: string): TreeNode[] {
	if (node.nodeName === '#text') {
		const text = (node as P.TextNode).value;
		return noTextElements.has(parentTag) && text.trim() === '' ? [] : [text];
	}
	if (!isElement(node)) return [];
	const tag = node.tagName;
	if (tag === 'script') return [];
	if (islandWrappers.has(tag)) return convertChildren(childrenOf(node), parentTag);
	const out: TreeElement = { tag };
	const props = attributesToProps(tag, attributesOf(node));
	if (tag === 'textarea') {
		const text = textOf(node);
		if (text) props['defaultValue'] = text;
	} else if (!voidElements.has(tag)) {
		const children = convertChildren(childrenOf(node), tag);
		if (children.length > 0) out.children = children;
	}
	if (Object.keys(props).length > 0) out.props = props;
	if (tag === 'select') selectDefault(out);
	return [out];
}

/** Converts a list of nodes, joining texts left side by side (a dropped comment or script). */
function convertChildren(nodes: readonly P.ChildNode[], parentTag: string): TreeNode[] {
	const out: TreeNode[] = [];
	for (const node of nodes) {
		for (const converted of convert(node, parentTag)) {
			const last = out.at(-1);
			if (typeof converted === 'string' && typeof last === 'string') {
				out[out.length - 1] = last + converted;
			} else out.push(converted);
		}
	}
	return out.filter((n) => n !== '');
}

/** An HTML fragment (as inside `<body>`) as a tree; see the top of the file. */
export function htmlToTree(html: string): TreeNode[] {
	return convertChildren(parseFragment(html).childNodes, 'body');
}

/** Every element under `node` for which `keep` is true, in document order. */
function findAll(node: Parsed, keep: (element: P.Element) => boolean): P.Element[] {
	const out: P.Element[] = [];
	const visit = (n: Parsed) => {
		if (isElement(n) && keep(n)) out.push(n);
		childrenOf(n).forEach(visit);
	};
	visit(node);
	return out;
}

/** What the single-page baseline takes from a built page. */
export interface BuiltPage {
	/** The document's title. */
	title: string;
	/** The meta description ('' when none). */
	description: string;
	/** The `href` of each `<link rel="stylesheet">`, in order. */
	stylesheets: string[];
	/** The `href` of each `<link rel="icon">`. */
	icons: string[];
	/** The `<body>`'s attributes (name → value, decoded). */
	bodyAttributes: Record<string, string>;
	/** The `<body>`'s content as a tree. */
	body: TreeNode[];
}

/** Reads a built page: its title, description, stylesheets, icons and body. */
export function readBuiltPage(html: string): BuiltPage {
	const document = parse(html);
	const [head] = findAll(document, (e) => e.tagName === 'head');
	const [body] = findAll(document, (e) => e.tagName === 'body');
	if (!head || !body) throw new Error('La página construida no tiene <head> y <body>.');
	const links = (rel: string) =>
		findAll(
			head,
			(e) =>
				e.tagName === 'link' &&
				(attributesOf(e)['rel'] ?? '').toLowerCase().split(/\s+/).includes(rel),
		).map((e) => attributesOf(e)['href'] ?? '');
	const [title] = findAll(head, (e) => e.tagName === 'title');
	const [description] = findAll(
		head,
		(e) => e.tagName === 'meta' && attributesOf(e)['name'] === 'description',
	);
	return {
		title: title ? textOf(title) : '',
		description: description ? (attributesOf(description)['content'] ?? '') : '',
		stylesheets: links('stylesheet'),
		icons: links('icon'),
		bodyAttributes: attributesOf(body),
		body: convertChildren(childrenOf(body), 'body'),
	};
}

/**
 * The URLs a tree loads by itself (`src`, `srcSet`, `poster`, and `href` of `<link>`), without
 * the srcset widths: to copy those files beside the baseline.
 */
export function treeAssetUrls(nodes: readonly TreeNode[]): string[] {
	const urls = new Set<string>();
	const visit = (node: TreeNode) => {
		if (typeof node === 'string') return;
		const props = node.props ?? {};
		for (const key of ['src', 'poster'] as const) {
			const value = props[key];
			if (typeof value === 'string' && value) urls.add(value);
		}
		if (node.tag === 'link' && typeof props['href'] === 'string') urls.add(props['href']);
		const srcSet = props['srcSet'];
		if (typeof srcSet === 'string') {
			for (const candidate of srcSet.split(',')) {
				const url = candidate.trim().split(/\s+/)[0];
				if (url) urls.add(url);
			}
		}
		node.children?.forEach(visit);
	};
	nodes.forEach(visit);
	return [...urls];
}
