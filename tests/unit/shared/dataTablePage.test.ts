import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from '~/islands/shared/ui/DataTable.tsx';

/** Issue 49: a table of hundreds of rows renders a page of them, never all at once. */
const rows = Array.from({ length: 120 }, (_, i) => ({ id: `r${i + 1}`, name: `Fila ${i + 1}` }));
const table = (n: number, pageSize?: number) =>
	renderToStaticMarkup(
		createElement(DataTable<{ id: string; name: string }>, {
			caption: 'Contactos',
			columns: [{ key: 'n', header: 'Nombre', rowHeader: true, cell: (r) => r.name }],
			rows: rows.slice(0, n),
			rowKey: (r) => r.id,
			rowTestId: 'fila',
			...(pageSize ? { pageSize } : {}),
		}),
	);
const count = (html: string) => html.match(/data-testid="fila"/g)?.length ?? 0;

describe('DataTable pages long lists', () => {
	it('renders the first 50 rows, says how many there are and offers more', () => {
		const html = table(120);
		expect(count(html)).toBe(50);
		expect(html).toContain('Se muestran 50 de 120.');
		expect(html).toContain('>Mostrar más</button>');
		expect(html).not.toContain('Fila 51<');
	});
	it('renders a short list whole, without the button', () => {
		const html = table(50);
		expect(count(html)).toBe(50);
		expect(html).not.toContain('Mostrar más');
	});
	it('takes another page size', () => {
		expect(count(table(120, 10))).toBe(10);
	});
});
