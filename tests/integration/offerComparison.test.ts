import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { insertSimulation } from '../../src/lib/supabase/simulations.ts';
import { signedInUser, startTestServer } from './helpers.ts';

let app: LocalSupabase;
let a: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
	app = await startTestServer();
	a = await signedInUser(app);
}, 60_000);
afterAll(() => app?.close());

describe('saved offer comparisons (migration 20261126300000)', () => {
	it('saves a comparison of the signed-in user as kind comparacion', async () => {
		const id = await insertSimulation(a.client, {
			name: 'Comparación: Banco A, Banco B',
			kind: 'comparacion',
			input: { entries: [], euribor: { now: '2,2', inFiveYears: '3' }, url: '/herramientas' },
		});
		const { data } = await a.client.from('saved_simulations').select('kind, name').eq('id', id);
		expect(data).toEqual([{ kind: 'comparacion', name: 'Comparación: Banco A, Banco B' }]);
	});

	it('still rejects a kind outside the list', async () => {
		const { error } = await a.client
			.from('saved_simulations')
			.insert({ name: 'X', kind: 'otra', input: {} });
		expect(error?.code).toBe('23514');
	});
});
