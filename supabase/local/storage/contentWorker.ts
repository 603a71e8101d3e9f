/**
 * One thread of the content-check pool (contentPool.ts): runs the shared checker
 * (functions/_shared/documentContent.ts) on the bytes it is sent and posts the verdict back. It
 * lowers its own scheduling priority first (on Linux a thread's nice value is its own), so the
 * request thread keeps the CPU when both want it; zlib runs here too (synchronously), not on
 * libuv's shared thread pool.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { checkDocumentContent } from '../../functions/_shared/documentContent.ts';
import { inflate } from './nodeInflate.ts';

try {
	setPriority(19);
} catch {
	// Not allowed on this system: the pool's size and time limit still bound the work.
}

type Job = { id: number; bytes: Uint8Array; allowed: string[] | null };

parentPort?.on('message', (job: Job) => {
	checkDocumentContent(job.bytes, job.allowed, { inflate }).then(
		(verdict) => parentPort?.postMessage({ id: job.id, verdict }),
		(error: unknown) => parentPort?.postMessage({ id: job.id, error: String(error) }),
	);
});
