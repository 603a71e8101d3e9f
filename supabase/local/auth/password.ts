import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** bcrypt cost, GoTrue's default (bcrypt.DefaultCost = 10). */
const COST = 10;

type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };
type Reply = { id: number; result?: string | boolean; error?: string };

const pending = new Map<number, Pending>();
const workers: Worker[] = [];
let nextId = 1;
let turn = 0;

function worker(): Worker {
	const size = Math.max(1, Math.min(4, availableParallelism()));
	if (workers.length < size) {
		const w = new Worker(new URL('./password-worker.ts', import.meta.url));
		// Idle workers must not keep a finished process (or test run) alive.
		w.unref();
		w.on('message', (reply: Reply) => {
			const job = pending.get(reply.id);
			pending.delete(reply.id);
			if (reply.error !== undefined) job?.reject(new Error(reply.error));
			else job?.resolve(reply.result ?? false);
		});
		workers.push(w);
	}
	return workers[turn++ % workers.length]!;
}

function run(op: 'hash' | 'verify', password: string, hash?: string): Promise<string | boolean> {
	const id = nextId++;
	return new Promise((resolve, reject) => {
		pending.set(id, { resolve, reject });
		worker().postMessage({ id, op, password, hash, cost: COST });
	});
}

/** bcrypt hash of a password, computed off the event loop. */
export async function hashPassword(password: string): Promise<string> {
	return String(await run('hash', password));
}

let compares = 0;

/** How many bcrypt compares this process has run (sign-in pays one, known address or not). */
export const bcryptCompares = () => compares;

/** Whether a password matches a bcrypt hash (also pgcrypto's $2a$ hashes from seeds). */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
	compares++;
	return (await run('verify', password, hash)) === true;
}
