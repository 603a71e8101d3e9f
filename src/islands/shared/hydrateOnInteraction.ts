/**
 * The core of `client:auth` and `client:interaction`: an island whose server markup is usable
 * (a form) hydrates on the first interaction inside it (focus, press, key or submit), so the
 * page costs no React until someone uses it (or autofill changes a field). Nothing done before hydration is lost: what is
 * typed or ticked stays in the page and the island adopts it (useTypedBeforeHydration,
 * useToolState); a press on a button, or a sent form, is held (a form never goes to the server
 * as a GET) and replayed as a click once React listens on the island. Until then `keep`, when
 * given, runs after each change to a field, so what was typed also survives a reload before the
 * code arrives (a slow network): it stores the fields where the island reads them on arrival.
 */

// `input` and `change` too: a browser's autofill or a picker can change a field without focus.
const triggers = [
	'focusin',
	'pointerdown',
	'keydown',
	'input',
	'change',
	'click',
	'submit',
] as const;

export function hydrateOnInteraction(
	load: () => Promise<() => Promise<void>>,
	el: HTMLElement,
	keep?: (island: HTMLElement) => void,
) {
	let started = false;
	// The button pressed before React had the page: replayed (a click) once it does.
	let pending: HTMLButtonElement | null = null;

	const onEvent = (event: Event) => {
		const target = event.target as Element | null;
		if (event.type === 'submit') {
			// Sent before hydration (the button, or Enter in a field): held, never sent.
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
		} else if (keep && (event.type === 'input' || event.type === 'change')) {
			// Both fire once the field holds its new value.
			keep(el);
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
}
