import { isSentryDsn } from './dsn.ts';

export { isSentryDsn } from './dsn.ts';

// Written as import.meta.env.PUBLIC_… literally so Vite replaces them at build time.
const envDsn: unknown = import.meta.env.PUBLIC_SENTRY_DSN;

/** The Sentry DSN (build-time PUBLIC_SENTRY_DSN), or null: then errors stay in the console. */
export const sentryDsn: string | null = isSentryDsn(envDsn) ? envDsn : null;

/**
 * Sampling of the error reporter (SPEC section 9): every trace, 10 % of sessions recorded as a
 * replay, and every session that hits an error.
 */
export const SENTRY_SAMPLING = {
	tracesSampleRate: 1,
	replaysSessionSampleRate: 0.1,
	replaysOnErrorSampleRate: 1,
} as const;

/**
 * How long after the page's load event the error reporter starts (at the next idle moment), unless
 * an error is reported first, which starts it at once with the report queued.
 */
export const SENTRY_START_DELAY_MS = 3000;
