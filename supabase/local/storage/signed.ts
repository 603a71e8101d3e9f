import { signJwt, verifyJwt } from '../jwt.ts';
import type { Caller, StorageDeps } from './context.ts';
import { invalidJwt, invalidSignature } from './errors.ts';

/** Seconds a signed upload URL stays valid (storage-js documents two hours). */
export const UPLOAD_URL_SECONDS = 2 * 60 * 60;

/** A download token for `<bucket>/<name>` valid expiresIn seconds (scope download). */
export function signDownload(deps: StorageDeps, url: string, expiresIn: number): string {
	const iat = Math.floor(Date.now() / 1000);
	return signJwt({ url, scope: 'download', iat, exp: iat + expiresIn }, deps.config.jwtSecret);
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
