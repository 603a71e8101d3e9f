import { signJwt, verifyJwt } from '../jwt.ts';
import { asCaller, type Caller, serviceCaller, type StorageDeps } from './context.ts';
import { invalidJwt, invalidSignature } from './errors.ts';

/** Seconds a signed upload URL stays valid (storage-js documents two hours). */
export const UPLOAD_URL_SECONDS = 2 * 60 * 60;

/** Longest life of a download link to a private bucket's file (issue 43; the panel asks 60 s). */
export const MAX_PRIVATE_SIGNED_SECONDS = 10 * 60;

/**
 * A download token for `<bucket>/<name>` valid expiresIn seconds (scope download), naming who
 * signed it (`signer`: the caller's sub) so each read can be logged against them.
 */
export function signDownload(
	deps: StorageDeps,
	url: string,
	expiresIn: number,
	signer: Caller,
): string {
	const iat = Math.floor(Date.now() / 1000);
	const sub = typeof signer.claims.sub === 'string' ? signer.claims.sub : undefined;
	return signJwt(
		{ url, scope: 'download', signer: sub, iat, exp: iat + expiresIn },
		deps.config.jwtSecret,
	);
}

/**
 * Logs a read through a signed link of a private bucket (private.log_signed_read, migration
 * 20261129100000: the owner's access log gets the entry and who signed the link). It runs
 * before the bytes are sent, so a read that cannot be logged is not served.
 */
export async function logSignedRead(
	deps: StorageDeps,
	bucket: string,
	name: string,
	claims: Record<string, unknown>,
	client: string,
): Promise<void> {
	const signer = typeof claims['signer'] === 'string' ? claims['signer'] : null;
	await asCaller(deps, serviceCaller(client), 'storage.object.get_signed', (tx) =>
		tx.query('select private.log_signed_read($1, $2, $3)', [bucket, name, signer]),
	);
}

/** An upload token: who uploads (owner), where, and whether it may overwrite. */
export function signUpload(
	deps: StorageDeps,
	url: string,
	caller: Caller,
	upsert: boolean,
): string {
	const iat = Math.floor(Date.now() / 1000);
	const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : undefined;
	return signJwt(
		{ owner, url, upsert, scope: 'upload', iat, exp: iat + UPLOAD_URL_SECONDS },
		deps.config.jwtSecret,
	);
}

/**
 * Checks a token for `<bucket>/<name>` in the order hosted does: signature, scope, url, expiry.
 * Returns its claims.
 */
export function verifyToken(
	deps: StorageDeps,
	token: string | null,
	url: string,
	scope: 'download' | 'upload',
): Record<string, unknown> {
	if (!token) throw invalidJwt('Missing token');
	// Signature and expiry together: an expired token is refused, a forged one too.
	const verified = verifyJwt(token, deps.config.jwtSecret);
	if (verified.error === 'invalid') throw invalidJwt('signature verification failed');
	const claims = verified.claims ?? decodeClaims(token);
	const legacy =
		scope === 'download' && claims['scope'] === undefined && claims['upsert'] === undefined;
	if (claims['scope'] !== scope && !legacy) throw invalidSignature();
	if (claims['url'] !== url) throw invalidSignature();
	if (verified.error === 'expired') throw invalidJwt('"exp" claim timestamp check failed');
	return claims;
}

const decodeClaims = (token: string): Record<string, unknown> =>
	JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
		string,
		unknown
	>;
