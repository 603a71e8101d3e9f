import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { ChangeSubscription, RealtimeClientLike } from '~/lib/supabase/realtime.ts';
import { liveWhileMounted, watchChanges, type LiveDeps } from '~/stores/shared/live.ts';

/** A Realtime stand-in that records which channels are open. */
function fakeRealtime() {
	const open = new Set<string>();
	const log: string[] = [];
	let release: () => void = () => {};
	let gate = Promise.resolve();
	const deps: LiveDeps = {
		realtime: async () => {
			await gate;
			return {
				client: {} as RealtimeClientLike,
				subscribe: (_client, sub: ChangeSubscription) => {
					open.add(sub.channel);
					log.push(`+${sub.channel}`);
					return () => {
						open.delete(sub.channel);
						log.push(`-${sub.channel}`);
					};
				},
			};
		},
	};
	return {
		deps,
		open,
		log,
		hold() {
			gate = new Promise((resolve) => (release = resolve));
		},
		release: () => release(),
	};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const sub = (key: string): ChangeSubscription => ({
	channel: `user:${key}`,
	table: 'notifications',
	onChange: () => {},
});

describe('watchChanges', () => {
	it('follows the key: one channel per non-null key, none when signed out', async () => {
		const fake = fakeRealtime();
		const $key = atom<string | null>('a');
		const stop = watchChanges($key, sub, fake.deps);
		await settle();
		expect([...fake.open]).toEqual(['user:a']);
		$key.set('b');
		await settle();
		expect([...fake.open]).toEqual(['user:b']);
		$key.set(null);
		await settle();
		expect(fake.open.size).toBe(0);
		stop();
		expect(fake.log).toEqual(['+user:a', '-user:a', '+user:b', '-user:b']);
	});

	it('never subscribes with a key that changed while supabase-js was loading', async () => {
		const fake = fakeRealtime();
		fake.hold();
		const $key = atom<string | null>('a');
		const stop = watchChanges($key, sub, fake.deps);
		$key.set('b');
		fake.release();
		await settle();
		await settle();
		expect([...fake.open]).toEqual(['user:b']);
		stop();
		expect(fake.open.size).toBe(0);
	});

	it('does not subscribe after the cleanup ran', async () => {
		const fake = fakeRealtime();
		fake.hold();
		const stop = watchChanges(atom<string | null>('a'), sub, fake.deps);
		stop();
		fake.release();
		await settle();
		expect(fake.log).toEqual([]);
	});
});

describe('liveWhileMounted', () => {
	it('opens the channel with the first reader and closes it after the last', async () => {
		const fake = fakeRealtime();
		const $key = atom<string | null>('u1');
		const $rows = atom<string[]>([]);
		liveWhileMounted($rows, $key, sub, fake.deps);
		await settle();
		expect(fake.open.size).toBe(0);
		const off = $rows.listen(() => {});
		await settle();
		expect([...fake.open]).toEqual(['user:u1']);
		off();
		// nanostores unmounts after a 1 s grace period (STORE_UNMOUNT_DELAY).
		await new Promise((resolve) => setTimeout(resolve, 1100));
		expect(fake.open.size).toBe(0);
	});
});
