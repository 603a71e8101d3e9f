import type { ValuationRow } from '~/lib/valuation/form.ts';
import { currentSession } from './session.ts';
import { SignedOutError } from './simulations.ts';

/**
 * Saves a valuation to the signed-in user's panel (table valuations); returns its id. Reads the
 * user from the session store; supabase-js is loaded only now.
 */
export async function saveValuation(row: ValuationRow): Promise<string> {
	if (!currentSession()) throw new SignedOutError();
	const [{ getSupabase }, { insertValuation }] = await Promise.all([
		import('~/lib/supabase/client.ts'),
		import('~/lib/supabase/valuations.ts'),
	]);
	return insertValuation(getSupabase(), row);
}
