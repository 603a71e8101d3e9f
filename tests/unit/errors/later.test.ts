import { afterEach, describe, expect, it, vi } from 'vitest';
import { laterWhenIdle } from '~/lib/errors/later.ts';

afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

describe('laterWhenIdle', () => {
	it('waits for the delay, then for an idle moment (bounded at 10 s)', () => {
		vi.useFakeTimers();
		const idle: { task: () => void; timeout: number | undefined }[] = [];
		const requestIdleCallback = (task: () => void, options?: { timeout?: number }) =>
			idle.push({ task, timeout: options?.timeout });
		vi.stubGlobal('window', { requestIdleCallback });
		vi.stubGlobal('requestIdleCallback', requestIdleCallback);
		const task = vi.fn();
		laterWhenIdle(task, 3000);
		vi.advanceTimersByTime(2999);
		expect(idle).toHaveLength(0);
		vi.advanceTimersByTime(1);
		expect(idle).toHaveLength(1);
		expect(idle[0]?.timeout).toBe(10_000);
		expect(task).not.toHaveBeenCalled();
		idle[0]?.task();
		expect(task).toHaveBeenCalledTimes(1);
	});

	it('runs the task after the delay where requestIdleCallback is missing', () => {
		vi.useFakeTimers();
		vi.stubGlobal('window', {});
		const task = vi.fn();
		laterWhenIdle(task, 500);
		vi.advanceTimersByTime(500);
		expect(task).toHaveBeenCalledTimes(1);
	});
});
