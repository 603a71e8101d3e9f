import { describe, expect, it } from 'vitest';
import { queryCacheMs, retryAfter } from '~/stores/shared/query.ts';

describe('query context', () => {
	it('retries 3 times with doubling waits, then gives up', () => {
		const wait = (retryCount: number) =>
			retryAfter({ error: new Error('x'), key: 'k', retryCount });
		expect([1, 2, 3].map(wait)).toEqual([2000, 4000, 8000]);
		expect(wait(4)).toBe(false);
	});
	it('keeps results 5 minutes', () => {
		expect(queryCacheMs).toBe(300_000);
	});
});
