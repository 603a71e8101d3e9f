/**
 * `node scripts/declaredPackages.ts` (part of `npm run check`): every package the code imports is
 * declared in package.json. An import that works only because another package happened to bring
 * it along (the service worker's workbox-* modules, once) breaks on the day that package changes.
 * A type-only import is satisfied by its @types package; Deno imports (`npm:`, `jsr:`, URLs) of
 * the Edge Functions and Node's own modules are not npm dependencies.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface PackageJson {
	dependencies?: Record<string, string>;
	devDependencies?: Record<string, string>;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;
const declared = new Set([
	...Object.keys(pkg.dependencies ?? {}),
	...Object.keys(pkg.devDependencies ?? {}),
]);

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null. */
export function packageOf(specifier: string): string | null {
	if (!/^[@a-z0-9]/i.test(specifier) || /^[\w-]+:/.test(specifier)) return null;
	const parts = specifier.split('/');
	return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

const importPattern =
	/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
	.split('\n')
	.filter((f) => /\.(ts|tsx|astro|mjs|js)$/.test(f) && !f.startsWith('public/'));

const missing = new Map<string, string>();
for (const file of files) {
	for (const m of readFileSync(file, 'utf8').matchAll(importPattern)) {
		const name = packageOf(m[2] ?? m[3] ?? '');
		if (!name || declared.has(name)) continue;
		const typesOnly =
			Boolean(m[1]) && declared.has(`@types/${name.replace('@', '').replace('/', '__')}`);
		if (!typesOnly && !missing.has(name)) missing.set(name, file);
	}
}

if (missing.size > 0) {
	console.error('Paquetes importados que package.json no declara:');
	for (const [name, file] of missing) console.error(`  ${name} (en ${file})`);
	process.exit(1);
}
console.log(`${files.length} ficheros: todos los paquetes que importan están declarados.`);
