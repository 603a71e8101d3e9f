import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { createFetcherStore } from '~/stores/shared/query.ts';
import { refresh } from '~/stores/shared/query.ts';

/** Resolves once `check` holds, polling the event loop (bounded). */
async function until(check: () => boolean) {
	for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
	expect(check()).toBe(true);
}

describe('refresh after a saved change', () => {
	it('reloads even when a load that read the old rows was still running', async () => {
		let rows = 'antes';
		let calls = 0;
		const gates: (() => void)[] = [];
		const key = atom(`refresh-${Math.random()}`);
		const store = createFetcherStore<string>(['test/', key], {
			fetcher: async () => {
				calls++;
				const seen = rows;
				await new Promise<void>((resolve) => gates.push(resolve));
				return seen;
			},
		});
		const stop = store.listen(() => undefined);
		await until(() => gates.length === 1);
		// The change is saved while the first load (which read «antes») is still running.
		rows = 'después';
		refresh(store);
		gates.shift()!();
		await until(() => gates.length === 1);
		gates.shift()!();
		await until(() => store.get().data === 'después');
		expect(calls).toBe(2);
		stop();
	});

	it('a plain revalidation at that moment is lost (why refresh exists)', async () => {
		let rows = 'antes';
		const gates: (() => void)[] = [];
		const key = atom(`plain-${Math.random()}`);
		const store = createFetcherStore<string>(['test/', key], {
			fetcher: async () => {
				const seen = rows;
				await new Promise<void>((resolve) => gates.push(resolve));
				return seen;
			},
		});
		const stop = store.listen(() => undefined);
		await until(() => gates.length === 1);
		rows = 'después';
		store.revalidate();
		gates.shift()!();
		await until(() => store.get().data !== undefined);
		await new Promise((r) => setTimeout(r, 20));
		expect(gates).toHaveLength(0);
		expect(store.get().data).toBe('antes');
		stop();
	});
});
