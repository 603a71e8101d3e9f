/**
 * Build-only middleware (added by scripts/precompress.ts): hands each prerendered HTML page to
 * the build's compressor (scripts/precompressEarly.ts) and returns the response untouched. Does
 * nothing when no build is compressing (the compressor is looked up on every request).
 */
import type { MiddlewareHandler } from 'astro';
import type { EarlyCompression } from '../precompressEarly.ts';

/** `EARLY_COMPRESSION` of scripts/precompressEarly.ts (not imported: that module starts threads). */
const EARLY_COMPRESSION = Symbol.for('hipotecas.precompress.early');

export const onRequest: MiddlewareHandler = async (context, next) => {
	const response = await next();
	const early = Reflect.get(globalThis, EARLY_COMPRESSION) as EarlyCompression | undefined;
	if (!early || !context.isPrerendered || !response.body) return response;
	if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
	const page = new Uint8Array(await response.clone().arrayBuffer());
	await early.submit(page);
	return response;
};
