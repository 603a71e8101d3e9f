/**
 * Writes brotli (.br) and gzip (.gz) copies of the built site's text files, once at build time,
 * as static hosts and CDNs serve them: scripts/serve.ts picks a copy by Accept-Encoding instead
 * of compressing on every request. Runs as the last step of `astro build` (the integration
 * below), after everything else has written its files into the output directory.
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

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

async function* walk(dir: string): AsyncGenerator<string> {
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) yield* walk(path);
		else if (entry.isFile()) yield path;
	}
}

/**
 * Compresses every compressible file of `dir` (at least `minCompressBytes` long) next to itself.
 * Hashed assets (`_astro/`, about 1 MB, cached for a year) get brotli's best quality; pages get
 * quality 6: measured on this site's 689 pages (30 MB), qualities 8 and 9 took minutes for a
 * page total under 1 % smaller, while 6 takes seconds. A copy that would not be smaller than the
 * original is not written.
 */
export async function precompress(dir: string): Promise<PrecompressReport> {
	const started = performance.now();
	const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, ms: 0 };
	const jobs: Promise<void>[] = [];
	const run = async (path: string) => {
		const source = await readFile(path);
		if (source.length < minCompressBytes) return;
		const hashed = path.includes(`${join(dir, '_astro')}`);
		const [br, gzipped] = await Promise.all([
			brotli(source, {
				params: {
					[constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 6,
					[constants.BROTLI_PARAM_SIZE_HINT]: source.length,
				},
			}),
			gz(source, { level: 9 }),
		]);
		report.files++;
		report.bytes += source.length;
		if (br.length < source.length) {
			await writeFile(`${path}.br`, br);
			report.brotliBytes += br.length;
		} else report.brotliBytes += source.length;
		if (gzipped.length < source.length) {
			await writeFile(`${path}.gz`, gzipped);
			report.gzipBytes += gzipped.length;
		} else report.gzipBytes += source.length;
	};
	for await (const path of walk(dir)) {
		if (!compressibleExtensions.has(extname(path))) continue;
		jobs.push(run(path));
		// zlib runs on libuv's thread pool; a bounded queue keeps memory flat on large builds.
		if (jobs.length >= 16) await Promise.all(jobs.splice(0));
	}
	await Promise.all(jobs);
	report.ms = performance.now() - started;
	return report;
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
