import type { Catalog, Table } from './catalog.ts';
import { badParam } from './errors.ts';
import { Params, columnRef, conditionSql, orderSql, q } from './filters.ts';
import { PATTERN_LIMITS } from './patterns.ts';
import { resolveEmbed } from './relationships.ts';
import {
	type Condition,
	type SelectItem,
	parseGroup,
	parseOperation,
	parseOrder,
	parseSelect,
} from './parse.ts';

/** One level of a read: a table, its select items, filters, order and paging, and its embeds. */
export type ReadNode = {
	table: Table | undefined;
	alias: string;
	items: SelectItem[];
	conds: Condition[];
	order: ReturnType<typeof parseOrder>;
	limit?: number;
	offset?: number;
	children: Map<string, EmbedNode>;
};

/** An embedded resource and how it joins to its parent. */
export type EmbedNode = ReadNode & {
	name: string;
	join: [string, string][];
	toOne: boolean;
	inner: boolean;
};

/**
 * Caps that cut a pathological read off before it reaches the database (PGlite runs one
 * transaction at a time and ignores statement_timeout): embedded resources, their depth, and
 * filter conditions (each embed is a correlated subquery, so these bound the joins too).
 */
export const LIMITS = {
	embeds: 8,
	embedDepth: 3,
	conditions: 64,
	orderTerms: 16,
	fanOut: 1_000_000,
};

/** The most rows one read returns without an explicit limit (config.toml api.max_rows); embeds too. */
export const MAX_ROWS = 1000;

/** Rows a node may return: its limit, at most MAX_ROWS (a to-many embed is capped like the root). */
export const rowCap = (node: ReadNode) => Math.min(node.limit ?? MAX_ROWS, MAX_ROWS);

/**
 * Refuses a tree whose nested to-many embeds multiply past LIMITS.fanOut rows along any path
 * (root rows × rows of each to-many embed below it): each level is a correlated subquery per
 * row of its parent, so the cost is the product, not the count. Limits on embeds lower it.
 */
function checkFanOut(node: ReadNode, rows: number): void {
	for (const child of node.children.values()) {
		const product = child.toOne ? rows : rows * rowCap(child);
		if (product > LIMITS.fanOut)
			throw badParam(
				`"request too complex" (embeds may fan out to ${product} rows, more than ${LIMITS.fanOut})`,
				`Add limit= to the embedded resources, e.g. ${child.name}.limit=20`,
			);
		checkFanOut(child, product);
	}
}

const tooComplex = (what: string) =>
	badParam(`"request too complex" (${what})`, 'Split the request into simpler ones');

const leafCount = (c: Condition, only?: Set<string>): number =>
	c.kind === 'op'
		? Number(!only || only.has(c.op))
		: c.items.reduce((n, i) => n + leafCount(i, only), 0);

/** Operators whose cost grows with the pattern (bounded one by one in patterns.ts). */
const patternOps = new Set(['match', 'imatch', 'like', 'ilike', 'fts', 'plfts', 'phfts', 'wfts']);

const rootReserved = new Set(['select', 'columns', 'on_conflict', 'apikey']);
const nodeReserved = ['not.or', 'not.and', 'order', 'limit', 'offset', 'or', 'and'];

function buildNode(
	catalog: Catalog,
	table: Table | undefined,
	alias: string,
	items: SelectItem[],
	counter: { n: number },
	depth = 0,
): ReadNode {
	const node: ReadNode = { table, alias, items, conds: [], order: [], children: new Map() };
	for (const item of items) {
		if (item.kind !== 'embed') continue;
		if (!table) throw badParam('"embedding is not supported here"');
		if (depth + 1 > LIMITS.embedDepth)
			throw tooComplex(`embeds nested deeper than ${LIMITS.embedDepth} levels`);
		if (counter.n + 1 > LIMITS.embeds) throw tooComplex(`more than ${LIMITS.embeds} embeds`);
		const rel = resolveEmbed(catalog, table, item.relation, item.hints);
		const child = buildNode(catalog, rel.table, `t${++counter.n}`, item.items, counter, depth + 1);
		const name = item.alias ?? item.relation;
		node.children.set(name, { ...child, name, join: rel.join, toOne: rel.toOne, inner: rel.inner });
	}
	return node;
}

const nonNegative = (key: string, v: string) => {
	if (!/^\d+$/.test(v)) throw badParam(`"failed to parse ${key} parameter (${v})"`);
	return Number(v);
};

/** Builds the read tree from ?select= and the other query parameters. */
export function readTree(
	catalog: Catalog,
	table: Table | undefined,
	params: URLSearchParams,
): ReadNode {
	const root = buildNode(catalog, table, 't0', parseSelect(params.get('select') ?? '*'), { n: 0 });
	let conditions = 0;
	let patterns = 0;
	const count = (c: Condition) => {
		conditions += leafCount(c);
		patterns += leafCount(c, patternOps);
		if (conditions > LIMITS.conditions)
			throw tooComplex(`more than ${LIMITS.conditions} filter conditions`);
		if (patterns > PATTERN_LIMITS.perRequest)
			throw tooComplex(`more than ${PATTERN_LIMITS.perRequest} pattern filters`);
		return c;
	};
	for (const [key, value] of params) {
		if (rootReserved.has(key)) continue;
		const reserved = nodeReserved.find((r) => key === r || key.endsWith(`.${r}`));
		const segments = (reserved ? key.slice(0, key.length - reserved.length) : key)
			.split('.')
			.filter(Boolean);
		const column = reserved ? undefined : segments.pop();
		// A key of only dots (or none) names no column: PostgREST refuses it as a bad filter.
		if (!reserved && !column) throw badParam(`"failed to parse filter" (${key}=${value})`);
		let node: ReadNode = root;
		for (const segment of segments) {
			const child: ReadNode | undefined = node.children.get(segment);
			if (!child) throw badParam(`"'${segment}' is not an embedded resource in this request"`);
			node = child;
		}
		if (reserved === 'order') {
			node.order = parseOrder(value);
			if (node.order.length > LIMITS.orderTerms)
				throw tooComplex(`more than ${LIMITS.orderTerms} order terms`);
		} else if (reserved === 'limit') node.limit = nonNegative(key, value);
		else if (reserved === 'offset') node.offset = nonNegative(key, value);
		else if (reserved)
			node.conds.push(
				count(
					parseGroup(reserved.endsWith('or') ? 'or' : 'and', reserved.startsWith('not.'), value),
				),
			);
		else node.conds.push(count(parseOperation(column!, value)));
	}
	checkFanOut(root, rowCap(root));
	return root;
}

/** The select list of a node: its columns and one subquery per embed. */
export function selectList(node: ReadNode, params: Params): string {
	const parts: string[] = [];
	for (const item of node.items) {
		if (item.kind === 'star') parts.push(`${node.alias}.*`);
		else if (item.kind === 'column') {
			const expr = columnRef(node.table, node.alias, item.column, item.path, params);
			const name = item.alias ?? item.path.at(-1)?.key ?? item.column;
			parts.push(`${item.cast ? `(${expr})::${item.cast}` : expr} as ${q(name)}`);
		} else {
			const child = node.children.get(item.alias ?? item.relation)!;
			parts.push(`${embedSql(child, node.alias, params)} as ${q(child.name)}`);
		}
	}
	return parts.join(', ') || `${node.alias}.*`;
}

/** WHERE conditions of a node (its filters and its !inner embeds), joined with and. */
export function whereParts(node: ReadNode, params: Params): string[] {
	const parts = node.conds.map((c) => conditionSql(node.table, node.alias, c, params));
	for (const child of node.children.values()) {
		if (!child.inner) continue;
		const where = [
			...child.join.map(([p, c]) => `${child.alias}.${q(c)} = ${node.alias}.${q(p)}`),
			...whereParts(child, params),
		];
		parts.push(
			`exists (select 1 from public.${q(child.table!.name)} ${child.alias} where ${where.join(' and ')})`,
		);
	}
	return parts;
}

function embedSql(child: EmbedNode, parentAlias: string, params: Params): string {
	const cols = selectList(child, params);
	const where = [
		...child.join.map(([p, c]) => `${child.alias}.${q(c)} = ${parentAlias}.${q(p)}`),
		...whereParts(child, params),
	];
	const from = `from public.${q(child.table!.name)} ${child.alias} where ${where.join(' and ')}`;
	const s = `_${child.alias}`;
	if (child.toOne) return `(select row_to_json(${s}) from (select ${cols} ${from} limit 1) ${s})`;
	const order = orderSql(child.table, child.alias, child.order, params);
	const page = ` limit ${params.add(rowCap(child))}${child.offset ? ` offset ${params.add(child.offset)}` : ''}`;
	return `(select coalesce(json_agg(${s}), '[]'::json) from (select ${cols} ${from}${order}${page}) ${s})`;
}
