import type { Json } from '~/lib/supabase/database.types.ts';
import type { ComparisonState } from '~/lib/offerComparison/share.ts';
import type { SimulationRow } from '~/lib/supabase/simulations.ts';
import type { SimulationInput } from '~/lib/tools/simulation.ts';
import { currentSession } from './session.ts';

/** A simulation as it is saved for a signed-in user. */
export interface SavedSimulationDraft {
	tool: 'simulador-completo';
	/** Name shown in the panel, 1–100 characters. */
	name: string;
	input: SimulationInput;
	/** URL that reopens the same simulation. */
	url: string;
}

/** Thrown when saving is attempted without a session (the save button is hidden then). */
export class SignedOutError extends Error {
	constructor() {
		super('Inicia sesión para guardar simulaciones.');
		this.name = 'SignedOutError';
	}
}

/**
 * Inserts one row into the signed-in user's saved_simulations (name trimmed to its 100
 * characters); supabase-js is loaded only now. Throws SignedOutError without a session.
 */
async function insertForUser(row: SimulationRow): Promise<string> {
	if (!currentSession()) throw new SignedOutError();
	const [{ getSupabase }, { insertSimulation }] = await Promise.all([
		import('~/lib/supabase/client.ts'),
		import('~/lib/supabase/simulations.ts'),
	]);
	return insertSimulation(getSupabase(), { ...row, name: row.name.trim().slice(0, 100) });
}

/**
 * Saves a simulation to the signed-in user's panel (table saved_simulations); returns its id.
 * Reads the user from the session store.
 */
export function saveSimulation(draft: SavedSimulationDraft): Promise<string> {
	return insertForUser({
		name: draft.name,
		kind: 'completa',
		input: JSON.parse(JSON.stringify({ ...draft.input, url: draft.url })) as Json,
	});
}

/**
 * Saves the financial assistant's plan to the signed-in user's panel (saved_simulations, kind
 * «capacidad»: what they can buy); the answers go in `input` and the plan in `result`.
 */
export function saveFinancialPlan(draft: {
	name: string;
	answers: Json;
	plan: Json;
	url: string;
}): Promise<string> {
	return insertForUser({
		name: draft.name,
		kind: 'capacidad',
		input: { answers: draft.answers, url: draft.url },
		result: draft.plan,
	});
}

/**
 * Saves an offer comparison to the signed-in user's panel (saved_simulations, kind
 * «comparacion»): the offers and the Euribor path as typed, and the URL that reopens it.
 */
export function saveOfferComparison(draft: {
	name: string;
	state: ComparisonState;
	url: string;
}): Promise<string> {
	return insertForUser({
		name: draft.name,
		kind: 'comparacion',
		input: JSON.parse(JSON.stringify({ ...draft.state, url: draft.url })) as Json,
	});
}
