import type { Table } from './catalog.ts';
import { badParam, unknownColumn } from './errors.ts';
import { type Condition, splitTop } from './parse.ts';
import { PATTERN_LIMITS, checkLength, checkRegex } from './patterns.ts';

/** Collects bound parameter values; add() returns the placeholder ($1, $2…). */
export class Params {
	/** Values in placeholder order. */
	values: unknown[] = [];
	/** Binds one value. */
	add(value: unknown): string {
		this.values.push(value);
		return `$${this.values.length}`;
	}
}

/** Double-quotes an identifier (after it was checked against the catalog). */
export const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A column (with JSON path) of a table alias; unknown columns are a 400. */
export function columnRef(
	table: Table | undefined,
	alias: string,
	column: string,
	path: { arrow: string; key: string }[],
	params: Params,
): string {
	if (table && !table.columns.has(column)) throw unknownColumn(table.name, column);
	let sql = `${alias}.${q(column)}`;
	for (const step of path) {
		const key = /^-?\d+$/.test(step.key)
			? `${params.add(Number(step.key))}::int`
			: `${params.add(step.key)}::text`;
		sql = `(${sql} ${step.arrow} ${key})`;
	}
	return sql;
}

const comparators: Record<string, string> = {
	eq: '=',
	neq: '<>',
	gt: '>',
	gte: '>=',
	lt: '<',
	lte: '<=',
	match: '~',
	imatch: '~*',
	cs: '@>',
	cd: '<@',
	ov: '&&',
};
const tsFunctions: Record<string, string> = {
	fts: 'to_tsquery',
	plfts: 'plainto_tsquery',
	phfts: 'phraseto_tsquery',
	wfts: 'websearch_to_tsquery',
};

const unquote = (v: string) =>
	v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1).replaceAll('\\"', '"') : v;

/** SQL for one condition tree; every value becomes a bound parameter. */
export function conditionSql(
	table: Table | undefined,
	alias: string,
	cond: Condition,
	params: Params,
): string {
	if (cond.kind === 'group') {
		const inner = cond.items
			.map((c) => conditionSql(table, alias, c, params))
			.join(` ${cond.join} `);
		return `${cond.negate ? 'not ' : ''}(${inner || 'true'})`;
	}
	const col = columnRef(table, alias, cond.column, cond.path, params);
	const value = cond.value;
	let sql: string;
	if (cond.op === 'match' || cond.op === 'imatch') checkRegex(cond.op, unquote(value));
	else if (cond.op === 'like' || cond.op === 'ilike')
		checkLength(cond.op, value, PATTERN_LIMITS.likeLength);
	else if (cond.op in tsFunctions) checkLength(cond.op, value, PATTERN_LIMITS.searchLength);
	if (cond.op in comparators) {
		sql = `${col} ${comparators[cond.op]} ${params.add(unquote(value))}`;
	} else if (cond.op === 'like' || cond.op === 'ilike') {
		sql = `${col}::text ${cond.op} ${params.add(unquote(value).replaceAll('*', '%'))}`;
	} else if (cond.op === 'is') {
		const literal = {
			null: 'null',
			true: 'true',
			false: 'false',
			unknown: 'unknown',
			not_null: 'not null',
		}[value.toLowerCase()];
		if (!literal)
			throw badParam(
				`"failed to parse filter (is.${value})"`,
				'is accepts null, not_null, true, false or unknown',
			);
		sql = `${col} is ${literal}`;
	} else if (cond.op === 'isdistinct') {
		sql = `${col} is distinct from ${params.add(unquote(value))}`;
	} else if (cond.op === 'in') {
		if (!value.startsWith('(') || !value.endsWith(')'))
			throw badParam(`"failed to parse filter (in.${value})"`);
		const body = value.slice(1, -1);
		const items = body.trim() === '' ? [] : splitTop(body).map((v) => unquote(v.trim()));
		sql =
			items.length === 0 ? 'false' : `${col} in (${items.map((v) => params.add(v)).join(', ')})`;
	} else {
		const fn = tsFunctions[cond.op]!;
		const config = cond.modifier ? `${params.add(cond.modifier)}::regconfig, ` : '';
		const vector =
			table?.columns.get(cond.column)?.udt === 'tsvector' && cond.path.length === 0
				? col
				: `to_tsvector(${col}::text)`;
		sql = `${vector} @@ ${fn}(${config}${params.add(value)})`;
	}
	return cond.negate ? `not (${sql})` : sql;
}

/** ORDER BY for parsed terms, or '' when there are none. */
export function orderSql(
	table: Table | undefined,
	alias: string,
	terms: {
		column: string;
		path: { arrow: string; key: string }[];
		desc: boolean;
		nulls?: string | undefined;
	}[],
	params: Params,
): string {
	if (terms.length === 0) return '';
	const parts = terms.map(
		(t) =>
			`${columnRef(table, alias, t.column, t.path, params)} ${t.desc ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`,
	);
	return ` order by ${parts.join(', ')}`;
}
