import type { Json } from './database.types.ts';
import type { PortalClient } from './client.ts';

/** Calculator a saved simulation comes from (the `kind` check of saved_simulations). */
export type SavedSimulationKind =
	'cuota' | 'capacidad' | 'gastos' | 'subrogacion' | 'reunificacion' | 'completa';

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
