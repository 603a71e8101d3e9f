import type { Session } from '@supabase/supabase-js';
import type { PortalClient } from '~/lib/supabase/client.ts';
import { $session } from '~/stores/session.ts';

/** One query the code under test built: its table and each chained call with its arguments. */
export interface FakeCall {
	table: string;
	ops: [string, ...unknown[]][];
}

/** What the fake answers a query with (PostgREST's shape). */
export interface FakeAnswer {
	data?: unknown;
	error?: { code: string; message: string } | null;
	count?: number | null;
}

/**
 * A stand-in for the supabase-js client of the domain stores: `from(table)` returns a builder
 * that records every chained call (select, eq, insert, update…) and, when awaited, answers with
 * `answer(call)`. `auth.updateUser` is recorded the same way under the table «auth».
 */
export function fakeClient(answer: (call: FakeCall) => FakeAnswer) {
	const calls: FakeCall[] = [];
	const builder = (call: FakeCall): unknown =>
		new Proxy(
			{},
			{
				get(_target, prop) {
					if (prop === 'then') {
						const result = answer(call);
						const settled = { data: null, error: null, count: null, ...result };
						return (resolve: (value: unknown) => void) => resolve(settled);
					}
					return (...args: unknown[]) => {
						call.ops.push([String(prop), ...args]);
						return builder(call);
					};
				},
			},
		);
	const client = {
		from(table: string) {
			const call: FakeCall = { table, ops: [] };
			calls.push(call);
			return builder(call);
		},
		auth: {
			updateUser(...args: unknown[]) {
				const call: FakeCall = { table: 'auth', ops: [['updateUser', ...args]] };
				calls.push(call);
				return Promise.resolve({ data: {}, error: null, ...answer(call) });
			},
		},
	};
	return { client: client as unknown as PortalClient, calls };
}

/** The name of each chained call of a query, e.g. ['select', 'eq', 'order']. */
export const opNames = (call: FakeCall | undefined) => call?.ops.map(([name]) => name) ?? [];

/** Signs a fake user in (or out with null) through the session store. */
export function signIn(userId: string | null): void {
	$session.set(
		userId
			? { status: 'signed-in', session: { user: { id: userId } } as unknown as Session }
			: { status: 'signed-out' },
	);
}

/** Resolves when `store` has data (or an error), reading it while subscribed. */
export function loaded<T>(store: {
	subscribe: (cb: (value: { data?: T; error?: unknown; loading: boolean }) => void) => () => void;
}): Promise<{ data?: T; error?: unknown }> {
	return new Promise((resolve) => {
		let done = false;
		const stop = store.subscribe((value) => {
			if (done || (value.data === undefined && value.error === undefined)) return;
			done = true;
			// Unsubscribes after this call returns (subscribe may call back before it returns).
			queueMicrotask(() => stop());
			resolve(value);
		});
	});
}
