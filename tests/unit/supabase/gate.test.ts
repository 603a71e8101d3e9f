import { describe, expect, it } from 'vitest';
import { Gate, PoolTimeout, Usage } from '../../../supabase/local/gate.ts';

/** A task that finishes when its release() is called. */
function task() {
	let release = () => {};
	const done = new Promise<void>((r) => (release = r));
	return { run: () => done, release: () => release() };
}

describe('Gate', () => {
	it('admits up to its limit and the rest in arrival order', async () => {
		const gate = new Gate(2, 60_000);
		const order: number[] = [];
		const tasks = [task(), task(), task(), task()];
		const runs = tasks.map((t, i) =>
			gate.run(async () => {
				order.push(i);
				await t.run();
			}),
		);
		await Promise.resolve();
		expect(order).toEqual([0, 1]);
		expect([gate.active, gate.waiting]).toEqual([2, 2]);
		tasks[1]!.release();
		await runs[1];
		await Promise.resolve();
		expect(order).toEqual([0, 1, 2]);
		tasks[0]!.release();
		tasks[2]!.release();
		tasks[3]!.release();
		await Promise.all(runs);
		expect(order).toEqual([0, 1, 2, 3]);
		expect([gate.active, gate.waiting]).toEqual([0, 0]);
	});

	it('refuses a waiter that is not admitted in time, and frees the slot of a failed holder', async () => {
		const gate = new Gate(1, 20);
		const held = task();
		const first = gate.run(held.run);
		await expect(gate.run(() => Promise.resolve('tarde'))).rejects.toBeInstanceOf(PoolTimeout);
		expect(gate.waiting).toBe(0);
		held.release();
		await first;
		await expect(gate.run(() => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
		expect(await gate.run(() => Promise.resolve('libre'))).toBe('libre');
		expect(gate.active).toBe(0);
	});

	it('admits the waiter whose client used the least database time lately', async () => {
		let now = 0;
		const usage = new Usage(() => now);
		usage.add('atacante', 4000);
		usage.add('lector', 10);
		const gate = new Gate(1, 60_000, usage);
		const order: string[] = [];
		const held = task();
		const first = gate.run(held.run, 'otro');
		const waiting = ['atacante', 'atacante', 'lector', 'nuevo'].map((client) =>
			gate.run(() => {
				order.push(client);
				return Promise.resolve();
			}, client),
		);
		held.release();
		await first;
		await Promise.all(waiting);
		expect(order).toEqual(['nuevo', 'lector', 'atacante', 'atacante']);
		// Recorded time halves every 10 s.
		now = 10_000;
		expect(Math.round(usage.of('atacante'))).toBe(2000);
	});
});
