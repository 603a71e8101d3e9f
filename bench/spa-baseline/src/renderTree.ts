/** A tree read from built HTML (scripts/lib/htmlTree.ts) as React elements, one per node. */
import { createElement, Fragment, type ReactNode } from 'react';
import type { TreeProps } from '../../../scripts/lib/htmlProps.ts';
import type { TreeElement, TreeNode } from '../../../scripts/lib/htmlTree.ts';

/** Props to render an element with instead of its own (state the app decides at render). */
export type PropsOverride = (element: TreeElement) => TreeProps | undefined;

/** One node: a text as it is, an element with its props and its children as arguments. */
export function renderNode(node: TreeNode, override?: PropsOverride): ReactNode {
	if (typeof node === 'string') return node;
	return createElement(
		node.tag,
		override?.(node) ?? node.props ?? null,
		...(node.children ?? []).map((child) => renderNode(child, override)),
	);
}

/** A list of nodes as one fragment (children passed as arguments, so no keys are needed). */
export function renderTree(nodes: readonly TreeNode[], override?: PropsOverride): ReactNode {
	return createElement(Fragment, null, ...nodes.map((node) => renderNode(node, override)));
}
