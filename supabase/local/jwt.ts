import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of a Supabase JWT; only role and exp are always present. */
export type JwtClaims = Record<string, unknown> & { role?: string; exp?: number; sub?: string };

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** Signs claims as an HS256 JWT, the way GoTrue and the Supabase CLI do. */
export function signJwt(claims: JwtClaims, secret: string): string {
	const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
	const body = b64url(JSON.stringify(claims));
	const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
	return `${head}.${body}.${sig}`;
}

/** Why a token was refused: unreadable/forged, or past its exp. */
export type JwtError = 'invalid' | 'expired';

/** Verifies an HS256 JWT; returns its claims or the reason it is not acceptable. */
export function verifyJwt(
	token: string,
	secret: string,
): { claims: JwtClaims; error?: undefined } | { error: JwtError; claims?: undefined } {
	const parts = token.split('.');
	if (parts.length !== 3) return { error: 'invalid' };
	const [head, body, sig] = parts as [string, string, string];
	try {
		const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
		if (header.alg !== 'HS256') return { error: 'invalid' };
		const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
		const given = Buffer.from(sig, 'base64url');
		if (given.length !== expected.length || !timingSafeEqual(given, expected))
			return { error: 'invalid' };
		const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as JwtClaims;
		if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
			return { error: 'invalid' };
		if (typeof claims.exp === 'number' && claims.exp <= Math.floor(Date.now() / 1000)) {
			return { error: 'expired' };
		}
		return { claims };
	} catch {
		return { error: 'invalid' };
	}
}
