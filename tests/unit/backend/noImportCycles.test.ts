import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../supabase/local');

/** Every .ts file under dir. */
function files(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
		e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
	);
}

/** Relative imports of a module: static, type-only, re-exports and dynamic import('…'). */
export function relativeImports(source: string): string[] {
	const out: string[] = [];
	const patterns = [
		/\b(?:import|export)\s[^'"]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g,
		/\bimport\s+['"](\.{1,2}\/[^'"]+)['"]/g,
		/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
	];
	for (const p of patterns) for (const m of source.matchAll(p)) out.push(m[1]!);
	return out;
}

/** The cycles of a graph, each as the path that closes it (a → b → a). */
export function findCycles(graph: Map<string, string[]>): string[][] {
	const cycles: string[][] = [];
	const state = new Map<string, 'active' | 'done'>();
	const stack: string[] = [];
	const visit = (node: string) => {
		state.set(node, 'active');
		stack.push(node);
		for (const next of graph.get(node) ?? []) {
			if (state.get(next) === 'active') cycles.push([...stack.slice(stack.indexOf(next)), next]);
			else if (!state.has(next)) visit(next);
		}
		stack.pop();
		state.set(node, 'done');
	};
	for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
	return cycles;
}

describe('supabase/local import graph', () => {
	it('finds cycles in a small graph (the detector itself)', () => {
		expect(
			relativeImports(`import type { A } from './a.ts';\nconst b = await import('../b.ts');`),
		).toEqual(['./a.ts', '../b.ts']);
		const graph = new Map([
			['a', ['b']],
			['b', ['c']],
			['c', ['a']],
			['d', ['a']],
		]);
		expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
		expect(
			findCycles(
				new Map([
					['x', ['y']],
					['y', []],
				]),
			),
		).toEqual([]);
	});

	it('has no import cycle, type-only and dynamic imports included', () => {
		const graph = new Map<string, string[]>();
		for (const file of files(root)) {
			const deps = relativeImports(readFileSync(file, 'utf8')).map((spec) =>
				relative(root, resolve(dirname(file), spec)),
			);
			graph.set(relative(root, file), deps);
		}
		expect(graph.size).toBeGreaterThan(30);
		expect(findCycles(graph)).toEqual([]);
	});
});
