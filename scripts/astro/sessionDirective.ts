/**
 * Registers `client:session` (src/islands/session/sessionDirective.ts): a private page's island
 * loads only for a stored session; a signed-out visitor is sent to sign in before any of it is
 * downloaded.
 */
import { clientDirective } from './clientDirective.ts';

export const sessionDirective = () =>
	clientDirective(
		'session',
		new URL('../../src/islands/session/sessionDirective.ts', import.meta.url),
	);
