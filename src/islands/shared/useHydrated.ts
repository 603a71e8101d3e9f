import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true on every client render after it. An island
 * whose first markup depends on browser-only state (the stored session, the window) renders the
 * server's markup while this is false, so hydration matches (React error #418 otherwise).
 */
export function useHydrated(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => true,
		() => false,
	);
}
