import { detectPlatformError } from '../errors/platformError.ts';
import type { ReportKind } from '../errors/report.ts';

/** One outgoing request as the log keeps it (SPEC section 7). */
export interface RequestLogEntry {
	/** Origin and path, without the query string (filters may hold personal data). */
	url: string;
	method: string;
	/** HTTP status, or 0 when the request never got an answer. */
	status: number;
	ok: boolean;
	/** When the request started, ISO 8601. */
	time: string;
	/** How long it took, in milliseconds. */
	durationMs: number;
}

/** Number of requests the log keeps (SPEC section 9). */
export const REQUEST_LOG_SIZE = 20;

/** Where problems go: the error reporter, with the kind of problem. */
export type RequestReporter = (error: unknown, context: string, kind: ReportKind) => void;

/** What the wrapper needs; injected so tests can drive it without a network. */
export interface LoggedFetchOptions {
	fetch: typeof fetch;
	report: RequestReporter;
	now?: () => number;
	size?: number;
}

/** A fetch that logs, and the read-only view of its log. */
export interface LoggedFetch {
	fetch: typeof fetch;
	/** The latest requests, oldest first (a copy: the log cannot be changed from outside). */
	entries: () => readonly RequestLogEntry[];
}

/** The request's method and URL, whatever form fetch was called with. */
function describe(input: RequestInfo | URL, init?: RequestInit): { method: string; url: string } {
	const request = input instanceof Request ? input : undefined;
	const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
	const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
	try {
		const u = new URL(raw, 'http://localhost');
		return { method, url: /^[a-z]+:\/\//i.test(raw) ? `${u.origin}${u.pathname}` : u.pathname };
	} catch {
		return { method, url: raw.split('?')[0] ?? raw };
	}
}

/** Whether a body is text a platform writes (HTML or plain text) rather than the API's JSON. */
function isPlatformPage(response: Response): boolean {
	const type = response.headers.get('content-type') ?? '';
	return /text\/(html|plain)/i.test(type);
}

/**
 * Wraps fetch for the Supabase client: every request lands in a ring of the last 20; a 5xx
 * answer is reported as a server error; a network failure is reported and rethrown (an abort
 * the page asked for is not a failure); a text or HTML answer carrying a platform's error
 * message is reported as a platform error. The response itself is returned untouched.
 */
export function createLoggedFetch(options: LoggedFetchOptions): LoggedFetch {
	const { report, size = REQUEST_LOG_SIZE } = options;
	const now = options.now ?? (() => Date.now());
	const log: RequestLogEntry[] = [];
	const record = (entry: RequestLogEntry) => {
		log.push(entry);
		if (log.length > size) log.splice(0, log.length - size);
	};

	const wrapped: typeof fetch = async (input, init) => {
		const { method, url } = describe(input, init);
		const started = now();
		const time = new Date(started).toISOString();
		let response: Response;
		try {
			response = await options.fetch(input, init);
		} catch (error) {
			record({ url, method, status: 0, ok: false, time, durationMs: now() - started });
			const aborted = error instanceof DOMException && error.name === 'AbortError';
			if (!aborted) report(error, `Fallo de red en ${method} ${url}`, 'network');
			throw error;
		}
		const { status, ok } = response;
		record({ url, method, status, ok, time, durationMs: now() - started });
		if (status >= 500) {
			report(new Error(`Error del servidor ${status}`), `${method} ${url}`, 'server');
		}
		if (isPlatformPage(response)) {
			const text = await response
				.clone()
				.text()
				.catch(() => '');
			const message = detectPlatformError(text);
			if (message) report(new Error(message), `${method} ${url}`, 'platform');
		}
		return response;
	};

	return { fetch: wrapped, entries: () => log.map((e) => ({ ...e })) };
}
