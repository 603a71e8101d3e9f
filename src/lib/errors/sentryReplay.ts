/**
 * Sentry's session replay on its own (rrweb), so the bundler puts it in a chunk of its own that
 * `sentry.ts` loads after the SDK has started.
 */
export { replayIntegration } from '@sentry/browser';
