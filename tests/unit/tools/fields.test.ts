import { describe, expect, it } from 'vitest';
import { readNumber, readNumbers } from '~/lib/tools/fields.ts';

describe('readNumbers', () => {
	it('parses Spanish numbers', () => {
		expect(readNumbers({ a: '200.000', b: '3,5 %' }, ['a', 'b'])).toEqual({
			ok: true,
			values: { a: 200000, b: 3.5 },
		});
	});

	it('reports each unreadable field with its Spanish message', () => {
		expect(readNumbers({ a: 'abc', b: '', c: '7' }, ['a', 'b', 'c'])).toEqual({
			ok: false,
			errors: {
				a: 'No es un número válido: usa cifras y la coma para los decimales (por ejemplo, 200.000,50).',
				b: 'Escribe un número.',
			},
		});
	});
});

describe('readNumber', () => {
	it('reads one field', () => {
		expect(readNumber('1.250.000,5')).toEqual({ ok: true, value: 1250000.5 });
		expect(readNumber('1.25.000')).toEqual({
			ok: false,
			message: 'Los puntos de miles no están bien colocados (por ejemplo, 200.000 o 1.250.000).',
		});
	});
});
