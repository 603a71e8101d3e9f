import { createHash, randomUUID } from 'node:crypto';
import type { Tx } from '../db.ts';
import { mimeAllowed } from '../../functions/_shared/documentContent.ts';
import { asCaller, type Caller, ownerOf, serviceCaller, type StorageDeps, str } from './context.ts';
import { PRIVATE_CACHE_CONTROL, safeCacheControl, type Upload } from './body.ts';
import {
	badMime,
	contentRefusal,
	fromPgError,
	keyExists,
	noSuchBucket,
	noSuchKey,
} from './errors.ts';

/** A bucket row as the upload path needs it. */
export type Bucket = {
	id: string;
	public: boolean;
	file_size_limit: number | null;
	allowed_mime_types: string[] | null;
};

/** The bucket, looked up as service role as hosted does (missing → NoSuchBucket). */
export async function findBucket(deps: StorageDeps, id: string): Promise<Bucket> {
	const { rows } = await deps.db.transaction((tx) =>
		tx.query(
			'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
			[id],
		),
	);
	const row = rows[0];
	if (!row) throw noSuchBucket();
	return {
		id: String(row['id']),
		public: row['public'] === true,
		file_size_limit: row['file_size_limit'] === null ? null : Number(row['file_size_limit']),
		allowed_mime_types: (row['allowed_mime_types'] as string[] | null) ?? null,
	};
}

/** The effective size limit: the server's and the bucket's, whichever is smaller. */
export const sizeLimit = (deps: StorageDeps, bucket: Bucket) =>
	Math.min(deps.config.storageFileSizeLimit, bucket.file_size_limit ?? Infinity);

/**
 * The type stored for an upload. A bucket that restricts types gets the type read from the
 * content (magic bytes), never the declared one; a PDF with active content, or one the check
 * cannot read, is refused. The check runs in the worker pool (deps.content). With
 * storageContentCheck false (as hosted Storage), only the declared type is compared.
 */
export async function checkedType(
	deps: StorageDeps,
	bucket: Bucket,
	upload: Upload,
): Promise<string> {
	if (!bucket.allowed_mime_types?.length) return upload.declaredType;
	if (!deps.config.storageContentCheck) {
		if (!mimeAllowed(upload.declaredType, bucket.allowed_mime_types))
			throw badMime(upload.declaredType);
		return upload.declaredType;
	}
	const verdict = await deps.content(upload.bytes, bucket.allowed_mime_types);
	if (verdict.ok) return verdict.type;
	throw contentRefusal(verdict.problem, verdict.type);
}

/** The storage error a database error stands for, rethrowing anything else. */
export function mapped(error: unknown): never {
	throw fromPgError(error, keyExists) ?? error;
}

const insertSql = (upsert: boolean) => `insert into storage.objects
	(id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
	values ($1, $2, $3, $4, $5, $6, $7, $8)
	${
		upsert
			? `on conflict (bucket_id, name) do update set owner = excluded.owner,
		owner_id = excluded.owner_id, metadata = excluded.metadata,
		user_metadata = excluded.user_metadata, version = excluded.version, last_accessed_at = now()`
			: ''
	}`;

/**
 * The caller's permission for a write, tested as hosted does: the insert (or upsert) runs in the
 * caller's role inside a savepoint that is rolled back; RLS refusals are AccessDenied, an
 * existing key without upsert KeyAlreadyExists.
 */
export async function testWrite(
	tx: Tx,
	caller: Caller,
	bucket: string,
	name: string,
	upsert: boolean,
	metadata: object,
): Promise<void> {
	const { owner, ownerId } = ownerOf(caller);
	await tx.query('savepoint write_test');
	try {
		await tx.query(insertSql(upsert), [
			randomUUID(),
			bucket,
			name,
			owner,
			ownerId,
			metadata,
			null,
			randomUUID(),
		]);
	} catch (error) {
		await tx.query('rollback to savepoint write_test');
		mapped(error);
	}
	await tx.query('rollback to savepoint write_test');
}

/** The result of a write: the row id and the version replaced (whose bytes go after commit). */
type Written = { id: string; replaced: string | null };

/**
 * Stores an upload: permission tested as the caller (unless `owner` is given: a signed upload,
 * already authorised), bytes written as a new version, the row written as service role, and the
 * replaced version's bytes removed once the row commits. Nothing is overwritten on refusal.
 */
export async function writeObject(
	deps: StorageDeps,
	caller: Caller,
	bucket: Bucket,
	name: string,
	upload: Upload,
	options: { upsert: boolean; signedOwner?: Caller },
): Promise<Written> {
	const type = await checkedType(deps, bucket, upload);
	const writer = options.signedOwner ?? caller;
	const { owner, ownerId } = ownerOf(writer);
	const version = randomUUID();
	const now = new Date().toISOString();
	const metadata = {
		eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
		size: upload.bytes.length,
		mimetype: type,
		cacheControl: upload.cacheControl,
		lastModified: now,
		contentLength: upload.bytes.length,
		httpStatusCode: 200,
	};
	await deps.blobs.put(version, upload.bytes);
	try {
		const written = await asCaller(deps, caller, 'storage.object.upload', async (tx) => {
			if (!options.signedOwner)
				await testWrite(tx, caller, bucket.id, name, options.upsert, {
					mimetype: type,
					contentLength: upload.bytes.length,
				});
			await tx.query(`select set_config('role', 'service_role', true)`);
			const before = await tx.query(
				'select version from storage.objects where bucket_id = $1 and name = $2 for update',
				[bucket.id, name],
			);
			if (before.rows[0] && !options.upsert) throw keyExists();
			const { rows } = await tx
				.query(`${insertSql(options.upsert)} returning id`, [
					randomUUID(),
					bucket.id,
					name,
					owner,
					ownerId,
					metadata,
					upload.userMetadata,
					version,
				])
				.catch(mapped);
			return {
				id: String(rows[0]!['id']),
				replaced: (before.rows[0]?.['version'] as string) ?? null,
			};
		});
		if (written.replaced) await deps.blobs.remove(written.replaced);
		return written;
	} catch (error) {
		await deps.blobs.remove(version);
		throw error;
	}
}

/** An object row the caller may read (RLS in the caller's role), else NoSuchKey. */
export async function readRow(
	deps: StorageDeps,
	caller: Caller,
	bucket: string,
	name: string,
	operation = 'storage.object.get_authenticated',
): Promise<Record<string, unknown>> {
	const { rows } = await asCaller(deps, caller, operation, (tx) =>
		tx.query(
			`select id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at,
				last_accessed_at from storage.objects where bucket_id = $1 and name = $2`,
			[bucket, name],
		),
	);
	if (!rows[0]) throw noSuchKey();
	return rows[0];
}

/** Deletes names the caller may delete (RLS), returning the rows; their bytes go after commit. */
export async function removeObjects(
	deps: StorageDeps,
	caller: Caller,
	bucket: string,
	names: string[],
): Promise<Record<string, unknown>[]> {
	const { rows } = await asCaller(deps, caller, 'storage.object.delete_many', (tx) =>
		tx
			.query(
				`delete from storage.objects where bucket_id = $1 and name = any($2::text[])
				returning name, bucket_id, owner, owner_id, version, id, updated_at, created_at,
					last_accessed_at, metadata, user_metadata`,
				[bucket, names],
			)
			.catch(mapped),
	);
	for (const row of rows) if (row['version']) await deps.blobs.remove(str(row['version']));
	return rows;
}

/** Moves an object (same bytes): an UPDATE in the caller's role, so its policies decide. */
export async function moveObject(
	deps: StorageDeps,
	caller: Caller,
	from: { bucket: string; name: string },
	to: { bucket: string; name: string },
): Promise<void> {
	const { rows } = await asCaller(deps, caller, 'storage.object.move', (tx) =>
		tx
			.query(
				`update storage.objects set bucket_id = $3, name = $4
				where bucket_id = $1 and name = $2 returning id`,
				[from.bucket, from.name, to.bucket, to.name],
			)
			.catch(mapped),
	);
	if (!rows[0]) throw noSuchKey();
}

/** Copies an object: readable by the caller at the source, writable at the destination. */
export async function copyObject(
	deps: StorageDeps,
	caller: Caller,
	from: { bucket: string; name: string },
	to: Bucket & { name: string },
	upsert: boolean,
): Promise<Written> {
	const row = await readRow(deps, caller, from.bucket, from.name, 'storage.object.copy');
	const bytes = await deps.blobs.get(str(row['version']));
	if (!bytes) throw noSuchKey();
	const meta = row['metadata'] as { mimetype?: string; cacheControl?: string } | null;
	return writeObject(
		deps,
		caller,
		to,
		to.name,
		{
			bytes,
			declaredType: meta?.mimetype ?? 'application/octet-stream',
			cacheControl: to.public
				? (safeCacheControl(meta?.cacheControl ?? '') ?? 'no-cache')
				: PRIVATE_CACHE_CONTROL,
			userMetadata: (row['user_metadata'] as Record<string, unknown> | null) ?? null,
		},
		{ upsert },
	);
}

export { serviceCaller };
