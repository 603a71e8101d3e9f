import type { SavedSimulationKind } from '../simulations/kinds.ts';
import type { Json } from './database.types.ts';
import type { PortalClient } from './client.ts';
import { DataError, notFound, throwIfError } from '../errors/dataErrors.ts';

/**
 * What a tool saves: its kind, a name, the inputs as typed (an object), the URL that reopens
 * them and, when the tool has one, its result. Every tool saves through this one shape.
 */
export interface SimulationDraft {
	kind: SavedSimulationKind;
	/** Name shown in the panel (trimmed and cut to 100 characters when saved). */
	name: string;
	input: object;
	url: string;
	result?: object;
}

/** One row to insert into saved_simulations; user_id defaults to auth.uid() in the database. */
export interface SimulationRow {
	name: string;
	kind: SavedSimulationKind;
	input: Json;
	result?: Json;
}

/** Plain JSON of a value (drops undefined and functions, as the database would). */
const json = (value: object): Json => JSON.parse(JSON.stringify(value)) as Json;

/** The one way a draft becomes a row: the URL goes inside `input`, the name is trimmed. */
export function simulationRow(draft: SimulationDraft): SimulationRow {
	return {
		name: draft.name.trim().slice(0, 100),
		kind: draft.kind,
		input: json({ ...draft.input, url: draft.url }),
		...(draft.result ? { result: json(draft.result) } : {}),
	};
}

/** Saves a simulation for the signed-in user; RLS only lets users insert their own rows. */
export async function insertSimulation(client: PortalClient, row: SimulationRow): Promise<string> {
	const { data, error } = await client.from('saved_simulations').insert(row).select('id').single();
	throwIfError('saved_simulations', error);
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
	throwIfError('saved_simulations', error);
	return data;
}

/** Renames a saved simulation (the caller validates the name: 1–100 characters, trimmed). */
export async function renameSimulation(client: PortalClient, id: string, name: string) {
	const { error, count } = await client
		.from('saved_simulations')
		.update({ name }, { count: 'exact' })
		.eq('id', id);
	throwIfError('saved_simulations', error);
	if (count !== 1) throw new DataError('saved_simulations', notFound);
}

/** Deletes a saved simulation. */
export async function deleteSimulation(client: PortalClient, id: string) {
	const { error, count } = await client
		.from('saved_simulations')
		.delete({ count: 'exact' })
		.eq('id', id);
	throwIfError('saved_simulations', error);
	if (count !== 1) throw new DataError('saved_simulations', notFound);
}
