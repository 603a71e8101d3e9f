import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tools } from '~/lib/tools/catalog.ts';
import { opensOnArrival, shellHeights, shellStyle } from '~/lib/tools/toolShell.ts';

const at = (hash: string, search = '') => ({ hash, search });

describe('opensOnArrival', () => {
	it('opens the tool the hash names, and only that one', () => {
		expect(opensOnArrival('viabilidad', at('#viabilidad'))).toBe(true);
		expect(opensOnArrival('precio-maximo', at('#viabilidad'))).toBe(false);
		expect(opensOnArrival('viabilidad', at(''))).toBe(false);
		expect(opensOnArrival('viabilidad', at('#viabilidad-titulo'))).toBe(false);
	});

	it('opens a tool whose inputs the link carries, leaving the others closed', () => {
		const search = '?subrogacion.capital=150.000&otra=1';
		expect(opensOnArrival('subrogacion', at('', search))).toBe(true);
		expect(opensOnArrival('reunificacion-deudas', at('', search))).toBe(false);
		// A key that only starts like the id is another tool's, not this one's.
		expect(opensOnArrival('viabilidad', at('', '?viabilidadx.a=1'))).toBe(false);
	});

	it("reads the simulator's former namespace, as old shared links still use it", () => {
		expect(opensOnArrival('simulador-completo', at('', '?simulador.importe=150.000'))).toBe(true);
		expect(opensOnArrival('viabilidad', at('', '?simulador.importe=150.000'))).toBe(false);
	});

	it('copes with an escaped or malformed hash and an empty id', () => {
		expect(opensOnArrival('fija-vs-variable', at('#fija%2Dvs%2Dvariable'))).toBe(true);
		expect(opensOnArrival('viabilidad', at('#%E0%A4%A'))).toBe(false);
		expect(opensOnArrival('', at('#', '?.a=1'))).toBe(false);
	});
});

describe('shell heights', () => {
	const calculators = tools.filter((t) => t.kind === 'calculator').map((t) => t.id);

	it('reserve room for every calculator of the catalogue, taller on a phone', () => {
		expect(Object.keys(shellHeights).toSorted()).toEqual(calculators.toSorted());
		for (const { phone, tablet, wide } of Object.values(shellHeights)) {
			expect(wide).toBeGreaterThan(0);
			expect(tablet).toBeGreaterThanOrEqual(wide);
			expect(phone).toBeGreaterThanOrEqual(tablet);
		}
	});

	it('become the CSS custom properties the shell reads', () => {
		const { phone, tablet, wide } = shellHeights['viabilidad']!;
		expect(shellStyle('viabilidad')).toEqual({
			'--shell-h': `${phone}rem`,
			'--shell-h-md': `${tablet}rem`,
			'--shell-h-lg': `${wide}rem`,
		});
		expect(shellStyle('asistente-ia')).toEqual({});
	});
});

describe('the client directive', () => {
	// Astro inlines it in every page with a calculator: it may import nothing heavy.
	it('imports only the dependency-free shell module', () => {
		const source = readFileSync('src/islands/tools/shared/toolDirective.ts', 'utf8');
		const imports = [...source.matchAll(/^import\s+(?!type\b).*from\s+'([^']+)'/gm)].map(
			(m) => m[1],
		);
		expect(imports).toEqual(['../../../lib/tools/toolShell.ts']);
		const shell = readFileSync('src/lib/tools/toolShell.ts', 'utf8');
		expect(shell).not.toMatch(/^import\s/m);
	});
});
