// Dominio: simulations, valuation, account, notifications, application
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeSubscription, RealtimeClientLike } from '~/lib/supabase/realtime.ts';
import { $progress, configureApplication, requestStudy } from '~/stores/application.ts';
import type { LiveDeps } from '~/stores/shared/live.ts';
import {
	$allNotifications,
	configureNotificationsPanel,
	markPanelRead,
} from '~/stores/notificationsPanel.ts';
import { $profileRow, configureAccount, saveProfile } from '~/stores/account.ts';
import { configureSession } from '~/stores/session.ts';
import {
	$simulations,
	configureSimulations,
	deleteSavedSimulation,
	renameSavedSimulation,
	saveSimulation,
	SignedOutError,
} from '~/stores/simulations.ts';
import {
	$valuations,
	configureValuation,
	deleteSavedValuation,
	saveValuation,
} from '~/stores/valuation.ts';
import { fakeClient, loaded, opNames, signIn, type FakeCall } from './shared/fakeClient.ts';

const resets: (() => void)[] = [];
afterEach(() => {
	for (const reset of resets.splice(0)) reset();
});

let users = 0;
/** A new user id per test, so the query cache of one test never answers another. */
const newUser = () => `usuario-${++users}`;

/** Signs a new user in with a fresh session store; returns the id. */
function start(): string {
	resets.push(configureSession({ storage: () => undefined }));
	const id = newUser();
	signIn(id);
	return id;
}

/** Keeps a store read (mounted) until the test ends. */
function keep(store: { listen: (cb: () => void) => () => void }) {
	resets.push(store.listen(() => {}));
}

/** A fake Realtime recording the channels open. */
function fakeLive() {
	const open: ChangeSubscription[] = [];
	const deps: LiveDeps = {
		realtime: () =>
			Promise.resolve({
				client: {} as RealtimeClientLike,
				subscribe: (_client, sub) => {
					open.push(sub);
					return () => open.splice(open.indexOf(sub), 1);
				},
			}),
	};
	return { deps, open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const eqOf = (call: FakeCall | undefined) => call?.ops.filter(([name]) => name === 'eq');

describe('simulations store', () => {
	it('lists the signed-in user’s simulations, filtered by their id, newest first', async () => {
		const id = start();
		const rows = [{ id: 's1', name: 'Piso', kind: 'completa', input: {} }];
		const fake = fakeClient(() => ({ data: rows }));
		resets.push(configureSimulations({ client: () => Promise.resolve(fake.client) }));
		expect((await loaded($simulations)).data).toEqual(rows);
		expect(fake.calls[0]?.table).toBe('saved_simulations');
		expect(opNames(fake.calls[0])).toEqual(['select', 'eq', 'order']);
		expect(eqOf(fake.calls[0])).toEqual([['eq', 'user_id', id]]);
	});

	it('offline, fails at once without a query (the panel shows its error, not «Cargando…»)', async () => {
		start();
		vi.stubGlobal('navigator', { onLine: false });
		resets.push(() => vi.unstubAllGlobals());
		const fake = fakeClient(() => ({ data: [] }));
		resets.push(configureSimulations({ client: () => Promise.resolve(fake.client) }));
		const value = await loaded($simulations);
		expect(value.error).toBeInstanceOf(TypeError);
		expect(fake.calls).toEqual([]);
	});

	it('saves every tool in one shape: the URL inside the input, the kind as given', async () => {
		start();
		const fake = fakeClient(() => ({ data: { id: 'nueva' } }));
		resets.push(configureSimulations({ client: () => Promise.resolve(fake.client) }));
		const id = await saveSimulation({
			kind: 'comparacion',
			name: ' Comparación: A, B ',
			input: { entries: [{ name: 'A' }] },
			url: '/herramientas?c=1',
		});
		expect(id).toBe('nueva');
		const insert = fake.calls[0]!.ops[0];
		expect(insert).toEqual([
			'insert',
			{
				name: 'Comparación: A, B',
				kind: 'comparacion',
				input: { entries: [{ name: 'A' }], url: '/herramientas?c=1' },
			},
		]);
	});

	it('refuses to save, rename or delete while signed out, without a query', async () => {
		resets.push(configureSession({ storage: () => undefined }));
		signIn(null);
		const fake = fakeClient(() => ({}));
		resets.push(configureSimulations({ client: () => Promise.resolve(fake.client) }));
		await expect(
			saveSimulation({ kind: 'completa', name: 'x', input: {}, url: '/' }),
		).rejects.toThrow(SignedOutError);
		await expect(renameSavedSimulation('s1', 'y')).rejects.toThrow(SignedOutError);
		await expect(deleteSavedSimulation('s1')).rejects.toThrow(SignedOutError);
		expect(fake.calls).toEqual([]);
	});

	it('renames and deletes, showing the change at once; a refusal keeps the list', async () => {
		start();
		let refuse = false;
		const fake = fakeClient((call) => {
			if (opNames(call)[0] === 'select') {
				return {
					data: [
						{ id: 'a', name: 'A' },
						{ id: 'b', name: 'B' },
					],
				};
			}
			return refuse ? { error: { code: '42501', message: 'permission denied' } } : { count: 1 };
		});
		resets.push(configureSimulations({ client: () => Promise.resolve(fake.client) }));
		keep($simulations);
		await loaded($simulations);
		await renameSavedSimulation('a', 'Casa');
		expect($simulations.get().data).toEqual([
			{ id: 'a', name: 'Casa' },
			{ id: 'b', name: 'B' },
		]);
		await deleteSavedSimulation('b');
		expect($simulations.get().data).toEqual([{ id: 'a', name: 'Casa' }]);
		refuse = true;
		await expect(deleteSavedSimulation('a')).rejects.toMatchObject({ code: '42501' });
		expect($simulations.get().data).toEqual([{ id: 'a', name: 'Casa' }]);
	});
});

describe('valuations store', () => {
	const row = {
		province: 'madrid',
		municipality: null,
		property_type: 'piso' as const,
		area_m2: 85,
		rooms: 3,
		year_built: 1990,
		condition: 'buen_estado' as const,
		estimated_value: 300000,
		min_value: 280000,
		max_value: 320000,
		inputs: { provincia: 'madrid' },
	};

	it('saves once; the same inputs again return the saved row, not a duplicate', async () => {
		const id = start();
		let saved = false;
		const fake = fakeClient((call) => {
			const ops = opNames(call);
			if (ops[0] === 'insert') {
				if (saved) return { error: { code: '23505', message: 'duplicate key' } };
				saved = true;
				return { data: { id: 'v1' } };
			}
			if (ops.includes('maybeSingle')) return { data: { id: 'v1' } };
			return { data: [] };
		});
		resets.push(configureValuation({ client: () => Promise.resolve(fake.client) }));
		expect(await saveValuation(row)).toEqual({ id: 'v1', created: true });
		expect(await saveValuation(row)).toEqual({ id: 'v1', created: false });
		const lookup = fake.calls.find((c) => opNames(c).includes('maybeSingle'));
		expect(eqOf(lookup)).toEqual([
			['eq', 'user_id', id],
			['eq', 'inputs', '{"provincia":"madrid"}'],
		]);
	});

	it('passes any other refusal on with its code', async () => {
		start();
		const fake = fakeClient(() => ({ error: { code: '23514', message: 'check violated' } }));
		resets.push(configureValuation({ client: () => Promise.resolve(fake.client) }));
		await expect(saveValuation(row)).rejects.toMatchObject({ code: '23514' });
		await expect(deleteSavedValuation('v1')).rejects.toMatchObject({ code: '23514' });
	});

	it('lists only the signed-in user’s valuations', async () => {
		const id = start();
		const fake = fakeClient(() => ({ data: [{ id: 'v1' }] }));
		resets.push(configureValuation({ client: () => Promise.resolve(fake.client) }));
		expect((await loaded($valuations)).data).toEqual([{ id: 'v1' }]);
		expect(eqOf(fake.calls[0])).toEqual([['eq', 'user_id', id]]);
	});
});

describe('profile store', () => {
	it('saves names and phone, shows the stored row and refreshes the header', async () => {
		const id = start();
		const stored = { id, first_name: 'Marta', last_name: 'Gil', phone: '611222333' };
		const fake = fakeClient((call) =>
			opNames(call)[0] === 'update'
				? { data: stored }
				: { data: { ...stored, first_name: 'Lucía' } },
		);
		let headerRefreshes = 0;
		resets.push(
			configureAccount({
				client: () => Promise.resolve(fake.client),
				refreshHeader: () => Promise.resolve(void headerRefreshes++),
			}),
		);
		keep($profileRow);
		expect((await loaded($profileRow)).data).toMatchObject({ first_name: 'Lucía' });
		const values = { first_name: 'Marta', last_name: 'Gil', phone: '611222333' };
		expect(await saveProfile(values)).toEqual(stored);
		expect($profileRow.get().data).toEqual(stored);
		expect(headerRefreshes).toBe(1);
		const update = fake.calls.find((c) => opNames(c)[0] === 'update');
		expect(update?.ops[0]).toEqual(['update', values]);
		expect(eqOf(update)).toEqual([['eq', 'id', id]]);
	});

	it('does not refresh the header when the save fails, and keeps the error code', async () => {
		start();
		const fake = fakeClient(() => ({ error: { code: '23514', message: 'check' } }));
		let headerRefreshes = 0;
		resets.push(
			configureAccount({
				client: () => Promise.resolve(fake.client),
				refreshHeader: () => Promise.resolve(void headerRefreshes++),
			}),
		);
		await expect(
			saveProfile({ first_name: 'Ana', last_name: 'Ruiz', phone: '611222333' }),
		).rejects.toMatchObject({ code: '23514' });
		expect(headerRefreshes).toBe(0);
	});
});

describe('application store', () => {
	it('opens the user’s own application and follows it live while it is read', async () => {
		const id = start();
		const live = fakeLive();
		const opened = { user_id: id, current_step: 1, completed_steps: [], status: 'en_curso' };
		const fake = fakeClient((call) =>
			opNames(call)[0] === 'insert' ? { data: opened } : { data: null },
		);
		resets.push(
			configureApplication({ client: () => Promise.resolve(fake.client), live: live.deps }),
		);
		const stop = $progress.listen(() => {});
		await loaded($progress);
		await settle();
		expect(live.open.map((s) => [s.channel, s.table, s.filter])).toEqual([
			[`user:${id}/panel-solicitud`, 'application_progress', `user_id=eq.${id}`],
		]);
		expect(await requestStudy()).toEqual(opened);
		expect(fake.calls.find((c) => opNames(c)[0] === 'insert')?.ops[0]).toEqual([
			'insert',
			{ user_id: id },
		]);
		stop();
		await new Promise((resolve) => setTimeout(resolve, 1100));
		expect(live.open).toEqual([]);
	});
});

describe('panel notifications store', () => {
	it('marks all read for the user, shows it at once and listens on the user’s channel', async () => {
		const id = start();
		const live = fakeLive();
		const rows = [
			{ id: 'n1', is_read: false },
			{ id: 'n2', is_read: true },
		];
		const fake = fakeClient((call) => (opNames(call)[0] === 'select' ? { data: rows } : {}));
		resets.push(
			configureNotificationsPanel({ client: () => Promise.resolve(fake.client), live: live.deps }),
		);
		keep($allNotifications);
		await loaded($allNotifications);
		await settle();
		expect(live.open.map((s) => s.filter)).toEqual([`user_id=eq.${id}`]);
		const list = fake.calls[0];
		expect(list?.ops.find(([name]) => name === 'limit')).toEqual(['limit', 50]);
		await markPanelRead(null);
		expect($allNotifications.get().data).toEqual([
			{ id: 'n1', is_read: true },
			{ id: 'n2', is_read: true },
		]);
		const update = fake.calls.find((c) => opNames(c)[0] === 'update');
		expect(eqOf(update)).toEqual([
			['eq', 'user_id', id],
			['eq', 'is_read', false],
		]);
	});
});
