/**
 * The DSN format, apart from config.ts (which reads Vite's env) so the build can import it: the
 * Content-Security-Policy allows the DSN's ingest host (scripts/astro/securityHeaders.ts).
 */

/** Whether a value looks like a Sentry DSN: https://<public key>@<host>/<project id>. */
export function isSentryDsn(value: unknown): value is string {
	if (typeof value !== 'string') return false;
	try {
		const url = new URL(value);
		return url.protocol === 'https:' && url.username !== '' && /^\/\d+$/.test(url.pathname);
	} catch {
		return false;
	}
}

/** Where the reporter sends events for a DSN: its origin (https://<host>). */
export function dsnOrigin(dsn: string): string {
	return new URL(dsn).origin;
}
