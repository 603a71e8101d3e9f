/**
 * Eager compilation, on a background thread, of the two libraries a signed-in page runs at once:
 * React DOM and supabase-js.
 *
 * V8 compiles a function lazily: a script is only pre-parsed when it arrives, and each function
 * is parsed and compiled again, on the main thread, the first time it is called. React DOM's
 * hydration, render and commit, and supabase-js's client creation, call hundreds of functions for
 * the first time inside the page's first tasks, so those tasks grew by their compilation. A file
 * that starts with the magic comment `//# allFunctionsCalledOnLoad` (V8's explicit compile
 * hints, Chromium 136+) is compiled whole while it streams in, off the main thread; other
 * browsers read a comment.
 *
 * Measured signed in (Chromium traces, 11 alternating loads with and without, this machine):
 * main-thread compilation after the first paint 103 → 47 ms on /dashboard and 103 → 31 ms on
 * /soporte (medians). Hinting React DOM alone halved the gain; hinting every chunk of the site
 * compiled code no page calls and made the pages slower, so only the chunks holding the modules
 * `eager` names get the comment. The build writes no source maps: the extra first line shifts
 * none.
 */
import type { Plugin } from 'vite';

/** The comment that asks V8 to compile every function of the file as it loads. */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** Whether a chunk made of `moduleIds` holds a module that `eager` names. */
export function wantsEagerCompile(moduleIds: readonly string[], eager: readonly RegExp[]): boolean {
	return moduleIds.some((id) => {
		const path = id.replaceAll('\\', '/');
		return eager.some((pattern) => pattern.test(path));
	});
}

/** `code` with the hint as its first line (once: the comment must open the file). */
export function withCompileHint(code: string): string {
	return code.startsWith(compileHint) ? code : compileHint + code;
}

/** The Vite plugin: the hint on the browser chunks that hold a module `eager` names. */
export function compileHints({ eager }: { eager: readonly RegExp[] }): Plugin {
	return {
		name: 'portal:compile-hints',
		apply: 'build',
		// Only the browser's chunks: the server build's run in Node at build time.
		applyToEnvironment: (environment) => environment.name === 'client',
		// After rendering and minifying (a minifier would drop the comment), before writing.
		generateBundle(_options, bundle) {
			for (const output of Object.values(bundle)) {
				if (output.type !== 'chunk' || !wantsEagerCompile(output.moduleIds, eager)) continue;
				output.code = withCompileHint(output.code);
			}
		},
	};
}
