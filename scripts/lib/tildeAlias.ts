import { registerHooks } from 'node:module';

/**
 * Resolves the site's `~/…` imports (Vite's alias for src/) when a script loads src/lib modules
 * under plain Node, and gives them an empty `import.meta.env` (Vite's build-time variables: the
 * modules fall back to the local backend's defaults). Import it before the modules that need it
 * (dynamic imports after it).
 */
const src = new URL('../../src/', import.meta.url);

registerHooks({
	resolve(specifier, context, nextResolve) {
		if (specifier.startsWith('~/'))
			return nextResolve(new URL(specifier.slice(2), src).href, context);
		return nextResolve(specifier, context);
	},
	load(url, context, nextLoad) {
		const loaded = nextLoad(url, context);
		if (!url.startsWith(src.href) || loaded.source === undefined) return loaded;
		const text =
			typeof loaded.source === 'string'
				? loaded.source
				: Buffer.from(loaded.source as Uint8Array).toString('utf8');
		if (!text.includes('import.meta.env')) return loaded;
		return {
			...loaded,
			source: text.replaceAll('import.meta.env', '({} as Record<string, string>)'),
		};
	},
});
