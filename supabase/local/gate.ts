import type { Database } from './db.ts';

/**
 * The error a request gets when it waited too long for its role's share of the database
 * (PostgREST's own code and message for a pool acquisition timeout; answered as 504).
 */
export class PoolTimeout extends Error {
	code = 'PGRST003';
	constructor() {
		super('Timed out acquiring connection from connection pool.');
	}
}

/**
 * At most `limit` concurrent holders, the rest queued in arrival order; a waiter that is not
 * admitted within timeoutMs is refused with PoolTimeout instead of waiting forever.
 */
export class Gate {
	#active = 0;
	#queue: { admit: () => void }[] = [];
	readonly limit: number;
	readonly timeoutMs: number;
	constructor(limit: number, timeoutMs: number) {
		this.limit = limit;
		this.timeoutMs = timeoutMs;
	}

	/** Holders right now and waiters behind them. */
	get active(): number {
		return this.#active;
	}
	get waiting(): number {
		return this.#queue.length;
	}

	async run<T>(fn: () => Promise<T>): Promise<T> {
		if (this.#active >= this.limit) await this.#wait();
		else this.#active++;
		try {
			return await fn();
		} finally {
			const next = this.#queue.shift();
			if (next) next.admit();
			else this.#active--;
		}
	}

	#wait(): Promise<void> {
		return new Promise((resolve, reject) => {
			const entry = {
				admit: () => {
					clearTimeout(timer);
					resolve();
				},
			};
			const timer = setTimeout(() => {
				this.#queue.splice(this.#queue.indexOf(entry), 1);
				reject(new PoolTimeout());
			}, this.timeoutMs);
			this.#queue.push(entry);
		});
	}
}

/**
 * The database with a per-role share of it: transactions run as a role listed in limits (anon,
 * authenticated) wait for one of that role's slots, so one role's flood (8 anonymous clients
 * with slow queries) cannot take every connection of the pool (PostgreSQL) or every turn of
 * the queue (PGlite) from the others. Unlisted roles (service_role, the server's own work) and
 * calls without a role are not limited here.
 */
export function withRoleLimits(
	db: Database,
	limits: Record<string, number>,
	timeoutMs: number,
): Database {
	const gates = new Map(Object.entries(limits).map(([role, n]) => [role, new Gate(n, timeoutMs)]));
	return {
		...db,
		transaction: (fn, role) => {
			const gate = role === undefined ? undefined : gates.get(role);
			return gate ? gate.run(() => db.transaction(fn)) : db.transaction(fn);
		},
	};
}
