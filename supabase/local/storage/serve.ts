import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsHeaders } from '../http.ts';
import { asCaller, type Caller, type StorageDeps, str } from './context.ts';
import { PRIVATE_CACHE_CONTROL, safeCacheControl } from './body.ts';
import { invalidRequest, noSuchKey } from './errors.ts';
import { type Bucket, readRow } from './objects.ts';

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

type Meta = { mimetype?: string; eTag?: string; cacheControl?: string; size?: number };

/**
 * Content-Disposition for ?download[=name], as hosted writes it. A private bucket's file is
 * always an attachment (issue 43: an admin's browser never renders a person's upload as a page),
 * named after the object when the link names nothing.
 */
function disposition(url: URL, name: string, isPublic: boolean): Record<string, string> {
	if (!url.searchParams.has('download') && isPublic) return {};
	const chosen = url.searchParams.get('download') || (isPublic ? '' : name.split('/').pop()!);
	if (!chosen) return { 'Content-Disposition': 'attachment;' };
	const enc = encodeURIComponent(chosen);
	return { 'Content-Disposition': `attachment; filename=${enc}; filename*=UTF-8''${enc}` };
}

/** No script, plugin, form or frame runs from a stored file, even if a browser renders it. */
const SANDBOX_CSP = "default-src 'none'; sandbox";

/**
 * Sends an object's bytes (read as `caller`: RLS decides in a private bucket). Signed downloads
 * get an Expires header instead of the stored cache control; a private bucket's files are
 * `private, no-store` whatever was stored, and a stored value outside the whitelist (a line
 * break, an unknown directive) is served as no-cache instead of breaking the response.
 */
export async function serveObject(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	deps: StorageDeps,
	caller: Caller,
	bucket: Bucket,
	name: string,
	signed = false,
): Promise<void> {
	const row = await readRow(deps, caller, bucket.id, name);
	const bytes = await deps.blobs.get(str(row['version']));
	if (!bytes) throw noSuchKey();
	const meta = (row['metadata'] ?? {}) as Meta;
	const type =
		meta.mimetype === 'text/html' ? 'text/plain' : (meta.mimetype ?? 'application/octet-stream');
	res.writeHead(200, {
		...corsHeaders(req),
		'Access-Control-Expose-Headers':
			'Content-Type, Content-Length, ETag, Last-Modified, Content-Disposition, Cache-Control',
		'Content-Type': type,
		'Content-Length': String(bytes.length),
		ETag: meta.eTag ?? '',
		'Last-Modified': new Date(row['updated_at'] as string | Date).toUTCString(),
		...(signed ? { Expires: new Date(Date.now() + 60_000).toUTCString() } : {}),
		...(!bucket.public
			? { 'Cache-Control': PRIVATE_CACHE_CONTROL }
			: signed
				? {}
				: { 'Cache-Control': safeCacheControl(meta.cacheControl ?? '') ?? 'no-cache' }),
		'Accept-Ranges': 'bytes',
		'X-Robots-Tag': 'none',
		'X-Content-Type-Options': 'nosniff',
		'Content-Security-Policy': SANDBOX_CSP,
		...disposition(url, name, bucket.public),
	});
	res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** GET /object/info: the row as storage-js's info() reads it. */
export async function objectInfo(deps: StorageDeps, caller: Caller, bucket: string, name: string) {
	const row = await readRow(deps, caller, bucket, name, 'storage.object.info');
	const meta = (row['metadata'] ?? {}) as Meta;
	return {
		id: row['id'],
		name: row['name'],
		version: row['version'],
		bucket_id: row['bucket_id'],
		size: meta.size ?? null,
		content_type: meta.mimetype ?? null,
		cache_control: meta.cacheControl ?? null,
		etag: meta.eTag ?? null,
		metadata: row['user_metadata'] ?? {},
		last_modified: iso(row['updated_at']),
		created_at: iso(row['created_at']),
	};
}

const sortColumns = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

/** POST /object/list: storage.search() in the caller's role (RLS filters what it sees). */
export async function listObjects(
	deps: StorageDeps,
	caller: Caller,
	bucket: string,
	body: Record<string, unknown>,
) {
	if (typeof body['prefix'] !== 'string')
		throw invalidRequest("body must have required property 'prefix'");
	const limit = body['limit'] === undefined ? 100 : Number(body['limit']);
	const offset = body['offset'] === undefined ? 0 : Number(body['offset']);
	if (!Number.isInteger(limit) || limit < 1) throw invalidRequest('body/limit must be >= 1');
	if (!Number.isInteger(offset) || offset < 0) throw invalidRequest('body/offset must be >= 0');
	const sort = (body['sortBy'] ?? {}) as { column?: string; order?: string };
	const column = sort.column ?? 'name';
	const order = (sort.order ?? 'asc').toLowerCase();
	if (!sortColumns.has(column) || !['asc', 'desc'].includes(order))
		throw invalidRequest('body/sortBy is not a valid sort');
	const prefix = body['prefix'].replace(/^\/+/, '');
	const folder = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
	const search = typeof body['search'] === 'string' ? body['search'] : '';
	const { rows } = await asCaller(deps, caller, 'storage.object.list', (tx) =>
		tx.query('select * from storage.search($1, $2, $3, 1, $4, $5, $6, $7)', [
			folder,
			bucket,
			Math.min(limit, 1500),
			offset,
			search,
			column,
			order,
		]),
	);
	return rows.map((r) => ({
		name: r['name'],
		id: r['id'] ?? null,
		updated_at: iso(r['updated_at']),
		created_at: iso(r['created_at']),
		last_accessed_at: iso(r['last_accessed_at']),
		metadata: r['metadata'] ?? null,
	}));
}
