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

/** How fast a client's recorded database time fades: halved every this many ms. */
const USAGE_HALF_LIFE_MS = 10_000;

/**
 * Database time each client (IP) used recently, decaying with time: the fair queue's measure,
 * so a client whose requests cost seconds waits behind clients whose requests cost milliseconds.
 */
export class Usage {
	#spent = new Map<string, { ms: number; at: number }>();
	#now: () => number;
	constructor(now: () => number = () => performance.now()) {
		this.#now = now;
	}

	/** A client's recent database time in ms (0 for one never seen). */
	of(client: string): number {
		const entry = this.#spent.get(client);
		if (!entry) return 0;
		return entry.ms * 0.5 ** ((this.#now() - entry.at) / USAGE_HALF_LIFE_MS);
	}

	add(client: string, ms: number): void {
		this.#spent.set(client, { ms: this.of(client) + ms, at: this.#now() });
		if (this.#spent.size > 10_000) {
			for (const key of this.#spent.keys()) if (this.of(key) < 1) this.#spent.delete(key);
		}
	}
}

type Waiter = { client: string; admit: () => void };

/**
 * At most `limit` concurrent holders. Waiters are admitted by least recent database time of
 * their client (then arrival order), so one costly client cannot make everyone else wait its
 * turn after turn; a waiter not admitted within timeoutMs is refused with PoolTimeout.
 */
export class Gate {
	#active = 0;
	#queue: Waiter[] = [];
	readonly limit: number;
	readonly timeoutMs: number;
	readonly usage: Usage;
	constructor(limit: number, timeoutMs: number, usage = new Usage()) {
		this.limit = limit;
		this.timeoutMs = timeoutMs;
		this.usage = usage;
	}

	/** Holders right now and waiters behind them. */
	get active(): number {
		return this.#active;
	}
	get waiting(): number {
		return this.#queue.length;
	}

	async run<T>(fn: () => Promise<T>, client = ''): Promise<T> {
		if (this.#active >= this.limit) await this.#wait(client);
		else this.#active++;
		const start = performance.now();
		try {
			return await fn();
		} finally {
			this.usage.add(client, performance.now() - start);
			const next = this.#next();
			if (next) next.admit();
			else this.#active--;
		}
	}

	/** Removes and returns the waiter whose client used the least database time lately. */
	#next(): Waiter | undefined {
		let best = -1;
		let bestUsage = Infinity;
		// One reading per client, so decay between readings cannot reorder equals.
		const seen = new Map<string, number>();
		for (let i = 0; i < this.#queue.length; i++) {
			const client = this.#queue[i]!.client;
			const used = seen.get(client) ?? this.usage.of(client);
			seen.set(client, used);
			if (used < bestUsage) [best, bestUsage] = [i, used];
		}
		return best < 0 ? undefined : this.#queue.splice(best, 1)[0];
	}

	#wait(client: string): Promise<void> {
		return new Promise((resolve, reject) => {
			const entry: Waiter = {
				client,
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
 * the queue (PGlite) from the others; inside a role, clients that used less database time lately
 * go first. Unlisted roles (service_role, the server's own work) and
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
		transaction: (fn, who) => {
			const gate = who && gates.get(who.role);
			return gate ? gate.run(() => db.transaction(fn), who.client) : db.transaction(fn);
		},
	};
}
