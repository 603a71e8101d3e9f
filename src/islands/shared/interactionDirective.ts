/**
 * `client:interaction` (registered in astro.config.mjs): a server-rendered island hydrates on
 * the first interaction inside it, keeping what was typed and the first press
 * (hydrateOnInteraction); with a tool id as its value (client:interaction="valoracion") it
 * hydrates at once when the link names that tool (`#id` or its `?id.campo=` inputs), as
 * client:tool does, and for a stored session. Astro inlines this file in the pages that use it: keep it small.
 */
import type { ClientDirective } from 'astro';
import { sessionAttribute } from '../../lib/auth/storedSession.ts';
import { opensOnArrival } from '../../lib/tools/toolShell.ts';
import { hydrateOnInteraction } from './hydrateOnInteraction.ts';

const interactionDirective: ClientDirective = (load, options, el) => {
	const tool = typeof options.value === 'string' ? options.value : '';
	// Signed in (the head's boot script marks <html>), the island's markup depends on the session
	// the server never saw (the save button): it hydrates at once, as before.
	const signedIn = document.documentElement.hasAttribute(sessionAttribute);
	if (signedIn || opensOnArrival(tool, location)) {
		void load().then((hydrate) => hydrate());
		return;
	}
	hydrateOnInteraction(load, el);
};

export default interactionDirective;
