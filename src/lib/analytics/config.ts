// Written as import.meta.env.PUBLIC_… literally so Vite replaces them at build time.
const envId: unknown = import.meta.env.PUBLIC_GA_MEASUREMENT_ID;

/** Whether a value is a GA4 measurement id (G- followed by letters and digits). */
export function isMeasurementId(value: unknown): value is string {
	return typeof value === 'string' && /^G-[A-Z0-9]{4,20}$/.test(value);
}

/**
 * The GA4 measurement id (build-time PUBLIC_GA_MEASUREMENT_ID), or null: without one the site
 * loads no analytics code at all, whatever the visitor chose.
 */
export const measurementId: string | null = isMeasurementId(envId) ? envId : null;

/** Google's tag script for a measurement id; it runs in the Partytown worker. */
export function gtagScriptUrl(id: string): string {
	return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/** Where the Partytown library is served from (copied into the build by astro.config). */
export const PARTYTOWN_LIB = '/~partytown/';
