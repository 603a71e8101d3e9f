import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from './config.ts';
import { verifyJwt } from './jwt.ts';

/** Auth routes a browser opens from an email or a provider, open on hosted too. */
const openAuthRoutes = new Set(['/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize']);

/** A refusal the gateway answers before any service sees the request. */
export type Refusal = { status: number; body: Record<string, string> };

const apiPrefixes = ['/rest/v1', '/auth/v1/', '/realtime/v1/api/', '/functions/v1/'];
/** Services whose writes take no apikey in the query and no body a form could send. */
const guardedPrefixes = ['/auth/v1/', '/functions/v1/'];

const jsonType = (req: IncomingMessage) => {
	const type = String(req.headers['content-type'] ?? '')
		.split(';')[0]!
		.trim()
		.toLowerCase();
	return type === 'application/json' || /^application\/[\w.+-]*\+json$/.test(type);
};

/**
 * What hosted's API gateway checks before a request reaches a service: an apikey (header or
 * ?apikey=) that is one of the project's keys (a JWT signed with its secret); on /auth/v1 and
 * /functions/v1, a request that changes something must carry it in the apikey header and send
 * JSON. A page on another site can send neither without a CORS preflight this server answers
 * for the API only, so no form or text/plain POST (which skips the preflight) gets through.
 * /rest/v1 checks the key itself (PostgREST's PGRST301) and refuses non-JSON bodies (415).
 */
export function gatewayRefusal(
	req: IncomingMessage,
	url: URL,
	config: ServerConfig,
): Refusal | null {
	const path = url.pathname;
	const method = req.method ?? 'GET';
	if (!apiPrefixes.some((p) => path.startsWith(p))) return null;
	if (method === 'GET' && openAuthRoutes.has(path)) return null;
	const header = typeof req.headers['apikey'] === 'string' ? req.headers['apikey'] : undefined;
	const key = header ?? url.searchParams.get('apikey') ?? undefined;
	if (!key)
		return {
			status: 401,
			body: {
				message: 'No API key found in request',
				hint: 'No `apikey` request header or url param was found.',
			},
		};
	if (!guardedPrefixes.some((p) => path.startsWith(p))) return null;
	if (verifyJwt(key, config.jwtSecret).error)
		return {
			status: 401,
			body: {
				message: 'Invalid API key',
				hint: 'Double check your Supabase `anon` or `service_role` API key.',
			},
		};
	if (method === 'GET' || method === 'HEAD') return null;
	if (!header)
		return {
			status: 401,
			body: {
				message: 'API key required in the apikey header',
				hint: 'Send the `apikey` request header: the url param is accepted only to read.',
			},
		};
	const hasBody =
		Number(req.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in req.headers;
	if (hasBody && !jsonType(req))
		return {
			status: 415,
			body: {
				message: 'Send the body as application/json',
				hint: 'Content-Type: application/json',
			},
		};
	return null;
}
