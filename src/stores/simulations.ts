import {
	deleteSimulation,
	insertSimulation,
	listSimulations,
	renameSimulation,
	simulationRow,
	type SimulationDraft,
} from '~/lib/supabase/simulations.ts';
import { refresh } from './shared/query.ts';
import { knownSession } from './session.ts';
import {
	browserData,
	namedRowActions,
	SignedOutError,
	userStore,
	type DataDeps,
} from './shared/signedIn.ts';
import { overridable } from './shared/deps.ts';

export { SignedOutError };
export type { SimulationDraft };

/**
 * Saved simulations: what every calculator saves (one shape, SimulationDraft, its kind from the
 * saved_simulations check) and the panel's list with rename and delete.
 */

const deps = overridable<DataDeps>(browserData());

/** Replaces the client (tests); returns the reset. */
export const configureSimulations = deps.configure;

/** The signed-in user's saved simulations, newest first. */
export const $simulations = userStore('simulations', deps.get, listSimulations);

/**
 * Saves a simulation to the signed-in user's panel; returns its id. Throws SignedOutError
 * without a session, before loading supabase-js.
 */
export async function saveSimulation(draft: SimulationDraft): Promise<string> {
	if (!(await knownSession())) throw new SignedOutError();
	const id = await insertSimulation(await deps.get().client(), simulationRow(draft));
	refresh($simulations);
	return id;
}

const actions = namedRowActions($simulations, deps.get, renameSimulation, deleteSimulation);

/** Renames a saved simulation (the name already checked) and shows it at once. */
export const renameSavedSimulation = actions.rename;

/** Deletes a saved simulation and drops it from the list. */
export const deleteSavedSimulation = actions.remove;
