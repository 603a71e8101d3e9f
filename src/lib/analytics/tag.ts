import type { PartytownConfig } from '@qwik.dev/partytown/integration';

/**
 * The analytics facts that do not depend on the build's environment, so the build itself
 * (scripts/astro/securityHeaders.ts) can import them: the id format, Google's tag URL and the
 * Partytown snippet's options, whose output the Content-Security-Policy allows by hash.
 */

/** Whether a value is a GA4 measurement id (G- followed by letters and digits). */
export function isMeasurementId(value: unknown): value is string {
	return typeof value === 'string' && /^G-[A-Z0-9]{4,20}$/.test(value);
}

/** Google's tag script for a measurement id; it runs in the Partytown worker. */
export function gtagScriptUrl(id: string): string {
	return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/** Where the Partytown library is served from (copied into the build by astro.config). */
export const PARTYTOWN_LIB = '/~partytown/';

/**
 * The options of the Partytown snippet the page adds after consent (src/lib/analytics/ga.ts).
 * Forwarding replays what dataLayer already holds (the consent commands of the head script)
 * into the worker; preserveBehavior keeps the page's own dataLayer filling too.
 */
export const partytownOptions: PartytownConfig = {
	lib: PARTYTOWN_LIB,
	debug: false,
	forward: [['dataLayer.push', { preserveBehavior: true }]],
};
