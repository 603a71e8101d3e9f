/**
 * zod for the browser bundles (swapped in for `zod` by scripts/astro/securityHeaders.ts): the
 * same API, with zod's `new Function` fast path turned off before any schema is built. Without
 * it zod probes `new Function("")` once, which the site's Content-Security-Policy (no
 * 'unsafe-eval') blocks and reports as a violation in the console, although zod then copes.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
