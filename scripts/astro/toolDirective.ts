/**
 * Registers `client:tool` (src/islands/tools/shared/toolDirective.ts): a calculator island
 * hydrates when its shell comes near the screen, is pressed or focused, or is named by the link.
 */
import { clientDirective } from './clientDirective.ts';

export const toolDirective = () =>
	clientDirective(
		'tool',
		new URL('../../src/islands/tools/shared/toolDirective.ts', import.meta.url),
	);
