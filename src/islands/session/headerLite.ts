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
import { watchNotificationsLite } from '~/stores/notificationsLite.ts';
import { badgeText, sessionUi, type SessionPart } from './sessionUi.ts';
import { signOutAndLeave } from './signOutAndLeave.ts';
import { watchSessionEnded } from './sessionEnded.ts';

declare global {
	interface Window {
		/** The part tapped before this script ran (Header.astro's inline capture), if any. */
		__sessionTap?: string | null;
		/** Set once this script handles the buttons' taps itself. */
		__sessionLite?: boolean;
	}
}

/** What the user pressed before the React header was there (it opens it once mounted). */
let pending: SessionPart | null = null;
let upgrading = false;
/** Whether a pointer is down inside the header's session slot (the swap waits for it). */
let pressing = false;

/**
 * Resolves once no pointer is pressed in the session slot and the tap's click (dispatched right
 * after its pointerup) has run: the React header never replaces a button under a finger, so no
 * tap is lost or counted twice while the header changes hands (issue 45).
 */
export function whenNotPressing(): Promise<void> {
	if (!pressing) return Promise.resolve();
	return new Promise((resolve) => {
		const done = () => {
			window.removeEventListener('pointerup', done, true);
			window.removeEventListener('pointercancel', done, true);
			setTimeout(resolve, 0);
		};
		window.addEventListener('pointerup', done, true);
		window.addEventListener('pointercancel', done, true);
	});
}

/** Closes the script-only bell's Realtime subscription (the React bell opens its own). */
let stopLiveBell: (() => void) | undefined;

/** Loads the React header (once); it replaces this one in the same slots. */
function upgrade(): void {
	if (upgrading) return;
	upgrading = true;
	stopLiveBell?.();
	void import('./mountSession.tsx').then((m) =>
		m.mountSession({ pending: () => pending, whenNotPressing }),
	);
}

/** Notes presses inside a slot, so the swap can wait for the finger to lift. */
function trackPresses(slot: Element | null): void {
	if (!slot) return;
	slot.addEventListener('pointerdown', () => (pressing = true), { capture: true, passive: true });
	for (const type of ['pointerup', 'pointercancel'] as const) {
		window.addEventListener(type, () => (pressing = false), { capture: true, passive: true });
	}
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

/**
 * A header button that, pressed, asks the React header to open `part`: the one Header.astro
 * drew in the page's HTML (so it is there from the first paint), or a new one.
 */
function partButton(part: SessionPart, label: string, icon: string): HTMLButtonElement {
	const drawn = document.querySelector<HTMLButtonElement>(
		`[data-session-slot="header"] [data-session-part="${part}"][data-lite]`,
	);
	const button =
		drawn ??
		element(
			'button',
			{ type: 'button', class: sessionUi.iconButton, 'aria-expanded': 'false' },
			svg(icon),
		);
	button.setAttribute('aria-label', label);
	button.dataset['sessionPart'] = part;
	button.dataset['lite'] = '';
	// The press is counted on its click: the React header waits for a pressed pointer to lift
	// before it replaces this button (whenNotPressing), so the click always lands here, once.
	// pointerdown only starts loading the React header.
	button.addEventListener('pointerdown', upgrade);
	button.addEventListener('click', () => {
		pending = pending === part ? null : part;
		upgrade();
	});
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
	// The page's HTML already holds these buttons (Header.astro): they stay where they are, so a
	// finger on one is not under a new element; only a page without them gets new ones.
	const slot = document.querySelector('[data-session-slot="header"]');
	if (slot && !slot.contains(bell)) {
		slot.replaceChildren(
			dashboard,
			element('div', { class: 'relative' }, bell),
			element('div', { class: 'hidden sm:block' }, element('div', { class: 'relative' }, account)),
		);
	}

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

/** The bell's name and badge for `unread` notifications. */
function drawUnread(bell: HTMLButtonElement, unread: number): void {
	bell.setAttribute('aria-label', bellMessages.button(unread));
	bell.querySelector('[data-testid="bell-badge"]')?.remove();
	if (unread > 0) {
		const badge = element('span', { class: sessionUi.badge, 'aria-hidden': 'true' });
		badge.dataset['testid'] = 'bell-badge';
		badge.textContent = badgeText(unread);
		bell.append(badge);
	}
}

/** Runs `task` once the page is idle (after load), never in its first tasks. */
function whenIdle(task: () => void): void {
	const idle = () =>
		'requestIdleCallback' in window
			? requestIdleCallback(task, { timeout: 2000 })
			: setTimeout(task, 200);
	if (document.readyState === 'complete') idle();
	else window.addEventListener('load', idle, { once: true });
}

/** Starts the script-only header for a stored session (Header.astro calls it once). */
export function startHeaderLite(): void {
	watchSessionEnded();
	// A tap on the HTML's buttons before this script ran (Header.astro's inline capture).
	const early = window.__sessionTap;
	window.__sessionLite = true;
	if (early === 'bell' || early === 'account') pending = early;
	const session = readStoredSession(localStorage);
	// No readable session, or one only supabase-js can refresh: straight to the full header.
	if (!session || session.expiresAt * 1000 < Date.now() + 60_000) {
		upgrade();
		return;
	}
	const cached = parseCachedProfile(localStorage.getItem(cachedProfileKey), session.userId);
	const parts = render(session, cached);
	if (pending) upgrade();
	trackPresses(document.querySelector('[data-session-slot="header"]'));
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

	// The unread count now, and again on every notice inserted while the person only reads: the
	// bell's Realtime subscription opens once the page is idle, without React or supabase-js.
	const showUnread = () =>
		void unreadBeforeLoad(session).then(
			(unread) => drawUnread(parts.bell, unread),
			// A refused token (revoked, clock skew) or no connection: the full header sorts it out.
			() => upgrade(),
		);
	showUnread();
	whenIdle(() => {
		if (upgrading) return;
		void watchNotificationsLite(session, showUnread).then((stop) => {
			if (upgrading) stop();
			else stopLiveBell = stop;
		}, upgrade);
	});

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
