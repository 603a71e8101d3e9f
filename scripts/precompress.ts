/**
 * Writes brotli (.br) and gzip (.gz) copies of the built site's text files, once at build time,
 * as static hosts and CDNs serve them: scripts/serve.ts picks a copy by Accept-Encoding instead
 * of compressing on every request. Runs as the last step of `astro build` (the integration
 * below), after everything else has written its files into the output directory.
 */
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import {
	closeSync,
	existsSync,
	fstatSync,
	openSync,
	readSync,
	renameSync,
	rmSync,
	statSync,
	unlinkSync,
	writeFileSync,
} from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startEarlyCompression, type EarlyCompression } from './precompressEarly.ts';

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
	/** Of `files`, the pages whose copies were made while the build rendered them. */
	early: number;
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

/** The copies of one file: brotli and gzip, each only when smaller than the file. */
export interface Compressed {
	br: Buffer | null;
	gz: Buffer | null;
}

/**
 * Compresses one file's bytes. Hashed assets (`_astro/`, about 1 MB, cached for a year) get
 * brotli's best quality and gzip level 9. Pages, tens of thousands at scale, get brotli quality 5
 * and gzip level 6: measured on this site's 689 pages (30 MB), brotli 8 and 9 took minutes for a
 * page total under 1 % smaller; on 300 portal pages, brotli 5 against 6 and gzip 6 against 9
 * each saved about 0,1 ms per page (6 s of CPU at 57.000 pages) for copies 0,1–0,2 % larger.
 * A copy that would not be smaller than the original is left out.
 */
export function compressBytes(source: Uint8Array, hashed: boolean): Compressed {
	const br = brotliCompressSync(source, {
		params: {
			[constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 5,
			[constants.BROTLI_PARAM_SIZE_HINT]: source.length,
		},
	});
	const gz = gzipSync(source, { level: hashed ? 9 : 6 });
	return {
		br: br.length < source.length ? br : null,
		gz: gz.length < source.length ? gz : null,
	};
}

/** The name a page's copies are kept under while the build renders: its content's SHA-1. */
export const contentKey = (source: Uint8Array): string =>
	createHash('sha1').update(source).digest('hex');

/** Byte sizes of a file's copies (null: none written, the file is served as it is). */
interface CopySizes {
	br: number | null;
	gz: number | null;
}

/**
 * Moves the copies compressed while rendering (scripts/precompressEarly.ts) of a file with this
 * content next to `path` and returns their sizes; null when there are none (then the file is
 * compressed now).
 */
function takeEarlyCopies(source: Uint8Array, path: string, earlyDir: string): CopySizes | null {
	const kept = join(earlyDir, contentKey(source));
	if (!existsSync(`${kept}.done`)) return null;
	const found: CopySizes = { br: null, gz: null };
	for (const ext of ['br', 'gz'] as const) {
		if (!existsSync(`${kept}.${ext}`)) continue;
		// The same content twice (rare) is served from the first; the second copy is compressed.
		found[ext] = statSync(`${kept}.${ext}`).size;
		renameSync(`${kept}.${ext}`, `${path}.${ext}`);
	}
	unlinkSync(`${kept}.done`);
	return found;
}

/** This thread's read buffer, reused from file to file (57.000 pages read one after another). */
let scratch = Buffer.allocUnsafe(1 << 20);

/**
 * A file's bytes in the reused buffer, valid until the next call: a new buffer per file piled up
 * hundreds of megabytes of garbage outside the heap before the collector ran.
 */
function readReused(path: string): Buffer {
	const fd = openSync(path, 'r');
	try {
		const size = fstatSync(fd).size;
		if (size > scratch.length) scratch = Buffer.allocUnsafe(size);
		let read = 0;
		while (read < size) {
			const n = readSync(fd, scratch, read, size - read, read);
			if (n === 0) break;
			read += n;
		}
		return scratch.subarray(0, read);
	} finally {
		closeSync(fd);
	}
}

/**
 * Compresses each of `paths` (see `compressBytes`; `_astro/` files are those under `hashedDir`)
 * next to itself and returns the byte counts. With `earlyDir`, a page already compressed while
 * the build rendered it gets those copies instead (same bytes). Synchronous: it runs inside a
 * worker thread (one per core).
 */
export function compressFiles(
	paths: readonly string[],
	hashedDir: string,
	earlyDir?: string,
): CompressedBytes {
	const out: CompressedBytes = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, early: 0 };
	for (const path of paths) {
		const source = readReused(path);
		if (source.length < minCompressBytes) continue;
		const early = earlyDir ? takeEarlyCopies(source, path, earlyDir) : null;
		out.files++;
		out.bytes += source.length;
		if (early) {
			out.early++;
			out.brotliBytes += early.br ?? source.length;
			out.gzipBytes += early.gz ?? source.length;
			continue;
		}
		const copies = compressBytes(source, path.startsWith(hashedDir));
		out.brotliBytes += copies.br?.length ?? source.length;
		out.gzipBytes += copies.gz?.length ?? source.length;
		if (copies.br) writeFileSync(`${path}.br`, copies.br);
		if (copies.gz) writeFileSync(`${path}.gz`, copies.gz);
	}
	return out;
}

/** Adds `b`'s byte counts to `a`. */
function addBytes(a: CompressedBytes, b: CompressedBytes): void {
	a.files += b.files;
	a.bytes += b.bytes;
	a.brotliBytes += b.brotliBytes;
	a.gzipBytes += b.gzipBytes;
	a.early += b.early;
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
	{
		workers = availableParallelism(),
		earlyDir,
	}: { workers?: number; earlyDir?: string | undefined } = {},
): Promise<PrecompressReport> {
	const started = performance.now();
	const hashedDir = join(dir, '_astro') + sep;
	const paths: string[] = [];
	for await (const path of walk(dir)) {
		if (compressibleExtensions.has(extname(path))) paths.push(path);
	}
	const total: CompressedBytes = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, early: 0 };
	const threads = Math.min(workers, Math.ceil(paths.length / BATCH));
	if (threads <= 1) addBytes(total, compressFiles(paths, hashedDir, earlyDir));
	else {
		let next = 0;
		const script = new URL('./precompressWorker.ts', import.meta.url);
		await Promise.all(
			Array.from(
				{ length: threads },
				() =>
					new Promise<void>((resolve, reject) => {
						const worker = new Worker(script, { workerData: { hashedDir, earlyDir } });
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

/**
 * The Astro integration: compress the output once the build (and other hooks) are done. The
 * pages are compressed while the build renders them, on the cores the renderer leaves free (a
 * middleware hands each page to worker threads, scripts/precompressEarly.ts); the last pass then
 * takes those copies for every page whose bytes they match and compresses the rest.
 */
export function precompressIntegration(): AstroIntegration {
	let early: EarlyCompression | null = null;
	return {
		name: 'precompress',
		hooks: {
			'astro:config:setup': ({ command, addMiddleware }) => {
				if (command !== 'build') return;
				addMiddleware({
					order: 'post',
					entrypoint: new URL('./astro/precompressMiddleware.ts', import.meta.url),
				});
			},
			'astro:build:start': () => {
				early = startEarlyCompression();
			},
			'astro:build:done': async ({ dir, logger }) => {
				const root = fileURLToPath(dir);
				const earlyDir = (await early?.finish()) ?? undefined;
				early = null;
				if (!(await stat(root)).isDirectory()) return;
				const r = await precompress(root, { earlyDir }).finally(() => {
					if (earlyDir) rmSync(earlyDir, { recursive: true, force: true });
				});
				const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
				logger.info(
					`${r.files} ficheros comprimidos en ${(r.ms / 1000).toFixed(1)} s (${r.early} páginas mientras se generaban): ${kb(r.bytes)} → brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`,
				);
			},
		},
	};
}
