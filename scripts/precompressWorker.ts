/**
 * A worker thread of scripts/precompress.ts. Two kinds of batches:
 * - file paths (the last pass): writes their brotli and gzip copies and answers with the byte
 *   counts;
 * - page bytes (while the build renders, scripts/precompressEarly.ts): compresses each page into
 *   `earlyDir` under its content's SHA-1, then `.done`, and answers when the batch is done.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { compressBytes, compressFiles, contentKey } from './precompress.ts';

const { hashedDir, earlyDir } = workerData as { hashedDir: string; earlyDir?: string };

/** Compresses rendered pages into `earlyDir`. */
function compressEarly(pages: Uint8Array[], dir: string): void {
	for (const page of pages) {
		const kept = join(dir, contentKey(page));
		const { br, gz } = compressBytes(page, false);
		if (br) writeFileSync(`${kept}.br`, br);
		if (gz) writeFileSync(`${kept}.gz`, gz);
		writeFileSync(`${kept}.done`, '');
	}
}

parentPort?.on('message', (batch: string[] | { pages: Uint8Array[] }) => {
	if (Array.isArray(batch)) parentPort?.postMessage(compressFiles(batch, hashedDir, earlyDir));
	else {
		compressEarly(batch.pages, earlyDir ?? '');
		parentPort?.postMessage(null);
	}
});
