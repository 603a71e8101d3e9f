import { describe, expect, it } from 'vitest';
import { rateVital, VITAL_THRESHOLDS, vitalEvent } from '~/lib/analytics/webVitals.ts';

describe('web vitals rating (SPEC section 9 limits)', () => {
	it('uses the SPEC good/poor limits, and web.dev’s for INP', () => {
		expect(VITAL_THRESHOLDS).toEqual({
			LCP: { good: 2500, poor: 4000 },
			INP: { good: 200, poor: 500 },
			CLS: { good: 0.1, poor: 0.25 },
			FCP: { good: 1800, poor: 3000 },
			TTFB: { good: 800, poor: 1800 },
		});
	});

	it.each([
		['LCP', 2500, 'good'],
		['LCP', 2501, 'needs-improvement'],
		['LCP', 4000, 'needs-improvement'],
		['LCP', 4001, 'poor'],
		['CLS', 0, 'good'],
		['CLS', 0.1, 'good'],
		['CLS', 0.11, 'needs-improvement'],
		['CLS', 0.26, 'poor'],
		['FCP', 1799, 'good'],
		['FCP', 3000.5, 'poor'],
		['TTFB', 800, 'good'],
		['TTFB', 1800, 'needs-improvement'],
		['TTFB', 1900, 'poor'],
		['INP', 200, 'good'],
		['INP', 350, 'needs-improvement'],
		['INP', 501, 'poor'],
	] as const)('%s %d is %s', (name, value, rating) => {
		expect(rateVital(name, value)).toBe(rating);
	});

	it('builds the web_vitals event with rounded values', () => {
		expect(vitalEvent('LCP', 1234.567)).toEqual({ label: 'LCP', value: 1235, rating: 'good' });
		expect(vitalEvent('CLS', 0.123456)).toEqual({
			label: 'CLS',
			value: 0.1235,
			rating: 'needs-improvement',
		});
		expect(vitalEvent('TTFB', 2000.4)).toEqual({ label: 'TTFB', value: 2000, rating: 'poor' });
	});

	it('never sends a value that is not a finite, non-negative number', () => {
		expect(vitalEvent('LCP', Number.NaN)).toBeNull();
		expect(vitalEvent('FCP', Number.POSITIVE_INFINITY)).toBeNull();
		expect(vitalEvent('CLS', -1)).toBeNull();
	});
});
