import { describe, expect, it } from 'vitest';
import { readParams, typedSearch, writeParams } from '~/lib/tools/urlState.ts';

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

describe('typedSearch', () => {
	it("writes a tool's fields that differ from the server markup, and only its own", () => {
		const search = typedSearch('?simulador.plazo=25&valoracion.tipo=piso', 'valoracion', [
			{ id: 'valoracion-superficie', value: '95', initial: '80' },
			{ id: 'valoracion-tipo', value: 'piso', initial: 'piso' },
			{ id: 'valoracion-garaje', value: 'si', initial: 'no' },
			{ id: 'simulador-importe', value: '1', initial: '2' },
			{ id: 'buscador', value: 'Madrid', initial: '' },
		]);
		expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
			'simulador.plazo': '25',
			'valoracion.superficie': '95',
			'valoracion.garaje': 'si',
		});
		expect(
			typedSearch('', 'valoracion', [{ id: 'valoracion-superficie', value: '80', initial: '80' }]),
		).toBe('');
	});
});
