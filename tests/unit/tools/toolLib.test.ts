import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth } from '~/lib/format/index.ts';
import { tools, toolHref } from '~/lib/tools/catalog.ts';
import { toCsv } from '~/lib/tools/csv.ts';
import { readNumbers } from '~/lib/tools/fields.ts';
import { readParams, writeParams } from '~/lib/tools/urlState.ts';

describe('tool URL state', () => {
	it('reads only its own namespaced keys', () => {
		const search = '?simulador.importe=180.000&viabilidad.importe=1&otra=2';
		expect(readParams(search, 'simulador', ['importe', 'plazo'])).toEqual({ importe: '180.000' });
	});

	it('writes changed values, drops defaults and keeps other tools', () => {
		const search = writeParams(
			'?viabilidad.ingresos=2500&simulador.plazo=25',
			'simulador',
			{ importe: '180.000', plazo: '30' },
			{ importe: '200.000', plazo: '30' },
		);
		const params = new URLSearchParams(search);
		expect(params.get('simulador.importe')).toBe('180.000');
		expect(params.has('simulador.plazo')).toBe(false);
		expect(params.get('viabilidad.ingresos')).toBe('2500');
		expect(writeParams('', 'x', { a: '1' }, { a: '1' })).toBe('');
	});
});

describe('readNumbers', () => {
	it('parses Spanish numbers and reports each bad field in Spanish', () => {
		expect(readNumbers({ a: '200.000', b: '3,5 %' }, ['a', 'b'])).toEqual({
			ok: true,
			values: { a: 200000, b: 3.5 },
		});
		const bad = readNumbers({ a: 'abc', b: '' }, ['a', 'b']);
		expect(bad.ok).toBe(false);
		if (!bad.ok) {
			expect(bad.errors.a).toMatch(/número/);
			expect(bad.errors.b).toBeTruthy();
		}
	});
});

describe('toCsv', () => {
	it('uses semicolons, decimal commas, quotes and a BOM', () => {
		const csv = toCsv(
			['Mes', 'Cuota (€)'],
			[
				[1, 843.2081],
				[2, 'a;b'],
			],
		);
		expect(csv).toBe('\uFEFFMes;Cuota (€)\r\n1;843,21\r\n2;"a;b"\r\n');
	});
});

describe('catalog and dates', () => {
	it('lists the calculators with unique anchors', () => {
		const ids = tools.map((t) => t.id);
		expect(new Set(ids).size).toBe(ids.length);
		expect(ids).toContain('simulador-completo');
		expect(ids).toContain('viabilidad');
		expect(ids).toContain('precio-maximo');
		expect(toolHref('viabilidad')).toBe('/herramientas#viabilidad');
	});

	it('formats months and dates in Spanish', () => {
		expect(formatMonth('2026-02')).toBe('febrero de 2026');
		expect(formatDate(new Date('2026-11-22T10:00:00Z'))).toBe('22 de noviembre de 2026');
	});
});
