import { parseCachedAnswer, type Answer } from './answer.ts';

/** Where the cache lives: the project URL and the public anon key (no supabase-js needed). */
export interface CacheBackend {
	url: string;
	anonKey: string;
}

/** How many of the most used answers are preloaded, and when (SPEC.md sections 7 and 9). */
export const cachePreload = { limit: 50, delayMs: 2000 } as const;

/** One row of ai_response_cache as preloaded. */
export interface CacheRow {
	question_hash: string;
	response: string;
	hit_count: number;
}

/**
 * The in-memory cache of answers, keyed by the SHA-256 of the normalised question. Filled by
 * preload(); lookups are synchronous; hits are counted on the server through
 * count_ai_cache_hit (anon may call it; it adds 1 to an existing entry, rate-limited).
 */
export class AnswerCache {
	readonly entries = new Map<string, string>();
	#preloading: Promise<void> | undefined;
	readonly backend: CacheBackend;

	constructor(backend: CacheBackend) {
		this.backend = backend;
	}

	#headers(): Record<string, string> {
		return {
			apikey: this.backend.anonKey,
			authorization: `Bearer ${this.backend.anonKey}`,
			'content-type': 'application/json',
		};
	}

	/** Loads the most used answers once; any failure leaves the cache empty, silently. */
	preload(fetchImpl: typeof fetch = fetch): Promise<void> {
		this.#preloading ??= (async () => {
			try {
				const query = `select=question_hash,response,hit_count&order=hit_count.desc&limit=${cachePreload.limit}`;
				const res = await fetchImpl(`${this.backend.url}/rest/v1/ai_response_cache?${query}`, {
					headers: this.#headers(),
				});
				if (!res.ok) return;
				const rows = (await res.json()) as CacheRow[];
				for (const row of rows.slice(0, cachePreload.limit))
					if (typeof row.question_hash === 'string' && typeof row.response === 'string')
						this.entries.set(row.question_hash, row.response);
			} catch {
				// SPEC.md: failures of the preload are ignored.
			}
		})();
		return this.#preloading;
	}

	/** The cached answer of a question hash, if preloaded. */
	lookup(hash: string): Answer | undefined {
		const response = this.entries.get(hash);
		return response === undefined ? undefined : parseCachedAnswer(response);
	}

	/** Counts one use of a cached answer; returns the new count, or null when it failed. */
	async countHit(hash: string, fetchImpl: typeof fetch = fetch): Promise<number | null> {
		try {
			const res = await fetchImpl(`${this.backend.url}/rest/v1/rpc/count_ai_cache_hit`, {
				method: 'POST',
				headers: this.#headers(),
				body: JSON.stringify({ p_question_hash: hash }),
			});
			if (!res.ok) return null;
			const count: unknown = await res.json();
			return typeof count === 'number' ? count : null;
		} catch {
			return null;
		}
	}
}
