import {
	deleteValuation,
	insertValuation,
	listValuations,
	renameValuation,
	type NewSavedValuation,
	type SavedValuation,
} from '~/lib/supabase/valuation.ts';
import { refresh } from './shared/query.ts';
import { knownSession } from './session.ts';
import {
	browserData,
	namedRowActions,
	SignedOutError,
	signedInUserId,
	userStore,
	type DataDeps,
} from './shared/signedIn.ts';
import { overridable } from './shared/deps.ts';

/** Saved valuations: «Guardar en mi panel» on /valoracion-inmueble and the panel's list. */

const deps = overridable<DataDeps>(browserData());

/** Replaces the client (tests); returns the reset. */
export const configureValuation = deps.configure;

/** The signed-in user's saved valuations, newest first. */
export const $valuations = userStore('valuations', deps.get, listValuations);

/**
 * Saves a valuation to the signed-in user's panel; the same inputs again return the saved row
 * (`created: false`) instead of a duplicate. Throws SignedOutError without a session.
 */
export async function saveValuation(row: NewSavedValuation): Promise<SavedValuation> {
	if (!(await knownSession())) throw new SignedOutError();
	const saved = await insertValuation(await deps.get().client(), signedInUserId(), row);
	refresh($valuations);
	return saved;
}

const actions = namedRowActions($valuations, deps.get, renameValuation, deleteValuation);

/** Renames a saved valuation (the name already checked) and shows it at once. */
export const renameSavedValuation = actions.rename;

/** Deletes a saved valuation and drops it from the list. */
export const deleteSavedValuation = actions.remove;
