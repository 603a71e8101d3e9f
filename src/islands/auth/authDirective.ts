/**
 * `client:auth` (registered in astro.config.mjs): the /auth screen. The server's markup is the
 * form itself, usable before any of React is downloaded; the island hydrates on the first
 * interaction inside it, keeping what was typed and the first press (hydrateOnInteraction).
 * A visitor signed in with a token still good goes on to the return path before any of it is
 * downloaded; other arrivals that must be checked at once (email link, a session to refresh,
 * draft, ?rol=) render the island fresh straight away (lib/auth/authArrival.ts). While the
 * code loads, the sign-up form's draft is saved from the page, so a reload then (a slow
 * network) keeps what was typed too. Astro inlines this file in the page that uses it: keep it
 * small.
 */
import type { ClientDirective } from 'astro';
import {
	rendersOnArrival,
	saveRegisterDraft,
	signedInArrival,
} from '../../lib/auth/authArrival.ts';
import { controlValues, type ControlLike } from '../../lib/forms/controlValues.ts';
import { hydrateOnInteraction } from '../../islands/shared/hydrateOnInteraction.ts';

/** A storage, or undefined when the browser blocks it. */
function storage(read: () => Storage): Storage | undefined {
	try {
		return read();
	} catch {
		return undefined;
	}
}

const authDirective: ClientDirective = (load, _options, el) => {
	const arrival = {
		url: new URL(location.href),
		local: storage(() => localStorage),
		tab: storage(() => sessionStorage),
	};
	// Signed in with a token still good: on to the return path, without React or supabase-js.
	const onward = signedInArrival(arrival, Date.now());
	if (onward) {
		location.replace(onward);
		return;
	}
	if (rendersOnArrival(arrival)) {
		el.setAttribute('client', 'only');
		void load().then((hydrate) => hydrate());
		return;
	}
	hydrateOnInteraction(load, el, (island) => {
		const form = island.querySelector<HTMLFormElement>('#panel-register form');
		if (!form) return;
		saveRegisterDraft(
			controlValues(Array.from(form.elements) as unknown as ControlLike[]),
			arrival.tab,
		);
	});
};

export default authDirective;
