import { atom } from 'nanostores';
import { onSessionGone } from '~/lib/session/sessionGone.ts';
import { $authEvent, $session, forgetEndedSession } from './session.ts';

/**
 * A session that ended elsewhere (issue 45): another device signed out everywhere, the refresh
 * token was revoked, or the JWT expired and cannot be refreshed. Whichever store's call met it,
 * the request log reports it (lib/session/sessionGone.ts) and this store gives the one outcome:
 * the session is forgotten locally (the header shows the signed-out state) and $sessionEnded
 * names the page to come back to, which says so with a link to sign in again
 * (islands/session/sessionEnded.ts). A new sign-in clears it.
 */

/** The page (path, query and hash) where the session ended, or null. */
export const $sessionEnded = atom<string | null>(null);

/** The outcome of a session that is gone; only a signed-in store reacts, once. */
export async function sessionGone(): Promise<void> {
	if ($session.get().status !== 'signed-in' || $sessionEnded.get() !== null) return;
	$sessionEnded.set(
		typeof location === 'undefined'
			? '/'
			: `${location.pathname}${location.search}${location.hash}`,
	);
	await forgetEndedSession();
}

if (typeof window !== 'undefined') {
	onSessionGone(() => void sessionGone());
	// A new sign-in (here or in another tab) clears it. $authEvent is read, not $session: reading
	// the session store would load supabase-js on pages that have not needed it yet.
	$authEvent.listen((event) => {
		if (event === 'SIGNED_IN' && $sessionEnded.get() !== null) $sessionEnded.set(null);
	});
}
