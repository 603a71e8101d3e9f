/**
 * Registers `client:tool` (src/islands/tools/shared/toolDirective.ts): a calculator island
 * hydrates when its shell comes near the screen, is pressed or focused, or is named by the link.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function toolDirective(): AstroIntegration {
	return {
		name: 'tool-directive',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'tool',
					entrypoint: fileURLToPath(
						new URL('../../src/islands/tools/shared/toolDirective.ts', import.meta.url),
					),
				});
			},
		},
	};
}
