import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ContentVerdict } from '../../functions/_shared/documentContent.ts';

/**
 * The local Storage's content checks off the request thread (issue 43): a small pool of
 * worker_threads running the shared checker, each check with a wall-time limit (the thread is
 * terminated and replaced when it passes it) and a bounded queue. The checker itself caps the
 * bytes a file may decompress in proportion to its size. Threads start on the first check.
 */

/** A verdict of the checker, or why the pool gave none: too slow, too many waiting, crashed. */
export type PoolVerdict =
	ContentVerdict | { ok: false; type: string; problem: 'timeout' | 'busy' | 'failed' };

/** Checks bytes against a bucket's allowed types, off the request thread. */
export type ContentChecker = (
	bytes: Uint8Array,
	allowed: readonly string[] | null,
) => Promise<PoolVerdict>;

export type ContentPool = { check: ContentChecker; close(): Promise<void> };

/** The pool's limits (config.ts reads them from the environment). */
export type ContentPoolOptions = {
	/** Threads (default: one per core beyond the first, at most 2, at least 1). */
	size?: number;
	/** Milliseconds one check may take before its thread is terminated. */
	timeoutMs?: number;
	/** Checks waiting for a thread beyond which new ones are refused (busy). */
	maxQueue?: number;
};

type Job = {
	id: number;
	bytes: Uint8Array;
	allowed: string[] | null;
	done: (v: PoolVerdict) => void;
};
type Slot = { worker: Worker; job: Job | null; timer: ReturnType<typeof setTimeout> | null };

const workerUrl = new URL('./contentWorker.ts', import.meta.url);

/** Default thread count: leave a core to the request thread when there are two or more. */
export const defaultPoolSize = () => Math.max(1, Math.min(2, availableParallelism() - 1));

export function startContentPool(options: ContentPoolOptions = {}): ContentPool {
	const size = options.size ?? defaultPoolSize();
	const timeoutMs = options.timeoutMs ?? 10_000;
	const maxQueue = options.maxQueue ?? 32;
	const slots: Slot[] = [];
	const queue: Job[] = [];
	let nextId = 1;
	let closed = false;

	const finish = (slot: Slot, verdict: PoolVerdict) => {
		const job = slot.job;
		if (slot.timer) clearTimeout(slot.timer);
		slot.job = null;
		slot.timer = null;
		job?.done(verdict);
		pump();
	};
	const remove = (slot: Slot) => {
		const at = slots.indexOf(slot);
		if (at >= 0) slots.splice(at, 1);
	};
	const spawn = (): Slot => {
		const worker = new Worker(workerUrl, {
			resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
		});
		worker.unref();
		const slot: Slot = { worker, job: null, timer: null };
		worker.on('message', (m: { id: number; verdict?: ContentVerdict; error?: string }) => {
			if (slot.job?.id !== m.id) return;
			const type = 'application/octet-stream';
			finish(slot, m.verdict ?? { ok: false, type, problem: 'failed' });
		});
		const replace = () => {
			remove(slot);
			if (slot.job) finish(slot, { ok: false, type: 'application/pdf', problem: 'failed' });
		};
		worker.on('error', replace);
		worker.on('exit', replace);
		slots.push(slot);
		return slot;
	};
	const pump = () => {
		while (!closed && queue.length > 0) {
			const slot = slots.find((s) => !s.job) ?? (slots.length < size ? spawn() : undefined);
			if (!slot) return;
			const job = queue.shift()!;
			slot.job = job;
			slot.timer = setTimeout(() => {
				const type = 'application/octet-stream';
				const stuck = slot.job;
				slot.job = null;
				remove(slot);
				void slot.worker.terminate();
				stuck?.done({ ok: false, type, problem: 'timeout' });
				pump();
			}, timeoutMs);
			slot.worker.postMessage({ id: job.id, bytes: job.bytes, allowed: job.allowed });
		}
	};

	return {
		check(bytes, allowed) {
			if (closed || queue.length >= maxQueue)
				return Promise.resolve({ ok: false, type: 'application/octet-stream', problem: 'busy' });
			return new Promise<PoolVerdict>((done) => {
				queue.push({ id: nextId++, bytes, allowed: allowed ? [...allowed] : null, done });
				pump();
			});
		},
		async close() {
			closed = true;
			for (const job of queue.splice(0))
				job.done({ ok: false, type: 'application/octet-stream', problem: 'busy' });
			await Promise.all(slots.map((s) => s.worker.terminate()));
		},
	};
}
