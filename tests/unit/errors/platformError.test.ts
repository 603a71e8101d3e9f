import { describe, expect, it } from 'vitest';
import { isSentryDsn, SENTRY_SAMPLING } from '~/lib/errors/config.ts';
import { detectPlatformError } from '~/lib/errors/platformError.ts';

describe('platform error detector', () => {
	it('finds a platform message in an HTML page, whatever the case', () => {
		const page =
			'<html><body><h1>500: INTERNAL_SERVER_ERROR</h1><p>Code: FUNCTION_INVOCATION_FAILED</p></body></html>';
		expect(detectPlatformError(page)).toBe('FUNCTION_INVOCATION_FAILED');
		expect(
			detectPlatformError(
				'upstream connect error or disconnect/reset before headers. reset reason: overflow',
			),
		).toBe('upstream connect error or disconnect/reset before headers');
		expect(detectPlatformError('No Healthy Upstream')).toBe('no healthy upstream');
	});

	it('leaves ordinary text alone', () => {
		expect(detectPlatformError('<h1>Hipoteca en Madrid</h1><p>Cuota de 850 €</p>')).toBeNull();
		expect(detectPlatformError('')).toBeNull();
	});
});

describe('error reporter configuration', () => {
	it('accepts only https DSNs with a key and a numeric project', () => {
		expect(isSentryDsn('https://abc123@o1.ingest.sentry.io/42')).toBe(true);
		expect(isSentryDsn('http://abc123@o1.ingest.sentry.io/42')).toBe(false);
		expect(isSentryDsn('https://o1.ingest.sentry.io/42')).toBe(false);
		expect(isSentryDsn('https://abc@o1.ingest.sentry.io/proyecto')).toBe(false);
		expect(isSentryDsn('no es una url')).toBe(false);
		expect(isSentryDsn(undefined)).toBe(false);
	});

	it('samples every trace, 10 % of sessions and every session with an error', () => {
		expect(SENTRY_SAMPLING).toEqual({
			tracesSampleRate: 1,
			replaysSessionSampleRate: 0.1,
			replaysOnErrorSampleRate: 1,
		});
	});
});
