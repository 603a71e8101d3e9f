import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from '../config.ts';
import type { Database, Tx } from '../db.ts';
import { bearer, clientIp } from '../http.ts';
import { type JwtClaims, verifyJwt } from '../jwt.ts';
import type { BlobStore } from './blobs.ts';
import type { ContentChecker } from './contentPool.ts';
import { accessDenied, invalidBucketName, invalidKey } from './errors.ts';

/** What the storage routes need from the server. */
export type StorageDeps = {
	db: Database;
	config: ServerConfig;
	blobs: BlobStore;
	/** The content check, run in the worker pool (contentPool.ts). */
	content: ContentChecker;
};

/** The request's caller: role and claims, and the JWT problem when the token was refused. */
export type Caller = { role: string; claims: JwtClaims; client: string; refused?: string };

const roles = new Set(['anon', 'authenticated', 'service_role']);

/** Verifies Authorization (else the apikey) like the storage server's jwt plugin. */
export function callerOf(req: IncomingMessage, config: ServerConfig): Caller {
	const apikey = typeof req.headers['apikey'] === 'string' ? req.headers['apikey'] : undefined;
	const token = bearer(req) ?? apikey;
	const client = clientIp(req, config.trustedProxies);
	const anon: Caller = { role: 'anon', claims: { role: 'anon' }, client };
	if (!token) return anon;
	const verified = verifyJwt(token, config.jwtSecret);
	if (verified.error === 'expired')
		return { ...anon, refused: '"exp" claim timestamp check failed' };
	if (verified.error) return { ...anon, refused: 'signature verification failed' };
	const role = typeof verified.claims.role === 'string' ? verified.claims.role : 'anon';
	if (!roles.has(role)) return { ...anon, refused: `role "${role}" is not allowed` };
	return { role, claims: { ...verified.claims, role }, client };
}

/** The caller, or AccessDenied when its token was refused (every route but public reads). */
export function requireCaller(caller: Caller): Caller {
	if (caller.refused) throw accessDenied(caller.refused);
	return caller;
}

/** The service role's identity, for the steps hosted runs as superuser after a caller check. */
export const serviceCaller = (client = ''): Caller => ({
	role: 'service_role',
	claims: { role: 'service_role' },
	client,
});

/** The owner columns of a row the caller writes: sub, and as uuid only when it is one. */
export function ownerOf(caller: Caller): { owner: string | null; ownerId: string | null } {
	const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
	const uuid = sub && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
	return { owner: uuid ? sub : null, ownerId: sub };
}

/**
 * Switches the transaction to the caller, as storage's db plugin does: role, the claims GUCs
 * auth.uid()/auth.role() read, the operation, and leave to delete through the API.
 */
export async function actAs(tx: Tx, caller: Caller, operation: string): Promise<void> {
	await tx.query(
		`select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
			set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true),
			set_config('storage.operation', $4, true), set_config('storage.allow_delete_query', 'true', true)`,
		[caller.role, JSON.stringify(caller.claims), String(caller.claims.sub ?? ''), operation],
	);
}

/** Runs fn in one transaction as the caller (counted against its role's share). */
export function asCaller<T>(
	deps: StorageDeps,
	caller: Caller,
	operation: string,
	fn: (tx: Tx) => Promise<T>,
): Promise<T> {
	return deps.db.transaction(
		async (tx) => {
			await actAs(tx, caller, operation);
			return fn(tx);
		},
		{ role: caller.role, client: caller.client },
	);
}

/** A JSON field as text ('' when it is not a string). */
export const str = (value: unknown, fallback = ''): string =>
	typeof value === 'string' ? value : fallback;

const keyPattern = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const bucketPattern = /^[A-Za-z0-9_!.*'() &$@=;:+,?-]+$/;

/**
 * An object name from the request path: percent-decoded once, hosted's allowed characters, and
 * no empty, `.` or `..` segment (so neither `../x` nor `%2e%2e/x` reaches a policy as a path).
 */
export function objectName(raw: string): string {
	let name: string;
	try {
		name = decodeURIComponent(raw);
	} catch {
		throw invalidKey(raw);
	}
	const segments = name.split('/');
	if (
		!name ||
		!keyPattern.test(name) ||
		segments.some((s) => s === '' || s === '.' || s === '..') ||
		name.length > 1024
	)
		throw invalidKey(name);
	return name;
}

/** A bucket id from the path: decoded, 1–100 characters of hosted's set, no edge spaces. */
export function bucketName(raw: string): string {
	let name: string;
	try {
		name = decodeURIComponent(raw);
	} catch {
		throw invalidBucketName();
	}
	if (!bucketPattern.test(name) || name.length > 100 || name.trim() !== name)
		throw invalidBucketName();
	return name;
}
