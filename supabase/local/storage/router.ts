import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, corsHeaders, readJson, send } from '../http.ts';
import { readUpload } from './body.ts';
import { handleBuckets } from './buckets.ts';
import {
	asCaller,
	bucketName,
	type Caller,
	callerOf,
	objectName,
	requireCaller,
	serviceCaller,
	type StorageDeps,
	str,
} from './context.ts';
import { invalidRequest, noSuchBucket, StorageError } from './errors.ts';
import {
	copyObject,
	findBucket,
	moveObject,
	readRow,
	removeObjects,
	sizeLimit,
	testWrite,
	writeObject,
} from './objects.ts';
import { serveObject, objectInfo, listObjects } from './serve.ts';
import {
	logSignedRead,
	MAX_PRIVATE_SIGNED_SECONDS,
	signDownload,
	signUpload,
	verifyToken,
} from './signed.ts';

/** The media type a request declares (its Content-Type without parameters). */
const declaredType = (req: IncomingMessage) =>
	String(req.headers['content-type'] ?? '')
		.split(';')[0]!
		.trim() || 'application/octet-stream';

const json = async (req: IncomingMessage) =>
	((await readJson(req, 1 << 20)) as Record<string, unknown> | undefined) ?? {};

/** `<bucket>/<name>` of the path parts after a route prefix. */
const target = (parts: string[]) => {
	const [bucket, ...name] = parts;
	return { bucket: bucketName(bucket ?? ''), name: objectName(name.join('/')) };
};

/**
 * The seconds a signed download link lives: a whole number from 1, and in a private bucket at
 * most MAX_PRIVATE_SIGNED_SECONDS (issue 43: a 10-year link to an ID document was possible).
 */
async function signedSeconds(
	deps: StorageDeps,
	bucket: string,
	body: Record<string, unknown>,
): Promise<number> {
	const expiresIn = Number(body['expiresIn']);
	if (!Number.isInteger(expiresIn) || expiresIn < 1)
		throw invalidRequest('body/expiresIn must be >= 1');
	const b = await findBucket(deps, bucket);
	if (!b.public && expiresIn > MAX_PRIVATE_SIGNED_SECONDS)
		throw invalidRequest(
			`body/expiresIn must be <= ${MAX_PRIVATE_SIGNED_SECONDS} for a private bucket`,
		);
	return expiresIn;
}

/** Signed URLs the caller may read, one per path (hosted's per-item error otherwise). */
async function signMany(
	deps: StorageDeps,
	caller: Caller,
	bucket: string,
	body: Record<string, unknown>,
) {
	const expiresIn = await signedSeconds(deps, bucket, body);
	const paths = body['paths'];
	if (!Array.isArray(paths) || paths.length < 1 || paths.length > 1000)
		throw invalidRequest('body/paths must have 1 to 1000 items');
	const out = [];
	for (const path of paths.map(String)) {
		try {
			const name = objectName(path);
			await readRow(deps, caller, bucket, name, 'storage.object.sign_many');
			const token = signDownload(deps, `${bucket}/${name}`, expiresIn, caller);
			out.push({ error: null, path, signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
		} catch (error) {
			if (!(error instanceof StorageError)) throw error;
			out.push({
				error: 'Either the object does not exist or you do not have access to it',
				path,
				signedURL: null,
			});
		}
	}
	return out;
}

/** Every /object route; `parts` are the path segments after /object. */
async function handleObjects(
	req: IncomingMessage,
	res: ServerResponse,
	parts: string[],
	url: URL,
	caller: Caller,
	deps: StorageDeps,
): Promise<void> {
	const method = req.method ?? 'GET';
	const [head = '', ...rest] = parts;
	const read = method === 'GET' || method === 'HEAD';
	if (head === 'public' && read) {
		const { bucket, name } = target(rest);
		const b = await findBucket(deps, bucket);
		if (!b.public) throw noSuchBucket();
		return serveObject(req, res, url, deps, serviceCaller(caller.client), b, name);
	}
	if (head === 'sign' && read) {
		const { bucket, name } = target(rest);
		const claims = verifyToken(
			deps,
			url.searchParams.get('token'),
			`${bucket}/${name}`,
			'download',
		);
		const b = await findBucket(deps, bucket);
		// Every read of a private file through a link is logged, with who signed the link.
		if (!b.public) await logSignedRead(deps, b.id, name, claims, caller.client);
		return serveObject(req, res, url, deps, serviceCaller(caller.client), b, name, true);
	}
	if (head === 'upload' && rest[0] === 'sign' && method === 'PUT') {
		const { bucket, name } = target(rest.slice(1));
		const claims = verifyToken(deps, url.searchParams.get('token'), `${bucket}/${name}`, 'upload');
		const b = await findBucket(deps, bucket);
		const upload = await readUpload(req, sizeLimit(deps, b), b.public);
		const owner: Caller = {
			role: 'authenticated',
			claims: typeof claims['owner'] === 'string' ? { sub: claims['owner'] } : {},
			client: caller.client,
		};
		await writeObject(deps, serviceCaller(caller.client), b, name, upload, {
			upsert: claims['upsert'] === true,
			signedOwner: owner,
		});
		return send(req, res, 200, { Key: `${bucket}/${name}` });
	}
	if (read && !['authenticated', 'info', 'list', 'sign', 'upload'].includes(head)) {
		// A bad token is tolerated here, but then only a public bucket answers.
		const { bucket, name } = target(parts);
		const b = await findBucket(deps, bucket);
		if (b.public) return serveObject(req, res, url, deps, serviceCaller(caller.client), b, name);
		if (caller.refused) throw noSuchBucket();
		return serveObject(req, res, url, deps, caller, b, name);
	}
	const me = requireCaller(caller);
	if (head === 'upload' && rest[0] === 'sign' && method === 'POST') {
		const { bucket, name } = target(rest.slice(1));
		await findBucket(deps, bucket);
		const upsert = req.headers['x-upsert'] === 'true';
		await asCaller(deps, me, 'storage.object.upload_signed', (tx) =>
			testWrite(tx, me, bucket, name, upsert, { mimetype: 'application/json', contentLength: 0 }),
		);
		const token = signUpload(deps, `${bucket}/${name}`, me, upsert);
		return send(req, res, 200, {
			url: `/object/upload/sign/${bucket}/${name}?token=${token}`,
			token,
		});
	}
	if (head === 'sign' && method === 'POST') {
		const body = await json(req);
		if (rest.length === 1)
			return send(req, res, 200, await signMany(deps, me, bucketName(rest[0]!), body));
		const { bucket, name } = target(rest);
		const expiresIn = await signedSeconds(deps, bucket, body);
		await readRow(deps, me, bucket, name, 'storage.object.sign');
		const token = signDownload(deps, `${bucket}/${name}`, expiresIn, me);
		return send(req, res, 200, { signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
	}
	if (head === 'list' && method === 'POST' && rest.length === 1) {
		return send(req, res, 200, await listObjects(deps, me, bucketName(rest[0]!), await json(req)));
	}
	if (head === 'info' && read) {
		const path = rest[0] === 'authenticated' || rest[0] === 'public' ? rest.slice(1) : rest;
		const { bucket, name } = target(path);
		return send(req, res, 200, await objectInfo(deps, me, bucket, name));
	}
	if ((head === 'move' || head === 'copy') && method === 'POST' && rest.length === 0) {
		const body = await json(req);
		const bucket = bucketName(str(body['bucketId']));
		const from = { bucket, name: objectName(str(body['sourceKey'])) };
		const toBucket = bucketName(str(body['destinationBucket'], bucket));
		const to = { bucket: toBucket, name: objectName(str(body['destinationKey'])) };
		if (head === 'move') {
			await findBucket(deps, toBucket);
			await moveObject(deps, me, from, to);
			return send(req, res, 200, { message: 'Successfully moved' });
		}
		const dest = await findBucket(deps, toBucket);
		const copied = await copyObject(
			deps,
			me,
			from,
			{ ...dest, name: to.name },
			req.headers['x-upsert'] === 'true',
		);
		return send(req, res, 200, { Id: copied.id, Key: `${toBucket}/${to.name}` });
	}
	if (method === 'DELETE' && parts.length === 1) {
		const body = await json(req);
		const prefixes = body['prefixes'];
		if (!Array.isArray(prefixes) || prefixes.length < 1 || prefixes.length > 1000)
			throw invalidRequest('body/prefixes must have 1 to 1000 items');
		const bucket = bucketName(head);
		const rows = await removeObjects(deps, me, bucket, prefixes.map(String));
		return send(req, res, 200, rows);
	}
	if (method === 'POST' || method === 'PUT') {
		const path = head === 'authenticated' ? rest : parts;
		const { bucket, name } = target(path);
		const b = await findBucket(deps, bucket);
		const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
		// Permission first (issue 43): the caller's insert is tested before the body is read, so
		// a caller RLS refuses costs no upload, no parsing and no content check.
		await asCaller(deps, me, 'storage.object.upload', (tx) =>
			testWrite(tx, me, bucket, name, upsert, {
				mimetype: declaredType(req),
				contentLength: Number(req.headers['content-length'] ?? 0) || 0,
			}),
		);
		const upload = await readUpload(req, sizeLimit(deps, b), b.public);
		const written = await writeObject(deps, me, b, name, upload, { upsert });
		return send(req, res, 200, { Id: written.id, Key: `${bucket}/${name}` });
	}
	if (read && head === 'authenticated') {
		const { bucket, name } = target(rest);
		return serveObject(req, res, url, deps, me, await findBucket(deps, bucket), name);
	}
	throw new StorageError(
		404,
		'InvalidRequest',
		'Not Found',
		`Route ${method}:/object/${parts.join('/')} not found`,
	);
}

/**
 * The Storage API at /storage/v1 (hosted's gateway strips the prefix): buckets and objects with
 * hosted's errors (4xx as HTTP 400 with the real status in the body's statusCode).
 */
export async function handleStorage(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	deps: StorageDeps,
): Promise<void> {
	// The path as sent: URL parsing would resolve `..` and `%2e%2e` before the key check.
	const raw = (req.url ?? '').split('?')[0]!;
	const parts = (raw.startsWith('/storage/v1/') ? raw : url.pathname)
		.replace(/^\/storage\/v1\/?/, '')
		.split('/');
	const [service, ...rest] = parts;
	const caller = callerOf(req, deps.config);
	try {
		if (service === 'bucket')
			return await handleBuckets(req, res, rest.filter(Boolean), url, requireCaller(caller), deps);
		if (service === 'object') return await handleObjects(req, res, rest, url, caller, deps);
		throw new StorageError(
			404,
			'InvalidRequest',
			'Not Found',
			`Route ${req.method}:/${parts.join('/')} not found`,
		);
	} catch (thrown) {
		req.resume();
		const error =
			thrown instanceof BodyError
				? thrown.status === 413
					? new StorageError(413, 'EntityTooLarge', 'Payload too large', thrown.message)
					: invalidRequest(thrown.message)
				: thrown;
		if (!(error instanceof StorageError)) throw error;
		const status = error.code === 'InvalidRequest' && error.status === 404 ? 404 : error.httpStatus;
		send(req, res, status, error.render(), {
			'Access-Control-Expose-Headers': corsHeaders(req)['Access-Control-Expose-Headers']!,
		});
	}
}
