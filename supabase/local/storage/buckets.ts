import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, send } from '../http.ts';
import { asCaller, bucketName, type Caller, type StorageDeps, str } from './context.ts';
import {
	bucketExists,
	fromPgError,
	invalidRequest,
	noSuchBucket,
	StorageError,
	tooLarge,
} from './errors.ts';

const columns = `id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types`;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
const shape = (row: Record<string, unknown>) => ({
	...row,
	owner: row['owner'] ?? '',
	created_at: iso(row['created_at']),
	updated_at: iso(row['updated_at']),
	file_size_limit: row['file_size_limit'] === null ? null : Number(row['file_size_limit']),
});

/** "20mb", "1.5gb", "500" or 500 as bytes (decimal units, as hosted parses them). */
export function parseSize(value: unknown): number | null {
	if (value === undefined || value === null) return null;
	if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
	const m = typeof value === 'string' ? /^(\d+(?:\.\d+)?)(gb|mb|kb|b)?$/i.exec(value) : null;
	if (!m) throw invalidRequest('file_size_limit must be a number of bytes or a size like 10mb');
	const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[(m[2] ?? 'b').toLowerCase() as 'b'];
	return Math.floor(Number(m[1]) * unit);
}

const mimeList = (value: unknown): string[] | null => {
	if (value === undefined || value === null) return null;
	if (
		!Array.isArray(value) ||
		value.some((v) => typeof v !== 'string' || !/^[\w.+-]+\/([\w.+-]+|\*)(;.*)?$/.test(v))
	)
		throw invalidRequest('allowed_mime_types must be a list of type/subtype');
	return value as string[];
};

const mapped = (error: unknown): never => {
	throw fromPgError(error, bucketExists) ?? error;
};

/** /bucket routes: list, get, create, update, empty and delete, each in the caller's role. */
export async function handleBuckets(
	req: IncomingMessage,
	res: ServerResponse,
	rest: string[],
	url: URL,
	caller: Caller,
	deps: StorageDeps,
): Promise<void> {
	const method = req.method ?? 'GET';
	const body =
		method === 'GET'
			? undefined
			: (((await readJson(req, 1 << 20)) as Record<string, unknown> | undefined) ?? {});
	const run = <T>(op: string, sql: string, params: unknown[]) =>
		asCaller(deps, caller, op, (tx) => tx.query(sql, params).catch(mapped)).then(
			(r) => r.rows as T[],
		);
	if (rest.length === 0 && method === 'GET') {
		const limit = Number(url.searchParams.get('limit') ?? 1000);
		const offset = Number(url.searchParams.get('offset') ?? 0);
		const rows = await run<Record<string, unknown>>(
			'storage.bucket.list',
			`select ${columns}, type from storage.buckets order by name limit $1 offset $2`,
			[limit, offset],
		);
		return send(req, res, 200, rows.map(shape));
	}
	if (rest.length === 0 && method === 'POST') {
		const id = bucketName(str(body?.['id'], str(body?.['name'])));
		const limit = parseSize(body?.['file_size_limit']);
		if (limit !== null && limit > deps.config.storageFileSizeLimit) throw tooLarge();
		await run(
			'storage.bucket.create',
			`insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5, $6, $7)`,
			[
				id,
				str(body?.['name'], id),
				null,
				typeof caller.claims.sub === 'string' ? caller.claims.sub : null,
				body?.['public'] === true,
				limit,
				mimeList(body?.['allowed_mime_types']),
			],
		);
		return send(req, res, 200, { name: id });
	}
	const id = bucketName(rest[0] ?? '');
	if (rest.length === 1 && method === 'GET') {
		const rows = await run<Record<string, unknown>>(
			'storage.bucket.get',
			`select ${columns} from storage.buckets where id = $1`,
			[id],
		);
		if (!rows[0]) throw noSuchBucket();
		return send(req, res, 200, shape(rows[0]));
	}
	if (rest.length === 1 && method === 'PUT') {
		const limit = parseSize(body?.['file_size_limit']);
		if (limit !== null && limit > deps.config.storageFileSizeLimit) throw tooLarge();
		const rows = await run(
			'storage.bucket.update',
			`update storage.buckets set public = $2, file_size_limit = $3, allowed_mime_types = $4, updated_at = now() where id = $1 returning id`,
			[id, body?.['public'] === true, limit, mimeList(body?.['allowed_mime_types'])],
		);
		if (!rows[0]) throw noSuchBucket();
		return send(req, res, 200, { message: 'Successfully updated' });
	}
	if (rest.length === 1 && method === 'DELETE') {
		const objects = await run(
			'storage.bucket.delete',
			'select 1 from storage.objects where bucket_id = $1 limit 1',
			[id],
		);
		if (objects[0])
			throw new StorageError(
				409,
				'ResourceNotEmpty',
				'ResourceNotEmpty',
				'The bucket you tried to delete is not empty',
			);
		const rows = await run(
			'storage.bucket.delete',
			'delete from storage.buckets where id = $1 returning id',
			[id],
		);
		if (!rows[0]) throw noSuchBucket();
		return send(req, res, 200, { message: 'Successfully deleted' });
	}
	throw new StorageError(
		404,
		'InvalidRequest',
		'Not Found',
		`Route ${method}:/bucket/${rest.join('/')} not found`,
	);
}
