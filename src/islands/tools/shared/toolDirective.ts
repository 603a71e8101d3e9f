/**
 * `client:tool`: hydrates a calculator island when its shell comes near the screen, when the
 * visitor presses or focuses its "Abrir la calculadora" button, or at once when the link names
 * the tool (`#id` or its `?id.campo=` inputs). Until then the page has no JS for it and only
 * the light shell in its DOM. Astro inlines this file in the pages that use it: keep it small.
 */
import type { ClientDirective } from 'astro';
import { openMargin, opensOnArrival } from '../../../lib/tools/toolShell.ts';

const toolDirective: ClientDirective = (load, _options, el) => {
	const shell = el.closest<HTMLElement>('[data-tool-shell]') ?? el;
	const id = shell.dataset['toolShell'] ?? '';
	let started = false;
	let wantsFocus = false;

	const interactions = ['pointerdown', 'focusin', 'click'] as const;
	const onInteract = (event: Event) => {
		if (event.type !== 'focusin') wantsFocus = true;
		void open();
	};
	const onHash = () => {
		if (opensOnArrival(id, { hash: location.hash, search: '' })) void open();
	};
	const io = new IntersectionObserver(
		(entries) => {
			if (entries.some((entry) => entry.isIntersecting)) void open();
		},
		{ rootMargin: openMargin },
	);

	async function open() {
		if (started) return;
		started = true;
		io.disconnect();
		for (const type of interactions) shell.removeEventListener(type, onInteract);
		removeEventListener('hashchange', onHash);
		// When the form appears the shell's placeholder goes away; if it held the focus (or its
		// button was pressed), the focus moves to the first field instead of being lost.
		const watcher = new MutationObserver(() => {
			if (!el.firstElementChild) return;
			watcher.disconnect();
			const placeholder = shell.querySelector('[data-tool-placeholder]');
			const hadFocus = placeholder?.contains(document.activeElement) ?? false;
			shell.dataset['opened'] = '';
			if (wantsFocus || hadFocus) {
				el.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
			}
		});
		watcher.observe(el, { childList: true, subtree: true });
		const hydrate = await load();
		await hydrate();
	}

	if (opensOnArrival(id, location)) {
		void open();
		return;
	}
	for (const type of interactions) shell.addEventListener(type, onInteract);
	addEventListener('hashchange', onHash);
	io.observe(shell);
};

export default toolDirective;
