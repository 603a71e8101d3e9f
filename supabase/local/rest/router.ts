import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db.ts';
import { BodyError, clientIp, readJson, send } from '../http.ts';
import type { Catalog } from './catalog.ts';
import { actAs, type Caller, callerOf, preferences, sqlHeaders } from './context.ts';
import { RestError, fromPgError } from './errors.ts';
import { execute, notSingle, type Outcome } from './execute.ts';
import type { Rows } from './table.ts';

/** What the REST layer needs from the server. */
export type RestDeps = { db: Database; config: ServerConfig; catalog: () => Catalog };

const objectType = 'application/vnd.pgrst.object+json';

function contentRange(offset: number, rows: Rows): string {
	const total = rows.total === undefined ? '*' : String(rows.total);
	return rows.n > 0 ? `${offset}-${offset + rows.n - 1}/${total}` : `*/${total}`;
}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
	if (req.method === 'GET' || req.method === 'HEAD') return undefined;
	// Only JSON: a text/plain body would also let a browser skip the CORS preflight.
	const type = String(req.headers['content-type'] ?? 'application/json')
		.split(';')[0]!
		.trim()
		.toLowerCase();
	if (type !== 'application/json' && !/^application\/[\w.+-]*\+json$/.test(type)) {
		req.resume();
		throw new RestError(
			415,
			'PGRST107',
			`The request's Content-Type '${type}' is not supported`,
			null,
			'Send the body as application/json',
		);
	}
	try {
		return await readJson(req, maxBytes);
	} catch (error) {
		if (error instanceof BodyError && error.status === 413) {
			throw new RestError(413, 'PGRST413', 'Payload Too Large', error.message);
		}
		throw new RestError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
	}
}

function decodePath(raw: string): string {
	try {
		return decodeURIComponent(raw);
	} catch {
		throw new RestError(400, 'PGRST100', `"invalid percent-encoding in path" (${raw})`);
	}
}

/**
 * Range: a-b (items) as PostgREST reads it: offset a, limit b - a + 1, unless the query already
 * says offset/limit. An inverted range is a 416.
 */
function applyRange(req: IncomingMessage, search: URLSearchParams) {
	const header = req.headers['range'];
	if (typeof header !== 'string') return;
	const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header);
	if (!m) return;
	const from = Number(m[1]);
	const to = m[2] === '' ? undefined : Number(m[2]);
	if (to !== undefined && to < from) throw rangeNotSatisfiable();
	if (!search.has('offset')) search.set('offset', String(from));
	if (to !== undefined && !search.has('limit')) search.set('limit', String(to - from + 1));
}

const rangeNotSatisfiable = () =>
	new RestError(
		416,
		'PGRST103',
		'Requested range not satisfiable',
		'An offset beyond the number of rows was requested',
	);

/** Writes an outcome: Content-Range, 206 for partial pages, one object for single(). */
function respond(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	out: Outcome,
	wantsObject: boolean,
) {
	const { rows, status, array } = out;
	const offset = Number(url.searchParams.get('offset') ?? 0);
	const headers: Record<string, string> = { 'Content-Range': contentRange(offset, rows) };
	if (rows.body === '') {
		send(req, res, status, undefined, headers);
		return;
	}
	if (array && wantsObject) {
		if (rows.n !== 1) throw notSingle(rows.n);
		headers['Content-Type'] = `${objectType}; charset=utf-8`;
		send(req, res, status, JSON.stringify((JSON.parse(rows.body) as unknown[])[0]), headers);
		return;
	}
	if (rows.total !== undefined && offset > 0 && offset >= rows.total) throw rangeNotSatisfiable();
	const partial = rows.total !== undefined && (offset > 0 || rows.n < rows.total);
	send(req, res, status === 200 && partial ? 206 : status, rows.body, headers);
}

/** Serves /rest/v1/<table> and /rest/v1/rpc/<fn> with PostgREST's status codes and errors. */
export async function handleRest(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	deps: RestDeps,
) {
	let caller: Caller = { role: 'anon', claims: {} };
	try {
		caller = callerOf(req, deps.config);
		const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
		if (profile !== undefined && profile !== 'public') {
			const hint = 'Only the following schemas are exposed: public';
			throw new RestError(406, 'PGRST106', `Invalid schema: ${String(profile)}`, null, hint);
		}
		const path = decodePath(url.pathname.replace(/^\/rest\/v1\/?/, ''));
		const catalog = deps.catalog();
		if (path === '') {
			send(req, res, 200, {
				tables: [...catalog.tables.keys()],
				functions: [...catalog.fns.keys()],
			});
			return;
		}
		const rpc = /^rpc\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(path)?.[1];
		const table = rpc ? undefined : catalog.tables.get(path);
		if (!rpc && !table) {
			throw new RestError(
				404,
				'PGRST205',
				`Could not find the table 'public.${path}' in the schema cache`,
			);
		}
		const method = req.method ?? 'GET';
		if (method === 'GET' || method === 'HEAD') applyRange(req, url.searchParams);
		const wantsObject = String(req.headers['accept'] ?? '').includes(objectType);
		const request = {
			method,
			search: url.searchParams,
			catalog,
			table,
			rpc,
			body: await readBody(req, deps.config.maxBodyBytes),
			prefer: preferences(req),
			wantsObject,
		};
		const outcome = await deps.db.transaction(
			async (tx) => {
				await actAs(tx, caller, method, url.pathname, sqlHeaders(req, deps.config));
				return execute(tx, request);
			},
			{ role: caller.role, client: clientIp(req, deps.config.trustedProxies) },
		);
		respond(req, res, url, outcome, wantsObject);
	} catch (error) {
		const e = error instanceof RestError ? error : fromPgError(error, caller.role);
		if (e.status >= 500 && !deps.config.quiet) console.error('rest error', error);
		const headers: Record<string, string> = { 'Proxy-Status': `PostgREST; error=${e.code}` };
		if (e.status === 401) {
			const description = e.message.replace(/"/g, '');
			headers['WWW-Authenticate'] =
				`Bearer error="invalid_token", error_description="${description}"`;
		}
		send(req, res, e.status, e.toJSON(), headers);
	}
}
