import { atom } from 'nanostores';
import type { SimulationInput } from '~/lib/tools/simulation.ts';

/** A simulation as it would be saved for a signed-in user. */
export interface SavedSimulationDraft {
	tool: 'simulador-completo';
	input: SimulationInput;
	/** URL that reopens the same simulation. */
	url: string;
}

/**
 * How to save a simulation, set by the session layer once a user is signed in; null while
 * signed out, and then the simulators show no save button. Not persisted.
 */
export const $saveSimulation = atom<((draft: SavedSimulationDraft) => Promise<void>) | null>(null);

/** Installs (or removes, with null) the save handler. */
export function setSaveSimulation(
	handler: ((draft: SavedSimulationDraft) => Promise<void>) | null,
) {
	$saveSimulation.set(handler);
}
