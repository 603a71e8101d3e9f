/**
 * The home's tree, written at the baseline's build time (scripts/spa-baseline.ts) and resolved
 * by the build's alias.
 */
declare module 'spa-baseline:home-tree' {
	const tree: import('../../../scripts/lib/htmlTree.ts').TreeNode[];
	export default tree;
}
