/**
 * Runs `task` `delay` ms from now, at the main thread's next idle moment (at most 10 s later;
 * at once where requestIdleCallback is missing): how the error reporter and its session replay
 * start without competing with the page's own start or a visitor's first taps.
 */
export function laterWhenIdle(task: () => void, delay: number): void {
	setTimeout(() => {
		if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 10_000 });
		else task();
	}, delay);
}
