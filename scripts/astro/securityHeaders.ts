/**
 * Astro integration for the Content-Security-Policy and the other security headers.
 *
 * One source: public/_headers (the static host's format), which Astro copies into the build.
 * After the build this fills its {{…}} placeholders and rewrites dist/_headers, which both the
 * host and scripts/serve.ts read:
 * - the SHA-256 hash of every inline script found in the built pages (the <head> scripts, Astro's
 *   island loader and directives) plus the Partytown snippet added after consent, so the policy
 *   allows exactly those and never 'unsafe-inline' for scripts;
 * - the hosts the build was configured with (Supabase, the error reporter, Google Analytics).
 *
 * Why not Astro's own `security.csp`: it writes the policy as a <meta> in every page, with a
 * hash of every client script of the site (hundreds of bytes to kilobytes on each page), and a
 * <meta> policy cannot carry frame-ancestors or be report-only. One header from one file keeps
 * pages light and the host and `npm start` identical.
 *
 * It also builds zod in the browser "jitless": zod probes `new Function` once, and under a policy
 * without 'unsafe-eval' that probe is reported as a violation (and logged) although zod copes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partytownSnippet } from '@qwik.dev/partytown/integration';
import type { AstroIntegration } from 'astro';
import { loadEnv, type Plugin } from 'vite';
import { isMeasurementId, partytownOptions } from '../../src/lib/analytics/tag.ts';
import { fillPlaceholders, policyValues, scriptHash } from '../lib/headersFile.ts';
import type { SharedSiteScan } from '../lib/siteScan.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const zodShim = fileURLToPath(new URL('../../src/lib/validation/zodJitless.ts', import.meta.url));

/** Fills dist/_headers for a finished build; returns how many script hashes it allows. */
export async function writeHeaders(
	outDir: string,
	mode: string,
	inline: ReadonlySet<string>,
): Promise<number> {
	const env = { ...loadEnv(mode, root, 'PUBLIC_'), ...process.env };
	const file = join(outDir, '_headers');
	// Every page carries the same few scripts: each distinct text is hashed once.
	const hashes = new Set([...inline].map(scriptHash));
	if (isMeasurementId(env['PUBLIC_GA_MEASUREMENT_ID'])) {
		hashes.add(scriptHash(partytownSnippet(partytownOptions)));
	}
	const text = await readFile(file, 'utf8');
	await writeFile(file, fillPlaceholders(text, policyValues(env, hashes)));
	return hashes.size;
}

/**
 * Browser bundles import zod through a module that turns its `new Function` probe off (builds
 * only: the dev server sends no policy).
 */
function zodJitless(): Plugin {
	return {
		name: 'zod-jitless',
		enforce: 'pre',
		apply: 'build',
		resolveId(id, importer, options) {
			if (id !== 'zod' || options?.ssr || importer === zodShim) return null;
			return zodShim;
		},
	};
}

export function securityHeaders(scan: SharedSiteScan): AstroIntegration {
	let mode = 'production';
	return {
		name: 'security-headers',
		hooks: {
			'astro:config:setup': ({ command, updateConfig }) => {
				mode = command === 'dev' ? 'development' : 'production';
				updateConfig({ vite: { plugins: [zodJitless()] } });
			},
			'astro:build:start': () => scan.reset(),
			'astro:build:done': async ({ dir, logger }) => {
				// The pages' inline scripts, from the one read of the site the build report shares.
				const out = fileURLToPath(dir);
				const count = await writeHeaders(out, mode, (await scan.of(out, root)).scripts);
				logger.info(`_headers escrito: CSP con ${count} scripts en línea permitidos por hash`);
			},
		},
	};
}
