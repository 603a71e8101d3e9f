/**
 * Inactivity sign-out (SPEC.md sections 4, 8 and 9): a warning 55 minutes after the last
 * activity, sign-out at 60. Activity in any tab counts: its time is shared through storage
 * (localStorage in the browser), so every tab of the site measures from the same moment.
 * Pure logic: the clock, the timers and the storage are passed in (fake ones in tests).
 */

/** Warning after 55 minutes without activity (3,300,000 ms). */
export const inactivityWarningMs = 55 * 60_000;
/** Sign-out after 60 minutes without activity. */
export const inactivitySignOutMs = 60 * 60_000;
/** How long the warning toast stays (SPEC: 10 seconds). */
export const inactivityWarningToastMs = 10_000;
/** Events that count as activity (SPEC.md section 4). */
export const activityEvents = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;
/** localStorage key of the last activity time (ms since epoch), shared by the tabs. */
export const lastActivityKey = 'last_activity';
/** Shared time is written at most once per this interval (scroll fires many events). */
export const activityWriteIntervalMs = 1000;

/** Where a tab is in the countdown. */
export type InactivityPhase = 'active' | 'warned' | 'expired';

/** The phase `elapsedMs` after the last activity. */
export function inactivityPhase(elapsedMs: number): InactivityPhase {
	if (elapsedMs >= inactivitySignOutMs) return 'expired';
	if (elapsedMs >= inactivityWarningMs) return 'warned';
	return 'active';
}

/** The clock and timers the watcher uses (window's in the browser). */
export interface InactivityClock {
	now(): number;
	setTimeout(callback: () => void, ms: number): unknown;
	clearTimeout(handle: unknown): void;
}

/** The shared last-activity time. */
export interface ActivityStore {
	read(): number | null;
	write(time: number): void;
}

/** What the watcher does at each step. */
export interface InactivityHandlers {
	onWarn(): void;
	onExpire(): void;
}

/** A running watcher. */
export interface InactivityWatcher {
	/** Activity in this tab: restarts both countdowns and shares the time. */
	activity(): void;
	/** The shared time may have changed (another tab's activity): re-reads it. */
	sync(): void;
	/** Stops the timers (sign-out, page leaving). */
	stop(): void;
	/** The current phase (for tests and the view). */
	phase(): InactivityPhase;
}

/** Parses the stored time, or null when absent or not a finite number. */
export function parseActivityTime(value: string | null): number | null {
	if (value === null || value.trim() === '') return null;
	const time = Number(value);
	return Number.isFinite(time) ? time : null;
}

/**
 * Starts counting from now (opening a page is activity). Warns once per idle period and expires
 * once; a timer that fires re-reads the shared time first, so a missed storage event from
 * another tab still keeps this one alive.
 */
export function watchInactivity(
	clock: InactivityClock,
	store: ActivityStore,
	handlers: InactivityHandlers,
): InactivityWatcher {
	let last = clock.now();
	let written = Number.NEGATIVE_INFINITY;
	let phase: InactivityPhase = 'active';
	let timer: unknown;
	let stopped = false;

	const share = (force: boolean) => {
		if (!force && last - written < activityWriteIntervalMs) return;
		written = last;
		store.write(last);
	};

	const adoptShared = () => {
		const shared = store.read();
		if (shared !== null && shared > last) {
			last = Math.min(shared, clock.now());
			if (phase === 'warned') phase = 'active';
		}
	};

	const schedule = () => {
		clock.clearTimeout(timer);
		if (stopped) return;
		const due = last + (phase === 'active' ? inactivityWarningMs : inactivitySignOutMs);
		timer = clock.setTimeout(check, Math.max(0, due - clock.now()));
	};

	function check() {
		if (stopped) return;
		adoptShared();
		const next = inactivityPhase(clock.now() - last);
		if (next === 'expired') {
			phase = 'expired';
			stopped = true;
			handlers.onExpire();
			return;
		}
		if (next === 'warned' && phase === 'active') {
			phase = 'warned';
			handlers.onWarn();
		}
		schedule();
	}

	share(true);
	schedule();

	return {
		activity() {
			if (stopped) return;
			last = clock.now();
			phase = 'active';
			share(false);
			schedule();
		},
		sync() {
			if (stopped) return;
			adoptShared();
			schedule();
		},
		stop() {
			stopped = true;
			clock.clearTimeout(timer);
		},
		phase: () => phase,
	};
}
