import type { Session } from '@supabase/supabase-js';
import { afterEach, beforeEach } from 'vitest';
import type { PortalClient } from '~/lib/supabase/client.ts';
import { configureAdmin } from '~/stores/shared/adminStore.ts';
import { $session, configureSession } from '~/stores/session.ts';

/** What a query answers: rows or a value, an error, a count. */
export interface Answer {
	data?: unknown;
	error?: { message: string; code?: string } | null;
	count?: number | null;
}

/**
 * A stand-in for supabase-js: every call (from, its chained methods, rpc) is written to `calls`
 * as `name(args as JSON)`, and `answer(call)` decides what the awaited query resolves to from
 * the first call of the chain (e.g. `from("leads")` or `rpc("admin_notify",…)`).
 */
export function fakeClient(answer: (chain: string[]) => Answer = () => ({ data: [] })) {
	const calls: string[][] = [];
	const chain = (first: string) => {
		const steps = [first];
		calls.push(steps);
		const builder: Record<string, unknown> = {
			then: (resolve: (value: unknown) => void, reject: (error: unknown) => void) =>
				Promise.resolve({ data: null, error: null, count: null, ...answer(steps) }).then(
					resolve,
					reject,
				),
		};
		for (const method of [
			'select',
			'eq',
			'in',
			'gte',
			'lt',
			'ilike',
			'order',
			'limit',
			'update',
			'delete',
			'upsert',
			'insert',
			'single',
			'maybeSingle',
		]) {
			builder[method] = (...args: unknown[]) => {
				steps.push(`${method}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
				return builder;
			};
		}
		return builder;
	};
	const client = {
		from: (table: string) => chain(`from(${JSON.stringify(table)})`),
		rpc: (name: string, args: unknown) =>
			chain(`rpc(${JSON.stringify(name)}, ${JSON.stringify(args)})`),
		auth: { getSession: () => Promise.resolve({ data: { session: null } }) },
	};
	return { client: client as unknown as PortalClient, calls };
}

/** Signs a user in for the stores keyed by $userId (no supabase-js involved). */
export function signIn(userId = 'admin-1'): void {
	$session.set({
		status: 'signed-in',
		session: { access_token: 't', user: { id: userId, app_metadata: {} } } as unknown as Session,
	});
}

/** Resolves with a fetcher store's data once it has loaded (or rejects with its error). */
export function loaded<T>(store: {
	subscribe(cb: (v: { data?: T; error?: unknown; loading: boolean }) => void): () => void;
}): Promise<T> {
	return new Promise((resolve, reject) => {
		let done = false;
		const stop = store.subscribe((v) => {
			if (done) return;
			if (v.error) {
				done = true;
				queueMicrotask(() => stop());
				reject(v.error instanceof Error ? v.error : new Error(JSON.stringify(v.error)));
			} else if (v.data !== undefined) {
				done = true;
				queueMicrotask(() => stop());
				resolve(v.data);
			}
		});
	});
}

/**
 * Signs `userId` in before each test and undoes every configuration after it; `useFake`
 * installs a fake client through `configure` (configureAdmin unless given) and returns its
 * call log.
 */
export function storeTestSetup(
	userId = 'admin-1',
	configure: (client: PortalClient) => () => void = (client) =>
		configureAdmin({ client: () => Promise.resolve(client) }),
) {
	let resets: (() => void)[] = [];
	beforeEach(() => {
		resets.push(configureSession({ storage: () => undefined }));
		signIn(userId);
	});
	afterEach(() => {
		resets.forEach((reset) => reset());
		resets = [];
	});
	return {
		useFake: (answer?: (chain: string[]) => Answer): string[][] => {
			const fake = fakeClient(answer);
			resets.push(configure(fake.client));
			return fake.calls;
		},
	};
}
