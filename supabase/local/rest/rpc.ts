import type { Tx } from '../db.ts';
import type { Catalog, Fn } from './catalog.ts';
import { RestError } from './errors.ts';
import { Params, q } from './filters.ts';
import { readTree } from './select.ts';
import { type Rows, readRows, textOr } from './table.ts';

/** PostgreSQL array literal for a JS array argument ({a,"b c"}). */
const arrayLiteral = (values: unknown[]): string =>
	`{${values.map((v) => (v === null ? 'NULL' : `"${(typeof v === 'string' ? v : JSON.stringify(v)).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;

function argValue(fn: Fn, name: string, value: unknown): unknown {
	const type = fn.args.find((a) => a.name === name)!.type;
	if (Array.isArray(value) && type.endsWith('[]')) return arrayLiteral(value);
	if (value !== null && typeof value === 'object') return JSON.stringify(value);
	return value;
}

/** Picks the overload whose named arguments cover the given ones (PGRST202 otherwise). */
function chooseFunction(catalog: Catalog, name: string, given: string[]): Fn {
	const fn = catalog.fns
		.get(name)
		?.find((f) => given.every((g) => f.args.some((a) => a.name === g)));
	if (!fn) {
		throw new RestError(
			404,
			'PGRST202',
			`Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
			`Searched for the function public.${name} with parameters ${given.join(', ') || 'without parameters'}`,
			null,
		);
	}
	return fn;
}

/**
 * Calls public.<name> with named arguments (body for POST, matching query parameters for GET).
 * Table results go through the same filters, order and paging as table reads.
 */
export async function callFunction(
	tx: Tx,
	catalog: Catalog,
	name: string,
	args: Record<string, unknown>,
	search: URLSearchParams,
	countKind: string | undefined,
): Promise<{ rows: Rows; kind: 'void' | 'set' | 'object' | 'scalar' }> {
	const fn = chooseFunction(catalog, name, Object.keys(args));
	const call = (p: Params) =>
		`public.${q(fn.name)}(${Object.entries(args)
			.map(
				([k, v]) =>
					`${q(k)} => ${p.add(argValue(fn, k, v))}::${fn.args.find((a) => a.name === k)!.type}`,
			)
			.join(', ')})`;
	if (fn.returnType === 'void') {
		const p = new Params();
		await tx.query(`select ${call(p)}`, p.values);
		return { rows: { body: '', n: 0 }, kind: 'void' };
	}
	if (fn.returnsSet || fn.composite) {
		const filters = new URLSearchParams([...search].filter(([k]) => !(k in args)));
		const tree = readTree(catalog, undefined, filters);
		const rows = await readRows(tx, tree, call, countKind);
		return { rows, kind: fn.returnsSet ? 'set' : 'object' };
	}
	const p = new Params();
	const { rows } = await tx.query(`select to_json(${call(p)})::text as body`, p.values);
	return { rows: { body: textOr(rows[0]?.['body'], 'null'), n: 1 }, kind: 'scalar' };
}
