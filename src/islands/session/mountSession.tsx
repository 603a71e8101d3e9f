import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionAttribute } from '~/lib/auth/storedSession.ts';
import { startInactivityWatch } from '~/stores/inactivity.ts';
import { $session } from '~/stores/session.ts';
import HeaderSession from './HeaderSession.tsx';
import MenuSession from './MenuSession.tsx';

let mounted = false;

/**
 * Renders the signed-in header into the slots Header.astro reserved, and starts the inactivity
 * watch. Loaded by the header only when a session is stored (content pages of signed-out
 * visitors never load React or supabase-js). Runs once per page.
 */
export function mountSession(): void {
	if (mounted) return;
	mounted = true;
	const slots: [string, () => React.JSX.Element][] = [
		['header', () => <HeaderSession />],
		['menu', () => <MenuSession />],
	];
	for (const [name, render] of slots) {
		const slot = document.querySelector<HTMLElement>(`[data-session-slot="${name}"]`);
		if (slot) createRoot(slot).render(<StrictMode>{render()}</StrictMode>);
	}
	// The header shows the sign-in buttons again once the session turns out to be gone (expired,
	// signed out in another tab), and the signed-in box when a sign-in happens elsewhere.
	$session.subscribe((state) => {
		if (state.status === 'signed-out') document.documentElement.removeAttribute(sessionAttribute);
		else if (state.status === 'signed-in') {
			document.documentElement.setAttribute(sessionAttribute, '');
		}
	});
	startInactivityWatch();
}
