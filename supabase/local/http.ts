import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request body that is too large, or JSON that does not parse. */
export class BodyError extends Error {
	/** 413 for size, 400 for syntax. */
	status: number;
	constructor(status: number, message: string) {
		super(message);
		this.status = status;
	}
}

const exposed =
	'Content-Range, Content-Location, Content-Type, Location, Range-Unit, X-Supabase-Api-Version, X-Total-Count, Link';

/**
 * CORS headers for every API answer, so the browser portal on another origin can read them.
 * Credentials are never allowed: the API authenticates with headers, not cookies.
 */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
	return {
		'Access-Control-Allow-Origin': req.headers.origin ?? '*',
		'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
		'Access-Control-Allow-Headers':
			String(req.headers['access-control-request-headers'] ?? '') ||
			'apikey, authorization, x-client-info, content-type, accept, accept-profile, content-profile, prefer, x-supabase-api-version, x-retry-count',
		'Access-Control-Expose-Headers': exposed,
		'Access-Control-Max-Age': '86400',
		Vary: 'Origin',
	};
}

/** Reads the whole body as text, refusing more than maxBytes (413) as soon as it is exceeded. */
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
	const declared = Number(req.headers['content-length'] ?? 0);
	if (declared > maxBytes) {
		req.resume();
		throw new BodyError(413, `Request body larger than ${maxBytes} bytes`);
	}
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of req as AsyncIterable<Buffer>) {
		size += chunk.length;
		if (size > maxBytes) {
			req.resume();
			throw new BodyError(413, `Request body larger than ${maxBytes} bytes`);
		}
		chunks.push(chunk);
	}
	return Buffer.concat(chunks).toString('utf8');
}

/** Deepest array/object nesting a JSON body may have (JSON.parse and later walks recurse). */
export const MAX_JSON_DEPTH = 256;

/** The deepest [ or { nesting of a JSON text, outside strings, without recursing. */
export function jsonDepth(text: string): number {
	let depth = 0;
	let max = 0;
	let inString = false;
	for (let i = 0; i < text.length; i++) {
		const ch = text.charCodeAt(i);
		if (inString) {
			if (ch === 92) i++;
			else if (ch === 34) inString = false;
		} else if (ch === 34) inString = true;
		else if (ch === 91 || ch === 123) max = Math.max(max, ++depth);
		else if (ch === 93 || ch === 125) depth--;
	}
	return max;
}

/** Reads and parses a JSON body; an empty body is undefined. */
export async function readJson(req: IncomingMessage, maxBytes: number): Promise<unknown> {
	const text = await readBody(req, maxBytes);
	if (text.trim() === '') return undefined;
	if (jsonDepth(text) > MAX_JSON_DEPTH)
		throw new BodyError(400, `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
	try {
		return JSON.parse(text) as unknown;
	} catch (error) {
		throw new BodyError(400, (error as Error).message);
	}
}

/** Writes a JSON (or pre-serialised) body with CORS headers. */
export function send(
	req: IncomingMessage,
	res: ServerResponse,
	status: number,
	body?: unknown,
	headers: Record<string, string> = {},
): void {
	if (res.headersSent) return;
	const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
	res.writeHead(status, {
		...corsHeaders(req),
		...(text ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
		...headers,
	});
	res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * The path and query of a request target as a URL on a fixed origin, or null when the target is
 * not a path (answer 400). An origin-form target (`/…`, `//…` included) is always a path here, never
 * an authority; an absolute-form target (`http://host/p`) keeps only its path and query; `*`,
 * authority-form and anything else is null. Percent-encoding is left as sent (decoding is the
 * caller's, with its own 400).
 */
export function requestTarget(target: string | undefined): URL | null {
	const raw = target ?? '/';
	try {
		if (raw.startsWith('/')) return new URL(`http://localhost${raw}`);
		if (/^https?:\/\//i.test(raw)) {
			const absolute = new URL(raw);
			return new URL(`http://localhost${absolute.pathname}${absolute.search}`);
		}
	} catch {
		// Not a URL at all: fall through to the 400.
	}
	return null;
}

/** An address without IPv6's IPv4-mapped prefix (::ffff:127.0.0.1 is 127.0.0.1). */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The caller's address, for rate limiting: the socket's, unless the socket is one of the
 * configured reverse proxies; then the nearest X-Forwarded-For hop that is not a trusted proxy
 * (hops further left were written by the client and prove nothing).
 */
export function clientIp(req: IncomingMessage, trustedProxies: readonly string[] = []): string {
	const socket = plainAddress(req.socket.remoteAddress ?? 'unknown');
	if (!trustedProxies.includes(socket)) return socket;
	const forwarded = String(req.headers['x-forwarded-for'] ?? '')
		.split(',')
		.map((hop) => plainAddress(hop.trim()))
		.filter(Boolean);
	for (let i = forwarded.length - 1; i >= 0; i--) {
		if (!trustedProxies.includes(forwarded[i]!)) return forwarded[i]!;
	}
	return forwarded[0] ?? socket;
}

/** The bearer token of the Authorization header, if any. */
export function bearer(req: IncomingMessage): string | undefined {
	const value = req.headers.authorization;
	const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
	return match?.[1];
}
