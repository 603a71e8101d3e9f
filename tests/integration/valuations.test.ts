import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { insertValuation } from '../../src/lib/supabase/valuations.ts';
import { runValuation, valuationDefaults, valuationRow } from '../../src/lib/valuation/form.ts';
import { client, signedInUser, startTestServer } from './helpers.ts';

let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer();
}, 180_000); // PGlite compiles its WASM on start: slow on busy shared cores.

afterAll(async () => {
	await app?.close();
});

const outcome = runValuation({ ...valuationDefaults, municipio: 'Getafe' }, 2026);
if (!outcome.ok) throw new Error('the default form must be valid');
const row = valuationRow(outcome);

describe('valuations saved from /valoracion-inmueble', () => {
	it('saves a signed-in user’s valuation and only that user can read it', async () => {
		const owner = await signedInUser(app);
		const other = await signedInUser(app);
		const id = await insertValuation(owner.client, row);

		const { data: mine } = await owner.client
			.from('valuations')
			.select('user_id, province, municipality, property_type, area_m2, estimated_value')
			.eq('id', id);
		expect(mine).toEqual([
			{
				user_id: owner.id,
				province: 'madrid',
				municipality: 'Getafe',
				property_type: 'piso',
				area_m2: 85,
				estimated_value: outcome.valuation.estimate,
			},
		]);

		const { data: theirs, error } = await other.client.from('valuations').select('id').eq('id', id);
		expect(error).toBeNull();
		expect(theirs).toEqual([]);
		const { data: anon } = await client(app).from('valuations').select('id').eq('id', id);
		expect(anon ?? []).toEqual([]);
	});

	it('refuses a valuation from a visitor who is not signed in', async () => {
		await expect(insertValuation(client(app), row)).rejects.toThrow(
			/^No se pudo guardar la valoración/,
		);
	});
});
