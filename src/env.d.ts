/** `client:tool`, registered by scripts/astro/toolDirective.ts. */
declare module 'astro' {
	interface AstroClientDirectives {
		'client:tool'?: boolean;
	}
}

export {};
