import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

/** A hashing job from password.ts. */
type Job = { id: number; op: 'hash' | 'verify'; password: string; hash?: string; cost: number };

// bcrypt is CPU-bound; running it here keeps the server's event loop free.
parentPort?.on('message', (job: Job) => {
	try {
		const result =
			job.op === 'hash'
				? bcrypt.hashSync(job.password, job.cost)
				: bcrypt.compareSync(job.password, job.hash ?? '');
		parentPort?.postMessage({ id: job.id, result });
	} catch (error) {
		parentPort?.postMessage({ id: job.id, error: (error as Error).message });
	}
});
