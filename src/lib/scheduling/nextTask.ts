/** The part of the Prioritized Task Scheduling API used here (Chromium 129+, Firefox 142+). */
interface YieldingScheduler {
	yield(): Promise<void>;
}

/**
 * Resolves in a new task of the main thread: what follows runs after the browser has had the
 * chance to paint and to handle a tap. `scheduler.yield()` where the browser has it (the rest of
 * the work keeps its place ahead of other queued tasks), else a zero-delay timer. Long starts
 * (loading supabase-js, then drawing the session) are cut with it so that no single task holds
 * the main thread for long on a phone.
 */
export function nextTask(): Promise<void> {
	const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
	if (typeof scheduler?.yield === 'function') return scheduler.yield();
	return new Promise((resolve) => setTimeout(resolve, 0));
}
