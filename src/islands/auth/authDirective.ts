/**
 * `client:auth` (registered by scripts/astro/authDirective.ts): the /auth screen. The server's
 * markup is the form itself, usable before any of React is downloaded; the island hydrates on
 * the first interaction inside it (focus, press, key or submit), so arriving costs no React.
 * Nothing done before hydration is lost: what is typed or ticked stays in the page and the forms
 * adopt it (useTypedBeforeHydration); a press on a tab or button, or a sent form, is held (a
 * form never goes to the server as a GET with its password) and replayed once React has the
 * page. Arrivals that must be checked at once (email link, stored session, draft, ?rol=) render
 * the island fresh straight away (lib/auth/authArrival.ts). Astro inlines this file in the
 * page that uses it: keep it small.
 */
import type { ClientDirective } from 'astro';
import { rendersOnArrival } from '../../lib/auth/authArrival.ts';

/** A storage, or undefined when the browser blocks it. */
function storage(read: () => Storage): Storage | undefined {
	try {
		return read();
	} catch {
		return undefined;
	}
}

const triggers = ['focusin', 'pointerdown', 'keydown', 'click', 'submit'] as const;

const authDirective: ClientDirective = (load, _options, el) => {
	const arrival = {
		url: new URL(location.href),
		local: storage(() => localStorage),
		tab: storage(() => sessionStorage),
	};
	if (rendersOnArrival(arrival)) {
		el.setAttribute('client', 'only');
		void load().then((hydrate) => hydrate());
		return;
	}
	let started = false;
	// The button pressed before React had the page: replayed (a click) once it does.
	let pending: HTMLButtonElement | null = null;

	const onEvent = (event: Event) => {
		const target = event.target as Element | null;
		if (event.type === 'submit') {
			// Sent before hydration (the button, or Enter in a field): held, never sent as a GET.
			event.preventDefault();
			const form = target as HTMLFormElement;
			const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
			pending =
				submitter?.tagName === 'BUTTON'
					? submitter
					: form.querySelector<HTMLButtonElement>('button[type="submit"]');
		} else if (event.type === 'click') {
			const button = target?.closest('button');
			if (button && button.type !== 'submit') pending = button;
		}
		void start();
	};

	async function start() {
		if (started) return;
		started = true;
		const hydrate = await load();
		await hydrate();
		// React listens on the island from here; a replayed click hydrates it at once.
		for (const type of triggers) el.removeEventListener(type, onEvent, true);
		const button = pending;
		pending = null;
		button?.click();
	}

	for (const type of triggers) el.addEventListener(type, onEvent, true);
};

export default authDirective;
