/** One node of EXPLAIN (FORMAT JSON)'s plan, the fields the bench prints. */
export type PlanNode = {
	'Node Type': string;
	'Relation Name'?: string;
	'Index Name'?: string;
	'Actual Rows'?: number;
	'Actual Loops'?: number;
	'Shared Hit Blocks'?: number;
	'Shared Read Blocks'?: number;
	'Function Name'?: string;
	Plans?: PlanNode[];
};

/** A node as «Index Scan notifications_user_created_idx ×10». */
function nodeText(n: PlanNode): string {
	const on = n['Index Name'] ?? n['Relation Name'] ?? n['Function Name'];
	const rows = (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1);
	return `${n['Node Type']}${on ? ` ${on}` : ''} ×${Math.round(rows)}`;
}

/**
 * The plan's nodes, parents before children («>» goes down, «+» is a sibling), and the shared
 * buffers the whole statement touched: a line that says which scans a query needed.
 */
export function planSummary(plan: PlanNode): string {
	const walk = (n: PlanNode): string => {
		const kids = (n.Plans ?? []).map(walk);
		if (kids.length === 0) return nodeText(n);
		const inner = kids.length === 1 ? kids[0] : `(${kids.join(' + ')})`;
		return `${nodeText(n)} > ${inner}`;
	};
	const hit = plan['Shared Hit Blocks'] ?? 0;
	const read = plan['Shared Read Blocks'] ?? 0;
	return `${walk(plan)} [búfer ${hit + read}]`;
}
