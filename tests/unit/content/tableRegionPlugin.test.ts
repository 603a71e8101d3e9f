import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { tableRegionLabel, tableRegionPlugin } from '../../../src/lib/content/tableRegionPlugin.ts';

/** The plugin's visitors are synchronous, so satteri returns the result, not a promise. */
function render(md: string): string {
	const result = markdownToHtml(md, { hastPlugins: [tableRegionPlugin], features: { gfm: true } });
	if (result instanceof Promise) throw new Error('expected a synchronous render');
	return result.html;
}

const table = '| Comunidad | ITP |\n| --- | --- |\n| Madrid | 6 % |\n';

describe('tableRegionPlugin', () => {
	it('wraps a prose table in a focusable region named after its heading', () => {
		const html = render(`## Tipos por comunidad\n\n${table}`);
		expect(html).toContain(
			'<div role="region" tabindex="0" aria-label="Tabla: Tipos por comunidad" class="table-scroll"><table>',
		);
		expect(html).toContain('</table></div>');
	});

	it('names a table without a heading by its columns, and numbers repeated names', () => {
		const html = render(`${table}\n## Gastos\n\n${table}\n${table}`);
		const labels = [...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]);
		expect(labels).toEqual(['Tabla: Comunidad, ITP', 'Tabla: Gastos', 'Tabla: Gastos (2)']);
	});

	it('starts counting afresh for each document', () => {
		expect(render(`## Gastos\n\n${table}`)).toContain('aria-label="Tabla: Gastos"');
		expect(render(`## Gastos\n\n${table}`)).toContain('aria-label="Tabla: Gastos"');
	});

	it('leaves a document without tables alone', () => {
		expect(render('## Hola\n\nTexto.')).not.toContain('role="region"');
	});

	it('builds labels from the heading, else the columns', () => {
		const seen = new Map<string, number>();
		expect(tableRegionLabel(undefined, [], seen)).toBe('Tabla: datos');
		expect(tableRegionLabel('ITP', ['A'], seen)).toBe('Tabla: ITP');
		expect(tableRegionLabel('ITP', ['A'], seen)).toBe('Tabla: ITP (2)');
	});
});
