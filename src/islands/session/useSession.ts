import { useStore } from '@nanostores/react';
import { $session, type SessionState } from '~/stores/session.ts';

/**
 * The session for an island that the server renders and the browser hydrates: the first client
 * render reads the store's initial 'unknown', as the server did, and the real state comes right
 * after hydration. Reading `$session` directly would show a session the header already loaded
 * and disagree with the server's markup (React error #418).
 */
export function useSession(): SessionState {
	return useStore($session, { ssr: 'initial' });
}
