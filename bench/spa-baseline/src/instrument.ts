/**
 * The error reporter, started before anything else is evaluated (Sentry's advice for a React
 * app: this module is the entry's first import): every page load traced, session replay on
 * 10 % of visits and on every visit that hits an error.
 */
import * as Sentry from '@sentry/browser';
import { SENTRY_SAMPLING, sentryDsn } from '~/lib/errors/config.ts';

/** Without PUBLIC_SENTRY_DSN the SDK still starts, towards a host that never resolves. */
const dummyDsn = 'https://k@sentry.invalid/1';

Sentry.init({
	dsn: sentryDsn ?? dummyDsn,
	integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
	...SENTRY_SAMPLING,
});
