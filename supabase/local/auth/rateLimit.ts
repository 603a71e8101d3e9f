import { AuthError } from './errors.ts';

/** A fixed-window counter per key (IP): GoTrue's sign-in/sign-up limiter in miniature. */
export class RateLimiter {
	#max: number;
	#windowMs: number;
	#hits = new Map<string, { count: number; resetAt: number }>();

	/** max requests per windowMs; max 0 disables limiting. */
	constructor(max: number, windowMs: number) {
		this.#max = max;
		this.#windowMs = windowMs;
	}

	/** Counts one request for key; throws 429 over_request_rate_limit when over the limit. */
	hit(key: string): void {
		if (this.#max <= 0) return;
		const now = Date.now();
		let entry = this.#hits.get(key);
		// Forget finished windows now and then, so many distinct IPs cannot grow the map forever.
		if (this.#hits.size > 10_000) {
			for (const [k, e] of this.#hits) if (e.resetAt <= now) this.#hits.delete(k);
		}
		if (!entry || entry.resetAt <= now) {
			entry = { count: 0, resetAt: now + this.#windowMs };
			this.#hits.set(key, entry);
		}
		entry.count += 1;
		if (entry.count > this.#max) {
			throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
		}
	}
}
