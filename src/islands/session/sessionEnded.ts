/**
 * «Tu sesión ha terminado. Vuelve a iniciar sesión.» (issue 45): when the session store hears
 * that the session is gone (stores/sessionEnded.ts), the header goes back to the sign-in buttons
 * and the page shows this notice at the top of its main content with a link to sign in again
 * and come back here, focused. Until the person acts (a key or a press), focus that an island's
 * own failure message would take is given back to the notice: one outcome, not two. Plain DOM,
 * so the script-only header (headerLite.ts) can start it without React.
 */
import { sessionEndedLink, sessionEndedText } from '~/lib/session/sessionGone.ts';
import { sessionAttribute } from '~/lib/session/storedSession.ts';
import { signInFor } from '~/lib/site/accountPaths.ts';
import { $sessionEnded } from '~/stores/sessionEnded.ts';

let watching = false;

/** Draws the notice for `page` (once) and focuses it. */
function show(page: string): void {
	document.documentElement.removeAttribute(sessionAttribute);
	let notice = document.querySelector<HTMLElement>('[data-session-ended]');
	if (!notice) {
		notice = document.createElement('div');
		notice.dataset['sessionEnded'] = '';
		notice.dataset['testid'] = 'session-ended';
		notice.setAttribute('role', 'alert');
		notice.tabIndex = -1;
		notice.className =
			'mx-auto my-4 max-w-3xl rounded-card border-2 border-danger bg-bg p-4 text-fg focus:outline-2 focus:outline-offset-2 focus:outline-primary';
		const text = document.createElement('p');
		text.className = 'font-semibold';
		text.textContent = sessionEndedText;
		const link = document.createElement('a');
		link.className = 'btn btn-primary mt-3';
		link.textContent = sessionEndedLink;
		notice.append(text, link);
		const main = document.querySelector('main');
		if (main) main.prepend(notice);
		else document.body.prepend(notice);
	}
	notice.querySelector('a')?.setAttribute('href', signInFor(page));
	notice.scrollIntoView({ block: 'nearest' });
	notice.focus({ preventScroll: true });
	guardFocus(notice);
}

/** Gives focus back to the notice until the person presses a key or points somewhere. */
function guardFocus(notice: HTMLElement): void {
	const onFocus = (event: FocusEvent) => {
		if (event.target instanceof Node && !notice.contains(event.target)) notice.focus();
	};
	const release = () => {
		document.removeEventListener('focusin', onFocus, true);
		for (const type of ['keydown', 'pointerdown'] as const) {
			document.removeEventListener(type, release, true);
		}
	};
	document.addEventListener('focusin', onFocus, true);
	for (const type of ['keydown', 'pointerdown'] as const) {
		document.addEventListener(type, release, { capture: true, once: true });
	}
}

/**
 * Starts watching the session store for a session that ended (once per page). A focused
 * element an island removes (its form unmounted) would leave focus on <body>: the notice
 * takes it.
 */
export function watchSessionEnded(): void {
	if (watching) return;
	watching = true;
	$sessionEnded.subscribe((page) => {
		if (page !== null) show(page);
	});
}
