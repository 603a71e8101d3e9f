import type { Tx } from '../db.ts';
import type { Catalog, Table } from './catalog.ts';
import { RestError } from './errors.ts';
import { callFunction } from './rpc.ts';
import { readTree } from './select.ts';
import { type Rows, readRows, writeRows } from './table.ts';

/** One REST request, parsed: what to run and how the caller wants the answer. */
export type RestRequest = {
	method: string;
	search: URLSearchParams;
	catalog: Catalog;
	table: Table | undefined;
	rpc: string | undefined;
	body: unknown;
	prefer: Map<string, string>;
	wantsObject: boolean;
};

/** What a request produced: rows (JSON text), status, and whether the body is an array. */
export type Outcome = { rows: Rows; status: number; array: boolean };

const reserved = new Set(['select', 'order', 'limit', 'offset', 'or', 'and', 'apikey']);

/** The 406 PostgREST answers when one object was asked for and n rows came back. */
export const notSingle = (n: number) =>
	new RestError(
		406,
		'PGRST116',
		'Cannot coerce the result to a single JSON object',
		`The result contains ${n} rows`,
	);

async function rpc(tx: Tx, r: RestRequest, name: string): Promise<Outcome> {
	const read = r.method === 'GET' || r.method === 'HEAD';
	// For GET, parameters that look like filters (op.value) filter the result; the rest are arguments.
	const args = read
		? Object.fromEntries([...r.search].filter(([k, v]) => !reserved.has(k) && !/^[a-z]+\./.test(v)))
		: (r.body ?? {});
	if (typeof args !== 'object' || args === null || Array.isArray(args)) {
		throw new RestError(400, 'PGRST102', 'Empty or invalid json');
	}
	const result = await callFunction(
		tx,
		r.catalog,
		name,
		args as Record<string, unknown>,
		r.search,
		r.prefer.get('count'),
	);
	if (result.kind === 'object') {
		result.rows.body = JSON.stringify((JSON.parse(result.rows.body) as unknown[])[0] ?? null);
	}
	return {
		rows: result.rows,
		status: result.kind === 'void' ? 204 : 200,
		array: result.kind === 'set',
	};
}

/** Runs a request inside the caller's transaction (role and claims already set). */
export async function execute(tx: Tx, r: RestRequest): Promise<Outcome> {
	if (r.rpc) return rpc(tx, r, r.rpc);
	const table = r.table!;
	const countKind = r.prefer.get('count');
	if (r.method === 'GET' || r.method === 'HEAD') {
		const tree = readTree(r.catalog, table, r.search);
		const rows = await readRows(tx, tree, () => `public."${table.name}"`, countKind);
		return { rows, status: 200, array: true };
	}
	const method = r.method;
	if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') {
		throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
	}
	const body = r.body;
	const badShape =
		typeof body !== 'object' || body === null || (method === 'PATCH' && Array.isArray(body));
	if (method !== 'DELETE' && badShape)
		throw new RestError(400, 'PGRST102', 'Empty or invalid json');
	if (
		Array.isArray(body) &&
		body.some((b) => typeof b !== 'object' || b === null || Array.isArray(b))
	) {
		throw new RestError(400, 'PGRST102', 'All object keys must match');
	}
	const returnRows = r.prefer.get('return') === 'representation';
	const resolution = r.prefer.get('resolution');
	const rows = await writeRows(tx, r.catalog, table, {
		method,
		body,
		search: r.search,
		returnRows,
		resolution,
	});
	// Throwing here rolls the write back, as PostgREST does.
	if (returnRows && r.wantsObject && rows.n !== 1) throw notSingle(rows.n);
	if (countKind) rows.total = rows.n;
	return { rows, status: method === 'POST' ? 201 : returnRows ? 200 : 204, array: returnRows };
}
