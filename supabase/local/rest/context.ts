import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from '../config.ts';
import type { Tx } from '../db.ts';
import { bearer, clientIp } from '../http.ts';
import { type JwtClaims, verifyJwt } from '../jwt.ts';
import { RestError } from './errors.ts';

/** The roles PostgREST may switch to; anything else in a JWT is refused. */
const roles = new Set(['anon', 'authenticated', 'service_role']);

/** Who is calling: the JWT's role and its claims (anon without a token). */
export type Caller = { role: string; claims: JwtClaims };

const jwtError = (code: string, message: string) => {
	const error = new RestError(401, code, message);
	return error;
};

/** Verifies the bearer token (or the apikey when there is none) like PostgREST does. */
export function callerOf(req: IncomingMessage, config: ServerConfig): Caller {
	const apikey = typeof req.headers['apikey'] === 'string' ? req.headers['apikey'] : undefined;
	const token = bearer(req) ?? apikey;
	if (apikey && apikey !== token && verifyJwt(apikey, config.jwtSecret).error) {
		throw jwtError('PGRST301', 'Invalid API key');
	}
	if (!token) return { role: 'anon', claims: { role: 'anon' } };
	const verified = verifyJwt(token, config.jwtSecret);
	if (verified.error === 'expired') throw jwtError('PGRST303', 'JWT expired');
	if (verified.error) throw jwtError('PGRST301', 'JWSError JWSInvalidSignature');
	const role = typeof verified.claims.role === 'string' ? verified.claims.role : 'anon';
	if (!roles.has(role)) throw jwtError('PGRST301', `role "${role}" is not allowed`);
	return { role, claims: { ...verified.claims, role } };
}

/** Headers that name the caller's address; only the server's own value reaches SQL. */
const addressHeaders = new Set(['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'forwarded']);

/**
 * The request's headers as PostgREST passes them to SQL in `request.headers` (lower-case names,
 * one string each; cookies left out), with the caller's address in x-forwarded-for as a gateway
 * writes it: whatever address headers the client sent are replaced by `ip` (the socket's, or
 * the one a configured proxy reported, see clientIp), so SQL that limits by IP cannot be fooled.
 */
export function requestHeaders(
	headers: IncomingMessage['headers'],
	ip?: string,
): Record<string, string> {
	const out: Record<string, string> = {};
	for (const [name, value] of Object.entries(headers)) {
		const key = name.toLowerCase();
		if (value === undefined || key === 'cookie' || addressHeaders.has(key)) continue;
		out[key] = Array.isArray(value) ? value.join(', ') : value;
	}
	if (ip) out['x-forwarded-for'] = ip;
	return out;
}

/** request.headers of a request: its headers with the caller's address as clientIp finds it. */
export const sqlHeaders = (req: IncomingMessage, config: ServerConfig) =>
	requestHeaders(req.headers, clientIp(req, config.trustedProxies));

/**
 * Starts the request's transaction as the caller: role, request.jwt.claims and (when given)
 * request.headers set locally.
 */
export async function actAs(
	tx: Tx,
	caller: Caller,
	method: string,
	path: string,
	headers: Record<string, string> = {},
): Promise<void> {
	await tx.query(
		`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
			set_config('request.method', $3, true), set_config('request.path', $4, true),
			set_config('statement_timeout', $5, true), set_config('request.headers', $6, true)`,
		[
			caller.role,
			JSON.stringify(caller.claims),
			method,
			path,
			String(statementTimeouts[caller.role] ?? 0),
			JSON.stringify(headers),
		],
	);
}

/** Hosted's per-role statement_timeout in ms (PostgreSQL only: PGlite does not enforce it). */
export const statementTimeouts: Record<string, number> = { anon: 3000, authenticated: 8000 };

/** Prefer header values as a map (return, count, resolution, missing…). */
export function preferences(req: IncomingMessage): Map<string, string> {
	const out = new Map<string, string>();
	const header = req.headers['prefer'];
	for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
		const [key, value = ''] = part.trim().split('=');
		if (key) out.set(key.trim(), value.trim());
	}
	return out;
}
