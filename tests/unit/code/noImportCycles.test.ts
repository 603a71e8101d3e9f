import {
	existsSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Folders whose relative and `~/` imports must form no circle. */
const roots = ['src', 'scripts', 'supabase/local'];
const srcDir = resolve('src');

/** Source files under `dir`. */
function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((f) => /\.(ts|tsx|astro|mjs)$/.test(f) && !f.endsWith('.d.ts'))
		.map((f) => resolve(dir, f));
}

/**
 * Imports and re-exports of a file, type-only ones included: a type circle is still two modules
 * that cannot be understood apart (the AuthDeps case). Dynamic `import('…')` counts too.
 */
function importsOf(file: string): string[] {
	const text = readFileSync(file, 'utf8');
	const specs = [
		...text.matchAll(/^\s*(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
		// Dynamic imports close circles too (a lazily loaded module importing its loader).
		...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
	].map((m) => m[1] ?? '');
	return specs.flatMap((spec) => {
		let target: string;
		if (spec.startsWith('~/')) target = join(srcDir, spec.slice(2));
		else if (spec.startsWith('.')) target = resolve(dirname(file), spec);
		else return [];
		return existsSync(target) && statSync(target).isFile() ? [target] : [];
	});
}

/** Every import circle of the graph, each as a list of files relative to the repository. */
function findCycles(files: string[]): string[][] {
	const graph = new Map(files.map((f) => [f, importsOf(f)]));
	const cycles: string[][] = [];
	const state = new Map<string, 'open' | 'done'>();
	const stack: string[] = [];
	const visit = (file: string) => {
		state.set(file, 'open');
		stack.push(file);
		for (const next of graph.get(file) ?? []) {
			if (state.get(next) === 'open') {
				cycles.push(stack.slice(stack.indexOf(next)).map((f) => relative('.', f)));
			} else if (!state.has(next) && graph.has(next)) visit(next);
		}
		stack.pop();
		state.set(file, 'done');
	};
	for (const file of graph.keys()) if (!state.has(file)) visit(file);
	return cycles;
}

describe('import circles', () => {
	it('finds a circle when there is one, type-only and dynamic imports included', () => {
		const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
		writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
		writeFileSync(join(dir, 'b.ts'), "import { c } from './c.ts';\nexport const b = c;\n");
		writeFileSync(join(dir, 'c.ts'), "import { a } from './a.ts';\nexport const c = a;\n");
		writeFileSync(join(dir, 'd.ts'), "import type { E } from './e.ts';\nexport const d: E = 1;\n");
		writeFileSync(join(dir, 'e.ts'), 'export type E = number;\n');
		writeFileSync(join(dir, 'f.ts'), "import type { G } from './g.ts';\nexport type F = G;\n");
		writeFileSync(join(dir, 'g.ts'), "import type { F } from './f.ts';\nexport type G = 1 | F;\n");
		writeFileSync(join(dir, 'h.ts'), "export const h = () => import('./i.ts');\n");
		writeFileSync(join(dir, 'i.ts'), "import { h } from './h.ts';\nexport const i = h;\n");
		const found = findCycles(sourceFiles(dir)).map((cycle) =>
			cycle.map((f) => f.split('/').at(-1)),
		);
		expect(found).toEqual([
			['a.ts', 'b.ts', 'c.ts'],
			['f.ts', 'g.ts'],
			['h.ts', 'i.ts'],
		]);
	});

	for (const root of roots) {
		it(`${root}/ has no import circle`, () => {
			const files = sourceFiles(root);
			expect(files.length).toBeGreaterThan(5);
			expect(findCycles(files)).toEqual([]);
		});
	}
});
