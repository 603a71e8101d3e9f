import type { Json } from './database.types.ts';
import type { PortalClient } from './client.ts';

/** Calculator a saved simulation comes from (the `kind` check of saved_simulations). */
export type SavedSimulationKind =
	'cuota' | 'capacidad' | 'gastos' | 'subrogacion' | 'reunificacion' | 'completa' | 'comparacion';

/** One row to insert into saved_simulations; user_id defaults to auth.uid() in the database. */
export interface SimulationRow {
	name: string;
	kind: SavedSimulationKind;
	input: Json;
	result?: Json;
}

/** Saves a simulation for the signed-in user; RLS only lets users insert their own rows. */
export async function insertSimulation(client: PortalClient, row: SimulationRow): Promise<string> {
	const { data, error } = await client.from('saved_simulations').insert(row).select('id').single();
	if (error) throw new Error(`No se pudo guardar la simulación: ${error.message}`);
	return data.id;
}

/** A saved simulation as the panel lists it. */
export interface SavedSimulationRow {
	id: string;
	name: string;
	kind: string;
	input: Json;
	created_at: string;
	updated_at: string;
}

/** The user's saved simulations, newest first. */
export async function listSimulations(
	client: PortalClient,
	userId: string,
): Promise<SavedSimulationRow[]> {
	const { data, error } = await client
		.from('saved_simulations')
		.select('id, name, kind, input, created_at, updated_at')
		.eq('user_id', userId)
		.order('created_at', { ascending: false });
	if (error) throw new Error(`saved_simulations: ${error.message}`);
	return data;
}

/** Renames a saved simulation (the caller validates the name: 1–100 characters, trimmed). */
export async function renameSimulation(client: PortalClient, id: string, name: string) {
	const { error, count } = await client
		.from('saved_simulations')
		.update({ name }, { count: 'exact' })
		.eq('id', id);
	if (error) throw new Error(`saved_simulations: ${error.message}`);
	if (count !== 1) throw new Error('saved_simulations: not found');
}

/** Deletes a saved simulation. */
export async function deleteSimulation(client: PortalClient, id: string) {
	const { error, count } = await client
		.from('saved_simulations')
		.delete({ count: 'exact' })
		.eq('id', id);
	if (error) throw new Error(`saved_simulations: ${error.message}`);
	if (count !== 1) throw new Error('saved_simulations: not found');
}
