import type { ValuationRow as NewValuation } from '../valuation/form.ts';
import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';

/** Saves a valuation for the signed-in user; RLS only lets users insert their own rows. */
export async function insertValuation(client: PortalClient, row: NewValuation): Promise<string> {
	const { data, error } = await client.from('valuations').insert(row).select('id').single();
	if (error) throw new Error(`No se pudo guardar la valoración: ${error.message}`);
	return data.id;
}

/** A saved valuation as the panel lists it. */
export type ValuationRow = Pick<
	Tables<'valuations'>,
	| 'id'
	| 'province'
	| 'municipality'
	| 'property_type'
	| 'area_m2'
	| 'estimated_value'
	| 'min_value'
	| 'max_value'
	| 'created_at'
>;

/** The user's saved valuations, newest first. */
export async function listValuations(
	client: PortalClient,
	userId: string,
): Promise<ValuationRow[]> {
	const { data, error } = await client
		.from('valuations')
		.select(
			'id, province, municipality, property_type, area_m2, estimated_value, min_value, max_value, created_at',
		)
		.eq('user_id', userId)
		.order('created_at', { ascending: false });
	if (error) throw new Error(`valuations: ${error.message}`);
	return data;
}
