import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionAttribute } from '~/lib/session/storedSession.ts';
import { startInactivityWatch } from '~/stores/sessionInactivity.ts';
import { $session, connectSession } from '~/stores/session.ts';
import HeaderSession from './HeaderSession.tsx';
import MenuSession from './MenuSession.tsx';
import type { SessionPart } from './sessionUi.ts';

let mounted = false;

/** Opens (and focuses) the part the person pressed in the script-only header, once React drew it. */
function openWhenDrawn(slot: HTMLElement, part: SessionPart | null, focused: SessionPart | null) {
	const wanted = part ?? focused;
	if (!wanted) return;
	const observer = new MutationObserver(() => {
		const button = slot.querySelector<HTMLElement>(`[data-session-part="${wanted}"]`);
		if (!button || button.hasAttribute('data-lite')) return;
		observer.disconnect();
		button.focus();
		if (part) button.click();
	});
	observer.observe(slot, { childList: true, subtree: true });
}

/**
 * Renders the React signed-in header into the slots Header.astro reserved (over the script-only
 * one of headerLite.ts) once supabase-js has the session, and keeps the inactivity watch on the
 * session store. Loaded on the first interaction with a signed-in page, or at once when the
 * stored session needs refreshing. Runs once per page; `pending` names what was pressed before.
 */
export function mountSession(pending: () => SessionPart | null = () => null): void {
	if (mounted) return;
	mounted = true;
	// The header shows the sign-in buttons again once the session turns out to be gone (expired,
	// signed out in another tab), and the signed-in box when a sign-in happens elsewhere.
	$session.subscribe((state) => {
		if (state.status === 'signed-out') document.documentElement.removeAttribute(sessionAttribute);
		else if (state.status === 'signed-in') {
			document.documentElement.setAttribute(sessionAttribute, '');
		}
	});
	startInactivityWatch();
	// Drawn once the session is known, so the bell never blinks out while supabase-js starts.
	void connectSession()
		.catch(() => undefined)
		.then(() => {
			const slots: [string, () => React.JSX.Element][] = [
				['header', () => <HeaderSession />],
				['menu', () => <MenuSession />],
			];
			const active = document.activeElement?.closest<HTMLElement>('[data-session-part]');
			const focused = (active?.dataset['sessionPart'] as SessionPart | undefined) ?? null;
			for (const [name, render] of slots) {
				const slot = document.querySelector<HTMLElement>(`[data-session-slot="${name}"]`);
				if (!slot) continue;
				if (name === 'header') openWhenDrawn(slot, pending(), focused);
				createRoot(slot).render(<StrictMode>{render()}</StrictMode>);
			}
		});
}
