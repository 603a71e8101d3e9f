import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { valuationInputs } from '../../src/lib/valuation/saved.ts';
import {
	deleteValuation,
	insertValuation,
	listValuations,
	renameValuation,
} from '../../src/lib/supabase/valuation.ts';
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
const row = { ...valuationRow(outcome), inputs: valuationInputs(outcome) };

describe('valuations saved from /valoracion-inmueble', () => {
	it('saves a signed-in user’s valuation and only that user can read it', async () => {
		const owner = await signedInUser(app);
		const other = await signedInUser(app);
		const { id, created } = await insertValuation(owner.client, owner.id, row);
		expect(created).toBe(true);

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
		await expect(
			insertValuation(client(app), '00000000-0000-4000-8000-000000000000', row),
		).rejects.toMatchObject({ name: 'DataError', code: '42501' });
	});

	it('never stores the same inputs twice: the second save returns the saved row', async () => {
		const owner = await signedInUser(app);
		const first = await insertValuation(owner.client, owner.id, row);
		// The same home typed again, its keys in another order (jsonb equality ignores order).
		const reordered = Object.fromEntries(Object.entries(row.inputs).reverse());
		const again = await insertValuation(owner.client, owner.id, { ...row, inputs: reordered });
		expect(again).toEqual({ id: first.id, created: false });
		const other = await insertValuation(owner.client, owner.id, {
			...row,
			inputs: { ...row.inputs, superficie: '90' },
		});
		expect(other.created).toBe(true);
		expect((await listValuations(owner.client, owner.id)).map((v) => v.id).sort()).toEqual(
			[first.id, other.id].sort(),
		);
		// Another user saving the same inputs gets their own row.
		const someone = await signedInUser(app);
		expect((await insertValuation(someone.client, someone.id, row)).created).toBe(true);
	});

	it('renames and deletes only the owner’s valuations', async () => {
		const owner = await signedInUser(app);
		const other = await signedInUser(app);
		const { id } = await insertValuation(owner.client, owner.id, row);
		await expect(renameValuation(other.client, id, 'Ajeno')).rejects.toMatchObject({
			code: 'PGRST116',
		});
		await renameValuation(owner.client, id, 'Piso de Getafe');
		const [listed] = await listValuations(owner.client, owner.id);
		expect(listed).toMatchObject({ id, name: 'Piso de Getafe', inputs: row.inputs });
		await expect(renameValuation(owner.client, id, ' con espacios ')).rejects.toMatchObject({
			code: '23514',
		});
		await expect(deleteValuation(other.client, id)).rejects.toMatchObject({ code: 'PGRST116' });
		await deleteValuation(owner.client, id);
		expect(await listValuations(owner.client, owner.id)).toEqual([]);
	});
});
