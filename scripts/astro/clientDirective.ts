/**
 * Registers a custom client directive (`client:<name>`) whose code is the module at
 * `entrypoint`. The site's directives: `client:tool` (calculators hydrate when near the screen,
 * used, or named by the link), `client:session` (a private page's island loads only for a stored
 * session), `client:auth` (/auth is server-rendered and hydrates on the first interaction),
 * `client:interaction` (an island hydrates on the first interaction, or at once when the link
 * names its tool) and `client:token` (/formulario's island loads only for a link with a token).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function clientDirective(name: string, entrypoint: URL): AstroIntegration {
	return {
		name: `${name}-directive`,
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({ name, entrypoint: fileURLToPath(entrypoint) });
			},
		},
	};
}
