import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	inactivityPhase,
	parseActivityTime,
	watchInactivity,
	type ActivityStore,
} from '~/lib/session/inactivity.ts';

const minute = 60_000;

/** A shared store like localStorage between two tabs. */
function sharedStore(): ActivityStore & { value: number | null } {
	const store = {
		value: null as number | null,
		read: () => store.value,
		write: (t: number) => {
			store.value = t;
		},
	};
	return store;
}

const clock = {
	now: () => Date.now(),
	setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
	clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

function watch(store = sharedStore()) {
	const events: string[] = [];
	const watcher = watchInactivity(clock, store, {
		onWarn: () => events.push(`warn@${(Date.now() - start) / minute}`),
		onExpire: () => events.push(`expire@${(Date.now() - start) / minute}`),
	});
	return { watcher, events, store };
}

let start = 0;
beforeEach(() => {
	vi.useFakeTimers();
	vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
	start = Date.now();
});
afterEach(() => vi.useRealTimers());

describe('inactivityPhase', () => {
	it('is active before 55 minutes, warned from 55 (3,300,000 ms), expired from 60', () => {
		expect(inactivityPhase(3_299_999)).toBe('active');
		expect(inactivityPhase(3_300_000)).toBe('warned');
		expect(inactivityPhase(3_599_999)).toBe('warned');
		expect(inactivityPhase(3_600_000)).toBe('expired');
	});
});

describe('parseActivityTime', () => {
	it('reads a stored number and rejects anything else', () => {
		expect(parseActivityTime('1764000000000')).toBe(1764000000000);
		expect(parseActivityTime(null)).toBeNull();
		expect(parseActivityTime('')).toBeNull();
		expect(parseActivityTime('ayer')).toBeNull();
		expect(parseActivityTime('Infinity')).toBeNull();
	});
});

describe('watchInactivity', () => {
	it('warns once at 55 minutes and expires at 60 without activity', () => {
		const { events, watcher } = watch();
		vi.advanceTimersByTime(55 * minute - 1);
		expect(events).toEqual([]);
		vi.advanceTimersByTime(1);
		expect(events).toEqual(['warn@55']);
		expect(watcher.phase()).toBe('warned');
		vi.advanceTimersByTime(5 * minute);
		expect(events).toEqual(['warn@55', 'expire@60']);
		vi.advanceTimersByTime(120 * minute);
		expect(events).toEqual(['warn@55', 'expire@60']);
	});

	it('activity restarts both countdowns, even after the warning', () => {
		const { events, watcher } = watch();
		vi.advanceTimersByTime(50 * minute);
		watcher.activity();
		vi.advanceTimersByTime(54 * minute);
		expect(events).toEqual([]);
		vi.advanceTimersByTime(1 * minute);
		expect(events).toEqual(['warn@105']);
		vi.advanceTimersByTime(3 * minute);
		watcher.activity();
		expect(watcher.phase()).toBe('active');
		vi.advanceTimersByTime(59 * minute);
		expect(events).toEqual(['warn@105', 'warn@163']);
		vi.advanceTimersByTime(1 * minute);
		expect(events).toEqual(['warn@105', 'warn@163', 'expire@168']);
	});

	it('shares activity: another tab keeps this one alive', () => {
		const store = sharedStore();
		const a = watch(store);
		const b = watch(store);
		expect(store.value).toBe(start);
		vi.advanceTimersByTime(40 * minute);
		a.watcher.activity();
		expect(store.value).toBe(start + 40 * minute);
		// Tab B never got a storage event: its own timer re-reads the shared time.
		vi.advanceTimersByTime(30 * minute);
		expect(b.events).toEqual([]);
		vi.advanceTimersByTime(25 * minute);
		expect(a.events).toEqual(['warn@95']);
		expect(b.events).toEqual(['warn@95']);
		vi.advanceTimersByTime(5 * minute);
		expect(b.events).toEqual(['warn@95', 'expire@100']);
	});

	it('sync() adopts a newer shared time, cancelling a shown warning', () => {
		const store = sharedStore();
		const { events, watcher } = watch(store);
		vi.advanceTimersByTime(56 * minute);
		expect(watcher.phase()).toBe('warned');
		store.value = Date.now();
		watcher.sync();
		expect(watcher.phase()).toBe('active');
		vi.advanceTimersByTime(10 * minute);
		expect(events).toEqual(['warn@55']);
	});

	it('writes the shared time at most once a second (scroll fires many events)', () => {
		const store = sharedStore();
		const write = vi.spyOn(store, 'write');
		const { watcher } = watch(store);
		expect(write).toHaveBeenCalledTimes(1);
		for (let i = 0; i < 10; i++) {
			vi.advanceTimersByTime(50);
			watcher.activity();
		}
		expect(write).toHaveBeenCalledTimes(1);
		vi.advanceTimersByTime(600);
		watcher.activity();
		expect(write).toHaveBeenCalledTimes(2);
	});

	it('stop() cancels both countdowns', () => {
		const { events, watcher } = watch();
		watcher.stop();
		vi.advanceTimersByTime(120 * minute);
		expect(events).toEqual([]);
	});
});
