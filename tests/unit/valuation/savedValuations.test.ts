import { describe, expect, it } from 'vitest';
import { valuationHref, valuationInputs, valuationTitle } from '~/lib/valuation/saved.ts';
import { runValuation, valuationDefaults } from '~/lib/valuation/form.ts';

describe('saved valuations', () => {
	const outcome = runValuation(
		{ ...valuationDefaults, municipio: 'getafe', superficie: '85,0', terraza: 'si' },
		2026,
	);
	if (!outcome.ok) throw new Error('the form must be valid');

	it('saves the inputs normalised, so the same home typed twice is the same inputs', () => {
		expect(valuationInputs(outcome)).toEqual({
			provincia: 'madrid',
			municipio: 'Getafe',
			tipo: 'piso',
			superficie: '85',
			habitaciones: '3',
			estado: 'buen_estado',
			planta: '2',
			ascensor: 'si',
			terraza: 'si',
			garaje: 'no',
			anio: '1990',
		});
	});

	it('reopens in the tool with every saved input that differs from the defaults', () => {
		const row = {
			inputs: valuationInputs(outcome),
			province: 'madrid',
			municipality: 'Getafe',
			property_type: 'piso',
			area_m2: 85,
			rooms: 3,
			condition: 'buen_estado',
			year_built: 1990,
		};
		expect(valuationHref(row)).toBe(
			'/valoracion-inmueble?valoracion.municipio=Getafe&valoracion.terraza=si',
		);
		// A row saved before inputs were kept reopens with what its columns hold.
		expect(
			valuationHref({ ...row, inputs: null, area_m2: 120.5, province: 'valencia', rooms: null }),
		).toBe(
			'/valoracion-inmueble?valoracion.provincia=valencia&valoracion.municipio=Getafe&valoracion.superficie=120%2C5',
		);
		// Saved values that are not form strings are ignored.
		expect(valuationHref({ ...row, inputs: { tipo: 7, anio: 'x'.repeat(201) } })).toBe(
			'/valoracion-inmueble',
		);
	});

	it('titles a row by its name, else by what and where it is', () => {
		const row = {
			name: null,
			property_type: 'atico',
			area_m2: 85.5,
			province: 'madrid',
			municipality: 'Getafe',
		};
		expect(valuationTitle(row, { madrid: 'Madrid' })).toBe('Ático de 85,5 m² en Getafe, Madrid');
		expect(valuationTitle({ ...row, name: 'Casa de la abuela' }, {})).toBe('Casa de la abuela');
	});
});
