/**
 * Registers `client:session` (src/islands/session/sessionDirective.ts): a private page's island
 * loads only for a stored session; a signed-out visitor is sent to sign in before any of it is
 * downloaded.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function sessionDirective(): AstroIntegration {
	return {
		name: 'session-directive',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'session',
					entrypoint: fileURLToPath(
						new URL('../../src/islands/session/sessionDirective.ts', import.meta.url),
					),
				});
			},
		},
	};
}
