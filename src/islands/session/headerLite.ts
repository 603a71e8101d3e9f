/**
 * The signed-in header before any interaction, without React or supabase-js (issue 31: a
 * signed-in content page loads little JS until it is used). From the session supabase-js
 * stored it draws 'Mi Panel', the bell with the unread count and the account button, caches
 * the profile for the greeting (stores/sessionLite.ts: two small REST reads), and starts the
 * inactivity countdown.
 * The first interaction (or a session to refresh, or a change in another tab) loads the React
 * header (mountSession.tsx), which takes the same place and opens what was pressed.
 */
import {
	cachedProfileKey,
	displayName,
	parseCachedProfile,
	type CachedProfile,
} from '~/lib/session/cachedProfile.ts';
import {
	readStoredSession,
	storedSessionKey,
	type StoredSession,
} from '~/lib/session/storedSession.ts';
import { bellMessages, sessionMessages } from '~/lib/i18n/es.ts';
import { dashboardPath } from '~/lib/site/accountPaths.ts';
import { startInactivityWatch } from '~/stores/sessionInactivity.ts';
import { profileBeforeLoad, unreadBeforeLoad } from '~/stores/sessionLite.ts';
import { badgeText, sessionUi, type SessionPart } from './sessionUi.ts';
import { signOutAndLeave } from './signOutAndLeave.ts';
import { watchSessionEnded } from './sessionEnded.ts';

/** What the user pressed before the React header was there (it opens it once mounted). */
let pending: SessionPart | null = null;
let upgrading = false;

/** Loads the React header (once); it replaces this one in the same slots. */
function upgrade(): void {
	if (upgrading) return;
	upgrading = true;
	void import('./mountSession.tsx').then((m) => m.mountSession(() => pending));
}

function svg(path: string): SVGSVGElement {
	const ns = 'http://www.w3.org/2000/svg';
	const icon = document.createElementNS(ns, 'svg');
	icon.setAttribute('width', '20');
	icon.setAttribute('height', '20');
	icon.setAttribute('viewBox', '0 0 24 24');
	icon.setAttribute('aria-hidden', 'true');
	const line = document.createElementNS(ns, 'path');
	for (const [name, value] of Object.entries({
		fill: 'none',
		stroke: 'currentColor',
		'stroke-width': '2',
		'stroke-linecap': 'round',
		'stroke-linejoin': 'round',
		d: path,
	})) {
		line.setAttribute(name, value);
	}
	icon.append(line);
	return icon;
}

function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	attributes: Record<string, string>,
	...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
	node.append(...children);
	return node;
}

/** A header button that, pressed, asks the React header to open `part`. */
function partButton(part: SessionPart, label: string, icon: string): HTMLButtonElement {
	const button = element(
		'button',
		{ type: 'button', class: sessionUi.iconButton, 'aria-expanded': 'false', 'aria-label': label },
		svg(icon),
	);
	button.dataset['sessionPart'] = part;
	button.dataset['lite'] = '';
	// A tap is noted on pointerdown as well as click: pointerdown loads the React header, which
	// may replace this button before the tap's click arrives (a fast machine with the module
	// cached), and the tap must still open what was pressed. A key press needs no such care: its
	// click follows the keydown at once, before the header can load.
	const press = () => {
		pending = part;
		upgrade();
	};
	button.addEventListener('pointerdown', press);
	button.addEventListener('click', press);
	return button;
}

/** Draws the header and side-menu slots; returns the parts filled in later. */
function render(session: StoredSession, profile: CachedProfile | null) {
	const name = displayName(profile, session.email);
	const here = window.location.pathname.replace(/\/$/, '') === dashboardPath;
	const dashboard = element('a', { href: dashboardPath, class: sessionUi.dashboardLink });
	dashboard.textContent = sessionMessages.dashboard;
	if (here) dashboard.setAttribute('aria-current', 'page');
	const bell = partButton('bell', bellMessages.title, sessionUi.bellIcon);
	bell.dataset['testid'] = 'bell';
	const account = partButton(
		'account',
		name ? sessionMessages.accountOf(name) : sessionMessages.account,
		sessionUi.accountIcon,
	);
	document
		.querySelector('[data-session-slot="header"]')
		?.replaceChildren(
			dashboard,
			element('div', { class: 'relative' }, bell),
			element('div', { class: 'hidden sm:block' }, element('div', { class: 'relative' }, account)),
		);

	const menuName = element('p', { class: sessionUi.menuName });
	menuName.textContent = name;
	const menuDashboard = element('a', { href: dashboardPath, class: 'btn btn-primary' });
	menuDashboard.textContent = sessionMessages.dashboard;
	const signOut = element('button', { type: 'button', class: 'btn btn-outline' });
	signOut.textContent = sessionMessages.signOut;
	signOut.addEventListener('click', () => {
		signOut.disabled = true;
		signOut.textContent = sessionMessages.signingOut;
		void signOutAndLeave();
	});
	document
		.querySelector('[data-session-slot="menu"]')
		?.replaceChildren(...(name ? [menuName] : []), menuDashboard, signOut);
	return { bell, account, menuName };
}

/** Starts the script-only header for a stored session (Header.astro calls it once). */
export function startHeaderLite(): void {
	watchSessionEnded();
	const session = readStoredSession(localStorage);
	// No readable session, or one only supabase-js can refresh: straight to the full header.
	if (!session || session.expiresAt * 1000 < Date.now() + 60_000) {
		upgrade();
		return;
	}
	const cached = parseCachedProfile(localStorage.getItem(cachedProfileKey), session.userId);
	const parts = render(session, cached);
	startInactivityWatch({ storedSession: true });

	const onFirstUse = () => {
		for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) {
			document.removeEventListener(type, onFirstUse, true);
		}
		upgrade();
	};
	for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) {
		document.addEventListener(type, onFirstUse, { capture: true, passive: true });
	}
	// Signed in or out in another tab: supabase-js settles what this tab shows.
	window.addEventListener('storage', (event) => {
		if (event.key === null || storedSessionKey.test(event.key)) upgrade();
	});

	void unreadBeforeLoad(session).then(
		(unread) => {
			parts.bell.setAttribute('aria-label', bellMessages.button(unread));
			if (unread > 0) {
				const badge = element('span', { class: sessionUi.badge, 'aria-hidden': 'true' });
				badge.dataset['testid'] = 'bell-badge';
				badge.textContent = badgeText(unread);
				parts.bell.append(badge);
			}
		},
		// A refused token (revoked, clock skew) or no connection: the full header sorts it out.
		() => upgrade(),
	);

	if (!cached) {
		void profileBeforeLoad(session).then(
			(profile) => {
				if (!profile) return;
				localStorage.setItem(cachedProfileKey, JSON.stringify(profile));
				const name = displayName(profile, session.email);
				parts.account.setAttribute('aria-label', sessionMessages.accountOf(name));
				parts.menuName.textContent = name;
			},
			() => undefined,
		);
	}
}
