import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pendingAnchors } from '../../fixtures/pendingLinks.ts';
import {
	catalog,
	isToolId,
	pendingToolIds,
	toolById,
	toolCount,
	toolHref,
	tools,
} from '~/lib/tools/catalog.ts';
import { toolSchema } from '~/lib/tools/toolSchema.ts';
import { resolveToolLink } from '~/lib/tools/toolLinks.ts';

describe('tool catalogue', () => {
	it('shows the nine calculators and the four AI tools in page order', () => {
		expect(tools.map((t) => t.id)).toEqual([
			'simulador-completo',
			'viabilidad',
			'precio-maximo',
			'gastos-compraventa',
			'subrogacion',
			'reunificacion-deudas',
			'amortizacion-anticipada',
			'fija-vs-variable',
			'alquilar-vs-comprar',
			'asistente-voz',
			'asistente-financiero',
			'asistente-ia',
			'analisis-documentos',
		]);
		expect(toolCount('calculator')).toBe(9);
	});

	it('has every AI tool of SPEC section 2 built and available', () => {
		expect(pendingToolIds).toEqual([]);
		expect(catalog.filter((t) => t.kind === 'ai' && t.available).map((t) => t.id)).toEqual([
			'asistente-voz',
			'asistente-financiero',
			'asistente-ia',
			'analisis-documentos',
		]);
		expect(toolCount('ai')).toBe(4);
	});

	it('the site crawl’s pending anchors are the catalogue’s unavailable tools (none left)', () => {
		expect(pendingAnchors).toEqual([]);
		expect(pendingAnchors).toEqual(pendingToolIds);
	});

	it('builds links to a tool’s section', () => {
		expect(toolHref('viabilidad')).toBe('/herramientas#viabilidad');
		expect(toolHref('simulador-completo')).toBe('/herramientas#simulador-completo');
		expect(toolById('subrogacion').title).toBe('Cambiar de banco: subrogación o novación');
		expect(isToolId('precio-maximo')).toBe(true);
		expect(isToolId('no-existe')).toBe(false);
	});

	it('rejects an entry without kind or availability, or with an unknown id', () => {
		const entry = {
			id: 'viabilidad',
			kind: 'calculator',
			available: true,
			title: 'T',
			summary: 'S',
			landing: null,
		};
		expect(toolSchema.safeParse(entry).success).toBe(true);
		expect(toolSchema.safeParse({ ...entry, id: 'inventada' }).success).toBe(false);
		const { kind: _kind, ...noKind } = entry;
		expect(toolSchema.safeParse(noKind).success).toBe(false);
		const { available: _available, ...noAvailable } = entry;
		expect(toolSchema.safeParse(noAvailable).success).toBe(false);
	});
});

/** Files under `dir` (recursively) whose names end with one of `exts`. */
function filesUnder(dir: string, exts: string[]): string[] {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((f) => exts.some((e) => f.endsWith(e)))
		.map((f) => join(dir, f));
}

describe('links to tools', () => {
	it('only the catalogue helper writes a /herramientas# URL in src/ and content/', () => {
		const files = [
			...filesUnder('src', ['.ts', '.tsx', '.astro', '.json']),
			...filesUnder('content', ['.mdx', '.md', '.json']),
		];
		const offenders = files.filter(
			(f) =>
				f !== join('src', 'lib', 'tools', 'catalog.ts') &&
				readFileSync(f, 'utf8').includes('/herramientas#'),
		);
		expect(offenders).toEqual([]);
		expect(files.length).toBeGreaterThan(100);
	});

	it('content links tool:<id> become the tool’s URL; unknown tools fail', () => {
		expect(resolveToolLink('tool:viabilidad', 'a.mdx')).toBe('/herramientas#viabilidad');
		expect(resolveToolLink('/hipoteca-joven', 'a.mdx')).toBe('/hipoteca-joven');
		expect(() => resolveToolLink('tool:inventada', 'b.mdx')).toThrow(
			'b.mdx: la herramienta «inventada» no existe en tools.json.',
		);
		expect(resolveToolLink('tool:asistente-ia', 'c.mdx')).toBe('/herramientas#asistente-ia');
	});
});
