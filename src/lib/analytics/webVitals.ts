/** The five Core Web Vitals the portal measures (SPEC section 7). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/** One of the measured vitals. */
export type VitalName = (typeof VITAL_NAMES)[number];

/** How a measurement rates against its thresholds. */
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Good/poor limits: a value up to `good` is good, above `poor` is poor. LCP, CLS, FCP and TTFB
 * come from SPEC.md section 9; SPEC lists FID (100/300 ms), which browsers replaced with INP, so
 * INP uses web.dev's published limits (200/500 ms, https://web.dev/articles/inp, 2024-03).
 * Times in milliseconds; CLS is unitless.
 */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
	LCP: { good: 2500, poor: 4000 },
	INP: { good: 200, poor: 500 },
	CLS: { good: 0.1, poor: 0.25 },
	FCP: { good: 1800, poor: 3000 },
	TTFB: { good: 800, poor: 1800 },
};

/** Rates a measurement: good up to the good limit, poor above the poor limit. */
export function rateVital(name: VitalName, value: number): VitalRating {
	const { good, poor } = VITAL_THRESHOLDS[name];
	if (value <= good) return 'good';
	if (value <= poor) return 'needs-improvement';
	return 'poor';
}

/** Parameters of the `web_vitals` analytics event. */
export interface VitalEvent {
	label: VitalName;
	value: number;
	rating: VitalRating;
}

/**
 * The `web_vitals` event for a measurement: times rounded to whole milliseconds, CLS to four
 * decimals; the rating always from our thresholds. Null for a value that is not a finite
 * non-negative number (never sent).
 */
export function vitalEvent(name: VitalName, value: number): VitalEvent | null {
	if (!Number.isFinite(value) || value < 0) return null;
	const rounded = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
	return { label: name, value: rounded, rating: rateVital(name, value) };
}
