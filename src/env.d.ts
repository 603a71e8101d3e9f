/**
 * `client:tool`, registered by scripts/astro/toolDirective.ts; `client:session`, registered by
 * scripts/astro/sessionDirective.ts; `client:auth`, registered by scripts/astro/authDirective.ts.
 */
declare module 'astro' {
	interface AstroClientDirectives {
		'client:tool'?: boolean;
		'client:session'?: boolean;
		'client:auth'?: boolean;
	}
}

export {};
