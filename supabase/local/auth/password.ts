import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** bcrypt cost of GoTrue (bcrypt.DefaultCost = 10): the server's unless configured otherwise. */
export const DEFAULT_BCRYPT_COST = 10;

/** A bcrypt hash (cost 10) of a password nobody uses, compared when the address is unknown. */
const DUMMY_HASH_10 = '$2b$10$/iZF3ie0CxHY97Mw2HiabOHW5zyw3xa1u7tLZGXoCmK1WzY149MRC';

let COST = DEFAULT_BCRYPT_COST;
let dummy: Promise<string> | undefined;

/**
 * The cost of the hashes this process makes and the one it remakes others at (config.bcryptCost:
 * BCRYPT_COST, for throwaway test servers only). Every server of a process shares it.
 */
export function setBcryptCost(cost: number): void {
	if (cost === COST) return;
	COST = cost;
	dummy = undefined;
}

/**
 * The hash compared when an address is unknown, at the server's cost so that a sign-in costs the
 * same whether the account exists or not.
 */
export function dummyHash(): Promise<string> {
	if (COST === DEFAULT_BCRYPT_COST) return Promise.resolve(DUMMY_HASH_10);
	dummy ??= hashPassword(crypto.randomUUID());
	return dummy;
}

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
const costs: number[] = [];

/** How many bcrypt compares this process has run (sign-in pays one, known address or not). */
export const bcryptCompares = () => compares;

/** The cost of each compare this process ran, in order (sign-in timing depends on it). */
export const bcryptCompareCosts = (): readonly number[] => costs;

/** The cost a bcrypt hash was made with ($2b$10$… is 10), or undefined when it is not one. */
export function bcryptCost(hash: string): number | undefined {
	const match = /^\$2[abxy]?\$(\d{2})\$/.exec(hash);
	return match ? Number(match[1]) : undefined;
}

/** Whether a stored hash should be remade at the server's cost (so every compare costs the same). */
export const needsRehash = (hash: string) => bcryptCost(hash) !== COST;

/** Whether a password matches a bcrypt hash (also pgcrypto's $2a$ hashes from seeds). */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
	compares++;
	if (costs.length > 10_000) costs.length = 0;
	costs.push(bcryptCost(hash) ?? 0);
	return (await run('verify', password, hash)) === true;
}
