import { isMeasurementId } from './tag.ts';

// The pure parts live in tag.ts, which the build (scripts/) can import without Vite's env.
export { gtagScriptUrl, isMeasurementId, PARTYTOWN_LIB, partytownOptions } from './tag.ts';

// Written as import.meta.env.PUBLIC_… literally so Vite replaces them at build time.
const envId: unknown = import.meta.env.PUBLIC_GA_MEASUREMENT_ID;

/**
 * The GA4 measurement id (build-time PUBLIC_GA_MEASUREMENT_ID), or null: without one the site
 * loads no analytics code at all, whatever the visitor chose.
 */
export const measurementId: string | null = isMeasurementId(envId) ? envId : null;
