import type { Session } from '@supabase/supabase-js';
import { gateDecision } from '~/lib/session/gate.ts';
import { $session, loadSession, type SessionState } from './session.ts';

/** Resolves with the first session state that is not `unknown`. */
function settledSession(): Promise<Exclude<SessionState, { status: 'unknown' }>> {
	return new Promise((resolve) => {
		let done = false;
		const unsubscribe = $session.subscribe((state) => {
			if (done || state.status === 'unknown') return;
			done = true;
			resolve(state);
			queueMicrotask(() => unsubscribe());
		});
		loadSession();
	});
}

/**
 * Client-side gate of a private page: resolves with the session, or sends the visitor away
 * (to sign in with the return path kept, or to the panel for admin pages) and resolves null.
 * RLS still protects the data; this only spares a signed-out visitor an empty page.
 */
export async function requireSession(
	options: {
		admin?: boolean;
		location?: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>;
	} = {},
): Promise<Session | null> {
	const location = options.location ?? window.location;
	const decision = gateDecision(
		await settledSession(),
		`${location.pathname}${location.search}${location.hash}`,
		options,
	);
	if (decision.allow) return decision.session;
	location.replace(decision.redirectTo);
	return null;
}
