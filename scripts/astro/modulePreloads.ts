/**
 * Module preloads only for what a dynamic import still lacks.
 *
 * For every `import()` Vite lists each chunk the imported one needs, and when the import runs
 * the browser inserts one `<link rel="modulepreload">` per chunk. Each insertion costs 0,3–0,5 ms
 * on a fast machine, four times that on Lighthouse's phone: the header's session code and the
 * panel's first section inserted about 50 links between them, most of them inside one long task.
 * The chunks that the importing chunk itself imports statically (React, the stores, the preload
 * helper itself…) are already loaded when its code runs, so a link for them fetches nothing and
 * only costs time. They are left out; every other chunk keeps its preload, so nothing loads later
 * than before.
 *
 * Imports made while the page starts (the header's session code, the panel's first section) get
 * no preload at all: their links were inserted inside the page's first long tasks, where the
 * network is busy anyway, and the browser finds the same chunks one round trip later by reading
 * the imported chunk. Measured with Lighthouse (mobile, 3 alternating runs, signed in): /dashboard
 * 85 → 95, TBT 608 → 250 ms, LCP unchanged.
 */
import type { Plugin } from 'vite';

/** Static imports of each chunk of a build, by file name (`_astro/name.hash.js`). */
export type ChunkImports = ReadonlyMap<string, readonly string[]>;

/** Every chunk loaded by the time `file`'s code runs: itself and its static imports, transitively. */
export function loadedWith(file: string, imports: ChunkImports): Set<string> {
	const loaded = new Set<string>();
	const pending = [file];
	for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
		if (loaded.has(next)) continue;
		loaded.add(next);
		pending.push(...(imports.get(next) ?? []));
	}
	return loaded;
}

/**
 * The preloads an `import()` in `host` still needs: `deps` without the chunks `host` has loaded.
 * A host the build did not list keeps every preload.
 */
export function missingPreloads(host: string, deps: readonly string[], imports: ChunkImports) {
	if (!imports.has(host)) return [...deps];
	const loaded = loadedWith(host, imports);
	return deps.filter((dep) => !loaded.has(dep));
}

/**
 * Whether an import of `file` starts with the page: it gets no preloads. `modules` lists, by file
 * name, the modules each chunk stands for: its facade, or every module of a shared chunk (a module
 * that other chunks also import statically, like the profile queries, has no facade of its own).
 */
export function importedAtStart(
	file: string,
	modules: ReadonlyMap<string, readonly string[]>,
	atStart: readonly RegExp[],
): boolean {
	return (modules.get(file) ?? []).some((id) => {
		const path = id.replaceAll('\\', '/');
		return atStart.some((pattern) => pattern.test(path));
	});
}

/**
 * The Vite plugin that leaves those preloads out. It sets `build.modulePreload.resolveDependencies`
 * itself: Astro writes its own `modulePreload` over the one of astro.config.mjs. It records the
 * chunks' static imports as the bundle is written: Vite's import analysis, which calls
 * `resolveDependencies`, writes the preload lists after every user plugin's `generateBundle`.
 */
export function modulePreloads({ atStart = [] }: { atStart?: readonly RegExp[] } = {}): Plugin {
	// File names carry a content hash, so the chunks of every build of a run can share one map.
	const imports = new Map<string, readonly string[]>();
	/** The modules each chunk stands for (its facade, or all of a shared chunk's), by file name. */
	const modules = new Map<string, readonly string[]>();
	return {
		name: 'portal:module-preloads',
		apply: 'build',
		config: () => ({
			build: {
				modulePreload: {
					resolveDependencies: (file, deps, { hostId }) =>
						importedAtStart(file, modules, atStart) ? [] : missingPreloads(hostId, deps, imports),
				},
			},
		}),
		generateBundle(_options, bundle) {
			for (const [file, output] of Object.entries(bundle)) {
				if (output.type !== 'chunk') continue;
				imports.set(file, output.imports);
				modules.set(file, output.facadeModuleId ? [output.facadeModuleId] : output.moduleIds);
			}
		},
	};
}
