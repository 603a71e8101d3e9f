/**
 * A worker thread of scripts/precompress.ts: receives batches of file paths, writes their brotli
 * and gzip copies and answers each batch with its byte counts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compressFiles } from './precompress.ts';

const { hashedDir } = workerData as { hashedDir: string };
parentPort?.on('message', (paths: string[]) => {
	parentPort?.postMessage(compressFiles(paths, hashedDir));
});
