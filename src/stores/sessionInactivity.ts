import {
	activityEvents,
	inactivityWarningToastMs,
	lastActivityKey,
	parseActivityTime,
	watchInactivity,
	type InactivityWatcher,
} from '~/lib/session/inactivity.ts';
import { sessionMessages } from '~/lib/i18n/es.ts';
import { $session, signOut } from './session.ts';
import { toast, flashToast } from './toasts.ts';

/** The shared last-activity time in localStorage (blocked storage: this tab only). */
const activityStore = {
	read: () => {
		try {
			return parseActivityTime(localStorage.getItem(lastActivityKey));
		} catch {
			return null;
		}
	},
	write: (time: number) => {
		try {
			localStorage.setItem(lastActivityKey, String(time));
		} catch {
			// Storage blocked: other tabs keep their own count.
		}
	},
};

/** Signs out for inactivity: the toast is shown on the home page, where the user is sent. */
async function expire(): Promise<void> {
	flashToast({
		title: sessionMessages.expiredTitle,
		description: sessionMessages.expiredText,
		variant: 'destructive',
		// Whoever comes back to the screen after an hour away must still see why: kept until closed.
		duration: 0,
	});
	try {
		await signOut();
	} finally {
		window.location.assign('/');
	}
}

let watcher: InactivityWatcher | undefined;
const onActivity = () => watcher?.activity();
const onStorage = (event: StorageEvent) => {
	if (event.key === lastActivityKey) watcher?.sync();
};

/** Starts the countdown of this tab (once) and listens to activity here and in other tabs. */
function start(): void {
	if (watcher) return;
	watcher = watchInactivity(
		{
			now: () => Date.now(),
			setTimeout: (callback, ms) => window.setTimeout(callback, ms),
			clearTimeout: (handle) => window.clearTimeout(handle as number),
		},
		activityStore,
		{
			onWarn: () =>
				toast({
					title: sessionMessages.warningTitle,
					description: sessionMessages.warningText,
					duration: inactivityWarningToastMs,
				}),
			onExpire: () => void expire(),
		},
	);
	for (const type of activityEvents) {
		window.addEventListener(type, onActivity, { passive: true, capture: true });
	}
	window.addEventListener('storage', onStorage);
}

function halt(): void {
	watcher?.stop();
	watcher = undefined;
	for (const type of activityEvents) {
		window.removeEventListener(type, onActivity, { capture: true });
	}
	window.removeEventListener('storage', onStorage);
}

/**
 * Watches this tab for inactivity while someone is signed in (SPEC.md sections 4 and 8):
 * warning toast at 55 minutes, sign-out and the home page at 60. Mouse down, key down, scroll
 * and touch start here, or any activity in another tab of the site, restart both. Returns the
 * cleanup.
 *
 * `storedSession`: the header found a stored session and has not loaded supabase-js yet; the
 * countdown starts now without reading the session store (which would load it). The header's
 * full version later calls this again without it, and then follows the store (one countdown).
 */
export function startInactivityWatch(options: { storedSession?: boolean } = {}): () => void {
	if (options.storedSession) {
		start();
		return halt;
	}
	const unsubscribe = $session.subscribe((state) => {
		if (state.status === 'signed-in') start();
		else if (state.status === 'signed-out') halt();
	});
	return () => {
		unsubscribe();
		halt();
	};
}
