/**
 * `client:tool`, registered by scripts/astro/toolDirective.ts; `client:session`, registered by
 * scripts/astro/sessionDirective.ts; `client:auth`, `client:interaction` (optionally a tool id)
 * and `client:token`, registered in astro.config.mjs (scripts/astro/clientDirective.ts).
 */
declare module 'astro' {
	interface AstroClientDirectives {
		'client:tool'?: boolean;
		'client:session'?: boolean;
		'client:auth'?: boolean;
		'client:interaction'?: boolean | string;
		'client:token'?: boolean;
	}
}

export {};
