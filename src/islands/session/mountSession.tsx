import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { sessionAttribute } from '~/lib/session/storedSession.ts';
import { startInactivityWatch } from '~/stores/sessionInactivity.ts';
import { $session, connectSession } from '~/stores/session.ts';
import HeaderSession from './HeaderSession.tsx';
import MenuSession from './MenuSession.tsx';
import type { SessionPart } from './sessionUi.ts';

let mounted = false;

/** Focuses (and, when pressed, opens) the React twin of what the script-only header had. */
function handOver(slot: HTMLElement, part: SessionPart | null, focused: SessionPart | null) {
	const wanted = part ?? focused;
	if (!wanted) return;
	const button = slot.querySelector<HTMLElement>(`[data-session-part="${wanted}"]`);
	if (!button) return;
	button.focus();
	if (part) button.click();
}

/** How the script-only header hands over: what was pressed, and when no finger is down. */
export interface Handover {
	pending: () => SessionPart | null;
	whenNotPressing: () => Promise<void>;
}

/**
 * Renders the React signed-in header into the slots Header.astro reserved (over the script-only
 * one of headerLite.ts) once supabase-js has the session, and keeps the inactivity watch on the
 * session store. Loaded on the first interaction with a signed-in page, or at once when the
 * stored session needs refreshing. Runs once per page; `pending` names what was pressed before.
 */
export function mountSession(
	handover: Handover = { pending: () => null, whenNotPressing: () => Promise.resolve() },
): void {
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
	// The swap is synchronous (flushSync) and waits for a pressed finger to lift: between the
	// last click on the script-only buttons and the React ones there is no moment where a tap
	// could land on a button that is going away (issue 45).
	void connectSession()
		.catch(() => undefined)
		.then(() => handover.whenNotPressing())
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
				const root = createRoot(slot);
				flushSync(() => root.render(<StrictMode>{render()}</StrictMode>));
				if (name === 'header') handOver(slot, handover.pending(), focused);
			}
		});
}
