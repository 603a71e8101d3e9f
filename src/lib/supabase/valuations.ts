import type { PortalClient } from './client.ts';
import type { ValuationRow } from '../valuation/form.ts';

/** Saves a valuation for the signed-in user; RLS only lets users insert their own rows. */
export async function insertValuation(client: PortalClient, row: ValuationRow): Promise<string> {
	const { data, error } = await client.from('valuations').insert(row).select('id').single();
	if (error) throw new Error(`No se pudo guardar la valoración: ${error.message}`);
	return data.id;
}
