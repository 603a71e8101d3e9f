import type { ValuationRow as NewValuation } from '../valuation/form.ts';
import type { PortalClient } from './client.ts';
import { DataError, notFound, throwIfError } from '../errors/dataErrors.ts';
import type { Json, Tables } from './database.types.ts';

/** A valuation to save: the estimate's columns and the form's inputs (to reopen it). */
export type NewSavedValuation = NewValuation & { inputs: Json };

/** What saving did: a new row, or the row that already held the same inputs. */
export interface SavedValuation {
	id: string;
	created: boolean;
}

/**
 * Saves a valuation for the signed-in user (RLS: their own rows only). The same inputs twice
 * hit the unique index (23505): then the row that holds them is returned, not a duplicate.
 */
export async function insertValuation(
	client: PortalClient,
	userId: string,
	row: NewSavedValuation,
): Promise<SavedValuation> {
	const { data, error } = await client.from('valuations').insert(row).select('id').single();
	if (error?.code === '23505') {
		const existing = await client
			.from('valuations')
			.select('id')
			.eq('user_id', userId)
			.eq('inputs', JSON.stringify(row.inputs))
			.maybeSingle();
		throwIfError('valuations', existing.error);
		if (existing.data) return { id: existing.data.id, created: false };
	}
	throwIfError('valuations', error);
	return { id: data.id, created: true };
}

/** A saved valuation as the panel lists it. */
export type ValuationRow = Pick<
	Tables<'valuations'>,
	| 'id'
	| 'name'
	| 'inputs'
	| 'province'
	| 'municipality'
	| 'property_type'
	| 'area_m2'
	| 'rooms'
	| 'condition'
	| 'year_built'
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
			'id, name, inputs, province, municipality, property_type, area_m2, rooms, condition, year_built, estimated_value, min_value, max_value, created_at',
		)
		.eq('user_id', userId)
		.order('created_at', { ascending: false });
	throwIfError('valuations', error);
	return data;
}

/** Renames a saved valuation (the caller validates the name: 1–100 characters, trimmed). */
export async function renameValuation(client: PortalClient, id: string, name: string) {
	const { error, count } = await client
		.from('valuations')
		.update({ name }, { count: 'exact' })
		.eq('id', id);
	throwIfError('valuations', error);
	if (count !== 1) throw new DataError('valuations', notFound);
}

/** Deletes a saved valuation. */
export async function deleteValuation(client: PortalClient, id: string) {
	const { error, count } = await client.from('valuations').delete({ count: 'exact' }).eq('id', id);
	throwIfError('valuations', error);
	if (count !== 1) throw new DataError('valuations', notFound);
}
