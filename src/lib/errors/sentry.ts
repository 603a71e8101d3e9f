import * as Sentry from '@sentry/browser';
import { SENTRY_SAMPLING } from './config.ts';
import { onReport } from './report.ts';

let started = false;

/**
 * Starts Sentry (browser SDK with tracing and replay), then forwards every report of
 * `report.ts` under the report's own event id, so the id on the error screen is the id Sentry
 * stores. This module is loaded with a dynamic import (Observability.astro), so the SDK costs
 * nothing until the page is idle or fails. Safe to call more than once.
 */
export function startSentry(dsn: string): void {
	if (started) return;
	started = true;
	Sentry.init({
		dsn,
		...SENTRY_SAMPLING,
		integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
		environment: import.meta.env.MODE,
	});
	onReport((report, error) => {
		// A hint holding only event_id and captureContext: Sentry reads a hint with `tags` or
		// `extra` at its top level as a scope context and drops the event_id.
		Sentry.captureException(error, {
			event_id: report.eventId,
			captureContext: { tags: { kind: report.kind }, extra: { context: report.context } },
		});
	});
}
