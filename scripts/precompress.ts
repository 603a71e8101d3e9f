/**
 * Writes brotli (.br) and gzip (.gz) copies of the built site's text files, once at build time,
 * as static hosts and CDNs serve them: scripts/serve.ts picks a copy by Accept-Encoding instead
 * of compressing on every request. Runs as the last step of `astro build` (the integration
 * below), after everything else has written its files into the output directory.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync, writeFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions worth compressing (images and fonts are compressed already). */
export const compressibleExtensions: ReadonlySet<string> = new Set([
	'.html',
	'.css',
	'.js',
	'.mjs',
	'.json',
	'.svg',
	'.xml',
	'.txt',
	'.webmanifest',
]);

/** Files smaller than this go uncompressed, as CDNs do: the saving is below a packet. */
export const minCompressBytes = 1024;

/** What the step did, for the build log and the bench. */
export interface PrecompressReport {
	files: number;
	bytes: number;
	brotliBytes: number;
	gzipBytes: number;
	ms: number;
}

/** The byte counts of `PrecompressReport`, summed over the files one worker compressed. */
export type CompressedBytes = Omit<PrecompressReport, 'ms'>;

/** Files a worker is handed at a time: enough to keep message passing negligible. */
const BATCH = 64;

async function* walk(dir: string): AsyncGenerator<string> {
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) yield* walk(path);
		else if (entry.isFile()) yield path;
	}
}

/**
 * Compresses each of `paths` next to itself and returns the byte counts. Hashed assets (under
 * `hashedDir`: `_astro/`, about 1 MB, cached for a year) get brotli's best quality; pages get
 * quality 6: measured on this site's 689 pages (30 MB), qualities 8 and 9 took minutes for a
 * page total under 1 % smaller, while 6 takes seconds. A copy that would not be smaller than the
 * original is not written. Synchronous: it runs inside a worker thread (one per core).
 */
export function compressFiles(paths: readonly string[], hashedDir: string): CompressedBytes {
	const out: CompressedBytes = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
	for (const path of paths) {
		const source = readFileSync(path);
		if (source.length < minCompressBytes) continue;
		const hashed = path.startsWith(hashedDir);
		const br = brotliCompressSync(source, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 6,
				[constants.BROTLI_PARAM_SIZE_HINT]: source.length,
			},
		});
		const gzipped = gzipSync(source, { level: 9 });
		out.files++;
		out.bytes += source.length;
		if (br.length < source.length) {
			writeFileSync(`${path}.br`, br);
			out.brotliBytes += br.length;
		} else out.brotliBytes += source.length;
		if (gzipped.length < source.length) {
			writeFileSync(`${path}.gz`, gzipped);
			out.gzipBytes += gzipped.length;
		} else out.gzipBytes += source.length;
	}
	return out;
}

/** Adds `b`'s byte counts to `a`. */
function addBytes(a: CompressedBytes, b: CompressedBytes): void {
	a.files += b.files;
	a.bytes += b.bytes;
	a.brotliBytes += b.brotliBytes;
	a.gzipBytes += b.gzipBytes;
}

/**
 * Compresses every compressible file of `dir` (at least `minCompressBytes` long) next to itself
 * (see `compressFiles`). The files are shared out in batches among `workers` worker threads (one
 * per core by default) that read, compress and write on their own, so the build's 2 cores both
 * compress and the main thread only hands out paths; with 0 workers (or a handful of files)
 * everything runs here. The copies are the same bytes either way.
 */
export async function precompress(
	dir: string,
	{ workers = availableParallelism() }: { workers?: number } = {},
): Promise<PrecompressReport> {
	const started = performance.now();
	const hashedDir = join(dir, '_astro') + sep;
	const paths: string[] = [];
	for await (const path of walk(dir)) {
		if (compressibleExtensions.has(extname(path))) paths.push(path);
	}
	const total: CompressedBytes = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
	const threads = Math.min(workers, Math.ceil(paths.length / BATCH));
	if (threads <= 1) addBytes(total, compressFiles(paths, hashedDir));
	else {
		let next = 0;
		const script = new URL('./precompressWorker.ts', import.meta.url);
		await Promise.all(
			Array.from(
				{ length: threads },
				() =>
					new Promise<void>((resolve, reject) => {
						const worker = new Worker(script, { workerData: { hashedDir } });
						const give = () => {
							if (next >= paths.length) {
								void worker.terminate().then(() => resolve(), reject);
								return;
							}
							worker.postMessage(paths.slice(next, next + BATCH));
							next += BATCH;
						};
						worker.on('message', (bytes: CompressedBytes) => {
							addBytes(total, bytes);
							give();
						});
						worker.on('error', reject);
						give();
					}),
			),
		);
	}
	return { ...total, ms: performance.now() - started };
}

/** The Astro integration: compress the output once the build (and other hooks) are done. */
export function precompressIntegration(): AstroIntegration {
	return {
		name: 'precompress',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const root = fileURLToPath(dir);
				if (!(await stat(root)).isDirectory()) return;
				const r = await precompress(root);
				const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
				logger.info(
					`${r.files} ficheros comprimidos en ${(r.ms / 1000).toFixed(1)} s: ${kb(r.bytes)} → brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`,
				);
			},
		},
	};
}
