import { addIntegration, browserTracingIntegration, captureException, init } from '@sentry/browser';
import { SENTRY_SAMPLING } from './config.ts';
import { laterWhenIdle } from './later.ts';
import { onReport } from './report.ts';

let started = false;

/**
 * How long after the SDK starts session replay begins, at the next idle moment after it: replay
 * starts by copying the whole page (rrweb), the longest task of the SDK (about 600 ms on
 * Lighthouse's throttled phone), kept away from the page's start and a visitor's first taps.
 */
const REPLAY_DELAY_MS = 5000;

/**
 * Starts Sentry (browser SDK with tracing), then forwards every report of `report.ts` under the
 * report's own event id, so the id on the error screen is the id Sentry stores. This module is
 * loaded with a dynamic import (Observability.astro), so the SDK costs nothing until the page is
 * idle or fails. Safe to call more than once.
 *
 * Session replay (rrweb: almost half of the SDK's code) joins later from its own chunk, as
 * Sentry documents for lazy-loading it (`addIntegration`; the sampling set in `init` applies when
 * it joins): started with the rest, it blocked the main thread for most of a second on a
 * throttled phone while the page was still settling (Lighthouse mobile TBT 533–713 ms on content
 * pages). An error before it joins is still reported, without a replay.
 */
export function startSentry(dsn: string): void {
	if (started) return;
	started = true;
	init({
		dsn,
		...SENTRY_SAMPLING,
		integrations: [browserTracingIntegration()],
		environment: import.meta.env.MODE,
	});
	onReport((report, error) => {
		// A hint holding only event_id and captureContext: Sentry reads a hint with `tags` or
		// `extra` at its top level as a scope context and drops the event_id.
		captureException(error, {
			event_id: report.eventId,
			captureContext: { tags: { kind: report.kind }, extra: { context: report.context } },
		});
	});
	laterWhenIdle(() => {
		void import('./sentryReplay.ts')
			.then((replay) => addIntegration(replay.replayIntegration()))
			.catch(() => {
				// Replay is an extra: errors and traces keep being reported without it.
			});
	}, REPLAY_DELAY_MS);
}
