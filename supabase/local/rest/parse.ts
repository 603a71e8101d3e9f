import { badParam } from './errors.ts';

/** One item of ?select=: a column (maybe aliased, cast or a JSON path) or an embedded resource. */
export type SelectItem =
	| { kind: 'star' }
	| {
			kind: 'column';
			alias?: string | undefined;
			column: string;
			path: { arrow: '->' | '->>'; key: string }[];
			cast?: string | undefined;
	  }
	| {
			kind: 'embed';
			alias?: string | undefined;
			relation: string;
			hints: string[];
			items: SelectItem[];
	  };

/** A filter condition or an and/or group of them. */
export type Condition =
	| {
			kind: 'op';
			column: string;
			path: { arrow: '->' | '->>'; key: string }[];
			negate: boolean;
			op: string;
			modifier?: string | undefined;
			value: string;
	  }
	| { kind: 'group'; negate: boolean; join: 'and' | 'or'; items: Condition[] };

/** Splits on a separator at nesting depth 0, outside double quotes. */
export function splitTop(input: string, sep = ','): string[] {
	const out: string[] = [];
	let depth = 0;
	let quoted = false;
	let current = '';
	for (let i = 0; i < input.length; i++) {
		const ch = input[i]!;
		if (ch === '"' && input[i - 1] !== '\\') quoted = !quoted;
		else if (!quoted && ch === '(') depth++;
		else if (!quoted && ch === ')') depth--;
		if (depth < 0) throw badParam('"failed to parse" (unbalanced parentheses)');
		if (ch === sep && depth === 0 && !quoted) {
			out.push(current);
			current = '';
		} else current += ch;
	}
	if (depth !== 0 || quoted) throw badParam('"failed to parse" (unbalanced parentheses or quotes)');
	out.push(current);
	return out;
}

const ident = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The types a select item may be cast to (?select=col::text); anything else is a 400. */
export const castTypes = new Set([
	'text',
	'varchar',
	'char',
	'citext',
	'int',
	'int2',
	'int4',
	'int8',
	'integer',
	'smallint',
	'bigint',
	'numeric',
	'decimal',
	'real',
	'float4',
	'float8',
	'bool',
	'boolean',
	'date',
	'time',
	'timetz',
	'timestamp',
	'timestamptz',
	'interval',
	'uuid',
	'json',
	'jsonb',
]);

/** Parses a column reference with an optional JSON path: col, col->a->>b. */
export function parseColumnPath(text: string): {
	column: string;
	path: { arrow: '->' | '->>'; key: string }[];
} {
	const parts = text.split(/(->>|->)/);
	const column = parts[0]!.trim();
	if (!ident.test(column)) throw badParam(`"failed to parse select/filter column" (${text})`);
	const path: { arrow: '->' | '->>'; key: string }[] = [];
	for (let i = 1; i < parts.length; i += 2) {
		const key = parts[i + 1] ?? '';
		if (key === '') throw badParam(`"failed to parse json path" (${text})`);
		path.push({ arrow: parts[i] as '->' | '->>', key: key.replace(/^'|'$/g, '') });
	}
	return { column, path };
}

/** Parses ?select= into items (PostgREST's grammar subset supabase-js emits). */
export function parseSelect(input: string): SelectItem[] {
	if (input.trim() === '') return [{ kind: 'star' }];
	return splitTop(input).map((raw) => {
		const text = raw.trim();
		if (text === '*') return { kind: 'star' };
		const open = text.indexOf('(');
		if (open > 0 && text.endsWith(')')) {
			let head = text.slice(0, open);
			let alias: string | undefined;
			const colon = head.indexOf(':');
			if (colon > 0) [alias, head] = [head.slice(0, colon), head.slice(colon + 1)];
			if (head.startsWith('...'))
				throw badParam('"spread embedding is not supported by the local server"');
			const [relation = '', ...hints] = head.split('!');
			if (
				!ident.test(relation) ||
				(alias && !ident.test(alias)) ||
				!hints.every((h) => ident.test(h))
			) {
				throw badParam(`"failed to parse select parameter" (${text})`);
			}
			return {
				kind: 'embed',
				alias,
				relation,
				hints,
				items: parseSelect(text.slice(open + 1, -1)),
			};
		}
		let rest = text;
		let cast: string | undefined;
		const castAt = rest.indexOf('::');
		if (castAt >= 0) [rest, cast] = [rest.slice(0, castAt), rest.slice(castAt + 2)];
		if (cast !== undefined) {
			const array = cast.endsWith('[]');
			const base = (array ? cast.slice(0, -2) : cast).toLowerCase();
			if (!castTypes.has(base)) throw badParam(`"invalid cast" (${text})`);
			cast = array ? `${base}[]` : base;
		}
		let alias: string | undefined;
		const colon = rest.indexOf(':');
		if (colon > 0) [alias, rest] = [rest.slice(0, colon), rest.slice(colon + 1)];
		if (alias !== undefined && !ident.test(alias)) throw badParam(`"invalid alias" (${text})`);
		return { kind: 'column', alias, cast, ...parseColumnPath(rest) };
	});
}

const ops = new Set([
	'eq',
	'neq',
	'gt',
	'gte',
	'lt',
	'lte',
	'like',
	'ilike',
	'match',
	'imatch',
	'is',
	'isdistinct',
	'in',
	'cs',
	'cd',
	'ov',
	'fts',
	'plfts',
	'phfts',
	'wfts',
]);

/** Parses the value side of a filter: [not.]op[(modifier)].value. */
export function parseOperation(column: string, expr: string): Condition {
	let rest = expr;
	let negate = false;
	if (rest.startsWith('not.')) [negate, rest] = [true, rest.slice(4)];
	const dot = rest.indexOf('.');
	if (dot < 0) throw badParam(`"failed to parse filter" (${expr})`);
	const opText = rest.slice(0, dot);
	const m = /^([a-z]+)(?:\(([a-z_]+)\))?$/.exec(opText);
	if (!m || !ops.has(m[1]!))
		throw badParam(`"failed to parse filter" (${expr})`, `unknown operator ${opText}`);
	return {
		kind: 'op',
		...parseColumnPath(column),
		negate,
		op: m[1]!,
		modifier: m[2],
		value: rest.slice(dot + 1),
	};
}

/** Parses an or=(…)/and=(…) group body like a.eq.1,b.gt.5,and(c.eq.2,d.is.null). */
export function parseGroup(join: 'and' | 'or', negate: boolean, body: string): Condition {
	if (!body.startsWith('(') || !body.endsWith(')'))
		throw badParam(`"failed to parse logic tree" (${body})`);
	const items = splitTop(body.slice(1, -1)).map((part): Condition => {
		const g = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
		if (g) return parseGroup(g[2] as 'and' | 'or', Boolean(g[1]), g[3]!);
		const colEnd = part.search(/\.(not\.)?[a-z]+(\([a-z_]+\))?\./);
		if (colEnd <= 0) throw badParam(`"failed to parse logic tree" (${part})`);
		return parseOperation(part.slice(0, colEnd), part.slice(colEnd + 1));
	});
	return { kind: 'group', negate, join, items };
}

/** Parses order=a.desc.nullslast,b into terms. */
export function parseOrder(input: string): {
	column: string;
	path: { arrow: '->' | '->>'; key: string }[];
	desc: boolean;
	nulls?: 'first' | 'last' | undefined;
}[] {
	return splitTop(input).map((term) => {
		const parts = term.split('.');
		let desc = false;
		let nulls: 'first' | 'last' | undefined;
		while (parts.length > 1) {
			const last = parts[parts.length - 1]!;
			if (last === 'asc' || last === 'desc') desc = last === 'desc';
			else if (last === 'nullsfirst' || last === 'nullslast')
				nulls = last === 'nullsfirst' ? 'first' : 'last';
			else break;
			parts.pop();
		}
		return { ...parseColumnPath(parts.join('.')), desc, nulls };
	});
}
