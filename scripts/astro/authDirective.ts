/**
 * Registers `client:auth` (src/islands/auth/authDirective.ts): the /auth screen is server-rendered
 * and hydrates on the first interaction, keeping what was typed and the first press.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function authDirective(): AstroIntegration {
	return {
		name: 'auth-directive',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'auth',
					entrypoint: fileURLToPath(
						new URL('../../src/islands/auth/authDirective.ts', import.meta.url),
					),
				});
			},
		},
	};
}
