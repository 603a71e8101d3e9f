/**
 * `client:session` (registered by scripts/astro/sessionDirective.ts): the private pages' islands
 * (/dashboard, /soporte, /admin, /estadisticas). It decides from the stored session, before any
 * of the island's code is downloaded: a signed-out visitor goes straight to sign in (keeping the
 * page to come back to) without fetching React DOM and the panel. A stored session loads the
 * island, whose own gate checks the live session (expired: sign in; not an admin on the admin
 * pages: «Acceso denegado»); RLS still decides what any account can read.
 *
 * Signed in, the island is rendered fresh in the browser (as `client:only` does) instead of
 * hydrating the server's markup: what it shows depends on a session the server never sees, so
 * hydrating could only disagree with the first client render (React error #418). The server's
 * markup (the loading line) keeps the island's space until then. Astro inlines this file in the
 * pages that use it: keep it small.
 */
import type { ClientDirective } from 'astro';
import { hasStoredSession } from '../../lib/session/storedSession.ts';
import { signInFor } from '../../lib/site/accountPaths.ts';

/** localStorage, or undefined when the browser blocks it. */
function storage(): Storage | undefined {
	try {
		return localStorage;
	} catch {
		return undefined;
	}
}

const sessionDirective: ClientDirective = (load, _options, el) => {
	if (!hasStoredSession(storage())) {
		location.replace(signInFor(`${location.pathname}${location.search}${location.hash}`));
		return;
	}
	el.setAttribute('client', 'only');
	void load().then((hydrate) => hydrate());
};

export default sessionDirective;
