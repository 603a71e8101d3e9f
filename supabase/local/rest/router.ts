import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db.ts';
import { BodyError, readJson, send } from '../http.ts';
import type { Catalog } from './catalog.ts';
import { actAs, type Caller, callerOf, preferences } from './context.ts';
import { RestError, fromPgError } from './errors.ts';
import { callFunction } from './rpc.ts';
import { readTree } from './select.ts';
import { type Rows, readRows, writeRows } from './table.ts';

/** What the REST layer needs from the server. */
export type RestDeps = { db: Database; config: ServerConfig; catalog: () => Catalog };

const objectType = 'application/vnd.pgrst.object+json';

function contentRange(offset: number, rows: Rows): string {
	const total = rows.total === undefined ? '*' : String(rows.total);
	return rows.n > 0 ? `${offset}-${offset + rows.n - 1}/${total}` : `*/${total}`;
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
			throw new RestError(
				406,
				'PGRST106',
				`Invalid schema: ${String(profile)}`,
				null,
				'Only the following schemas are exposed: public',
			);
		}
		const path = decodeURIComponent(url.pathname.replace(/^\/rest\/v1\/?/, ''));
		const catalog = deps.catalog();
		if (path === '') {
			send(req, res, 200, {
				tables: [...catalog.tables.keys()],
				functions: [...catalog.fns.keys()],
			});
			return;
		}
		const method = req.method ?? 'GET';
		const prefer = preferences(req);
		const countKind = prefer.get('count');
		const wantsObject = String(req.headers['accept'] ?? '').includes(objectType);
		let body: unknown;
		if (method !== 'GET' && method !== 'HEAD') {
			try {
				body = await readJson(req, deps.config.maxBodyBytes);
			} catch (error) {
				if (error instanceof BodyError && error.status === 413)
					throw new RestError(413, 'PGRST413', 'Payload Too Large', error.message);
				throw new RestError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
			}
		}
		const rpc = /^rpc\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(path);
		const table = rpc ? undefined : catalog.tables.get(path);
		if (!rpc && !table) {
			throw new RestError(
				404,
				'PGRST205',
				`Could not find the table 'public.${path}' in the schema cache`,
			);
		}
		const outcome = await deps.db.transaction(async (tx) => {
			await actAs(tx, caller, method, url.pathname);
			if (rpc) {
				const args =
					method === 'GET' || method === 'HEAD'
						? Object.fromEntries(
								[...url.searchParams].filter(
									([k]) =>
										!['select', 'order', 'limit', 'offset', 'or', 'and'].includes(k) &&
										!/^[a-z]+\./.test(url.searchParams.get(k) ?? ''),
								),
							)
						: (body ?? {});
				if (typeof args !== 'object' || args === null || Array.isArray(args))
					throw new RestError(400, 'PGRST102', 'Empty or invalid json');
				const r = await callFunction(
					tx,
					catalog,
					rpc[1]!,
					args as Record<string, unknown>,
					url.searchParams,
					countKind,
				);
				if (r.kind === 'object')
					r.rows.body = JSON.stringify((JSON.parse(r.rows.body) as unknown[])[0] ?? null);
				return { rows: r.rows, status: r.kind === 'void' ? 204 : 200, array: r.kind === 'set' };
			}
			if (method === 'GET' || method === 'HEAD') {
				const rows = await readRows(
					tx,
					readTree(catalog, table, url.searchParams),
					() => `public."${table!.name}"`,
					countKind,
				);
				return { rows, status: 200, array: true };
			}
			if (method !== 'POST' && method !== 'PATCH' && method !== 'DELETE') {
				throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
			}
			if (
				method !== 'DELETE' &&
				(typeof body !== 'object' || body === null || (method === 'PATCH' && Array.isArray(body)))
			) {
				throw new RestError(400, 'PGRST102', 'Empty or invalid json');
			}
			if (
				Array.isArray(body) &&
				body.some((b) => typeof b !== 'object' || b === null || Array.isArray(b))
			) {
				throw new RestError(400, 'PGRST102', 'All object keys must match');
			}
			const returnRows = prefer.get('return') === 'representation';
			const resolution = prefer.get('resolution');
			const rows = await writeRows(tx, catalog, table!, {
				method,
				body,
				search: url.searchParams,
				returnRows,
				resolution,
			});
			if (returnRows && wantsObject && rows.n !== 1) {
				throw new RestError(
					406,
					'PGRST116',
					'Cannot coerce the result to a single JSON object',
					`The result contains ${rows.n} rows`,
				);
			}
			if (countKind) rows.total = rows.n;
			const status = method === 'POST' ? 201 : returnRows ? 200 : 204;
			return { rows, status, array: returnRows };
		});
		const { rows, status, array } = outcome;
		const offset = Number(url.searchParams.get('offset') ?? 0);
		const headers: Record<string, string> = { 'Content-Range': contentRange(offset, rows) };
		if (method !== 'GET' && method !== 'HEAD' && !array && rows.body === '') {
			send(req, res, status, undefined, headers);
			return;
		}
		if (array && wantsObject) {
			if (rows.n !== 1)
				throw new RestError(
					406,
					'PGRST116',
					'Cannot coerce the result to a single JSON object',
					`The result contains ${rows.n} rows`,
				);
			headers['Content-Type'] = `${objectType}; charset=utf-8`;
			send(req, res, status, JSON.stringify((JSON.parse(rows.body) as unknown[])[0]), headers);
			return;
		}
		const partial = rows.total !== undefined && (offset > 0 || rows.n < rows.total);
		send(
			req,
			res,
			status === 200 && partial ? 206 : status,
			rows.body === '' ? undefined : rows.body,
			headers,
		);
	} catch (error) {
		const e = error instanceof RestError ? error : fromPgError(error, caller.role);
		if (e.status >= 500 && !deps.config.quiet) console.error('rest error', error);
		const headers: Record<string, string> = { 'Proxy-Status': `PostgREST; error=${e.code}` };
		if (e.status === 401)
			headers['WWW-Authenticate'] =
				`Bearer error="invalid_token", error_description="${e.message.replace(/"/g, '')}"`;
		send(req, res, e.status, e.toJSON(), headers);
	}
}
