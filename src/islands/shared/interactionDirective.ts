/**
 * `client:interaction` (registered in astro.config.mjs): a server-rendered island hydrates on
 * the first interaction inside it, keeping what was typed and the first press
 * (hydrateOnInteraction); with a tool id as its value (client:interaction="valoracion") it
 * hydrates at once when the link names that tool (`#id` or its `?id.campo=` inputs), as
 * client:tool does. Astro inlines this file in the pages that use it: keep it small.
 */
import type { ClientDirective } from 'astro';
import { opensOnArrival } from '../../lib/tools/toolShell.ts';
import { hydrateOnInteraction } from './hydrateOnInteraction.ts';

const interactionDirective: ClientDirective = (load, options, el) => {
	const tool = typeof options.value === 'string' ? options.value : '';
	// Named by the link: at once. Signed in too it waits for an interaction: the markup that
	// depends on the session (the valuation's save button) is chosen by the head's mark on <html>.
	if (opensOnArrival(tool, location)) {
		void load().then((hydrate) => hydrate());
		return;
	}
	hydrateOnInteraction(load, el);
};

export default interactionDirective;
