/**
 * Compression while the build renders. Astro renders pages one after another on one core; the
 * brotli and gzip copies used to be made afterwards, so on 2 cores the second one idled through
 * rendering. A build-only middleware (scripts/astro/precompressMiddleware.ts) hands each rendered
 * page's bytes to `submit`, which batches them out to worker threads (one per core); they write
 * the copies into a temporary folder under the page's content hash, and the last pass of
 * scripts/precompress.ts moves them next to every page whose bytes match. Nothing here decides
 * what is served: a page the middleware never saw, or whose file differs, is compressed then.
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Where the middleware finds the running build's compressor (absent in dev and outside builds). */
export const EARLY_COMPRESSION = Symbol.for('hipotecas.precompress.early');

/** Pages sent to a worker at a time. */
const BATCH = 16;

/** Batches a worker may have waiting: beyond this the renderer waits (memory stays flat). */
const QUEUED_PER_WORKER = 4;

/** The compressor of one build. */
export interface EarlyCompression {
	/** Queues a rendered page; resolves once there is room for more (back-pressure). */
	submit(page: Uint8Array): Promise<void>;
	/** Waits for every queued page, stops the workers and returns the folder of the copies. */
	finish(): Promise<string>;
}

/** Starts the workers and publishes `submit` for the middleware; `finish` unpublishes it. */
export function startEarlyCompression(workers = availableParallelism()): EarlyCompression {
	const earlyDir = mkdtempSync(join(tmpdir(), 'hipotecas-comprimidas-'));
	const script = new URL('./precompressWorker.ts', import.meta.url);
	const pool = Array.from({ length: Math.max(1, workers) }, () => ({
		worker: new Worker(script, { workerData: { hashedDir: '', earlyDir } }),
		queued: 0,
	}));
	let pending: Uint8Array[] = [];
	let failure: Error | null = null;
	let wake: (() => void) | null = null;
	const notify = () => {
		const w = wake;
		wake = null;
		w?.();
	};
	for (const slot of pool) {
		// Unreferenced but while waiting for them: a build that fails before `finish` still exits.
		slot.worker.unref();
		slot.worker.on('message', () => {
			slot.queued--;
			notify();
		});
		slot.worker.on('error', (error: Error) => {
			failure = error;
			notify();
		});
	}
	const queued = () => pool.reduce((n, s) => n + s.queued, 0);
	const send = () => {
		if (pending.length === 0) return;
		const slot = pool.reduce((a, b) => (b.queued < a.queued ? b : a));
		slot.queued++;
		slot.worker.postMessage(
			{ pages: pending },
			pending.map((p) => p.buffer as ArrayBuffer),
		);
		pending = [];
	};
	const waitFor = async (ok: () => boolean) => {
		// Referenced while waiting on them, so the process does not exit in the middle.
		for (const s of pool) s.worker.ref();
		try {
			while (!ok()) {
				if (failure) throw failure;
				await new Promise<void>((resolve) => (wake = resolve));
			}
			if (failure) throw failure;
		} finally {
			for (const s of pool) s.worker.unref();
		}
	};
	const compression: EarlyCompression = {
		async submit(page) {
			// Its own copy of the bytes: the buffer is handed over to the worker.
			pending.push(page.slice());
			if (pending.length >= BATCH) send();
			await waitFor(() => queued() < pool.length * QUEUED_PER_WORKER);
		},
		async finish() {
			Reflect.deleteProperty(globalThis, EARLY_COMPRESSION);
			send();
			try {
				await waitFor(() => queued() === 0);
			} finally {
				await Promise.all(pool.map((s) => s.worker.terminate()));
			}
			return earlyDir;
		},
	};
	Reflect.set(globalThis, EARLY_COMPRESSION, compression);
	return compression;
}
