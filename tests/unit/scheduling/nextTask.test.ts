import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '~/lib/scheduling/nextTask.ts';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

describe('nextTask', () => {
	it('uses scheduler.yield where the browser has it', async () => {
		const yielded = vi.fn(() => Promise.resolve());
		vi.stubGlobal('scheduler', { yield: yielded });
		await nextTask();
		expect(yielded).toHaveBeenCalledOnce();
	});

	it('falls back to a zero-delay timer: nothing after it runs in the same task', async () => {
		vi.stubGlobal('scheduler', { postTask: () => undefined });
		vi.useFakeTimers();
		let done = false;
		void nextTask().then(() => {
			done = true;
		});
		// Every microtask of this task runs first, and still the promise waits for the timer.
		for (let i = 0; i < 10; i++) await Promise.resolve();
		expect(done).toBe(false);
		await vi.runAllTimersAsync();
		expect(done).toBe(true);
	});
});
